#pragma once
// stalematewin (RULES.md, "Rule variations"): chess where the side that delivers stalemate wins
// (the stalemated side loses, reason "stalemate"). Armageddon-style scoring is not involved.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct StalemateWin : Chess {
  static constexpr std::string_view name = "stalematewin";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description = "chess where delivering stalemate wins";
  static constexpr std::string_view pgn_variant = "stalematewin";
  using no_moves = StalemateLoses;
  // A bare king can still be stalemated by K+N or K+B: chess's dead positions are not dead here
  // (two bare kings are; the move-count rules end such games).
  using dead_position = NoDeadPositions;
};

}  // namespace boardlab::variants
