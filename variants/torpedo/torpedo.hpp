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
  static constexpr auto pieces =
      with_piece(chess_pieces, "P", [](PieceSpec& p) { p.double_step_ranks = every_rank; });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "4k3/2p5/1P4p1/8/3p1P2/P7/4P1P1/R3K2R w KQ - 0 1"};
};

}  // namespace boardlab::variants
