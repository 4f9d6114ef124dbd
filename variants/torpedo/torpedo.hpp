#pragma once
// torpedo (RULES.md, "Rule variations"): chess where a pawn may advance two squares from any
// rank (both squares empty). Every such advance may be taken en passant; one that lands on the
// last rank promotes and then cannot be.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct Torpedo : Chess {
  static constexpr std::string_view name = "torpedo";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where pawns may advance two squares from any rank";
  static constexpr std::string_view pgn_variant = "torpedo";
  static constexpr auto pieces = [] {
    auto p = chess_pieces;
    p[0].double_step_ranks = every_rank;
    return p;
  }();
};

}  // namespace boardlab::variants
