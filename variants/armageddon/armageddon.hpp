#pragma once
// Armageddon: chess where Black has draw odds. It derives from the chess descriptor and replaces
// only the scoring policy, so every draw rule (stalemate, repetition, move count, dead position,
// claims) still applies and its result becomes 0-1 with the draw's reason.
#include "framework/policies/outcome_policies.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct Armageddon : Chess {
  static constexpr std::string_view name = "armageddon";
  static constexpr Symbols aliases = {"draw-odds"};
  static constexpr std::string_view description =
      "chess where every drawn result is a win for Black (draw odds)";
  static constexpr std::string_view pgn_variant = "Armageddon";
  using scoring = DrawOddsForSecondPlayer;
};

}  // namespace boardlab::variants
