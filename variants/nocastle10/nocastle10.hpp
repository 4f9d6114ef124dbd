#pragma once
// nocastle10 (RULES.md, "Rule variations"): chess where castling is illegal during each side's
// first 10 moves: counted by the FEN full-move number, White may castle from its move 11 and
// Black from its move 11.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct NoCastle10 : Chess {
  static constexpr std::string_view name = "nocastle10";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where castling is illegal during each side's first 10 moves";
  static constexpr std::string_view pgn_variant = "nocastle10";
  using castling = RookCastling<false, 11>;
};

}  // namespace boardlab::variants
