#pragma once
// semitorpedo (RULES.md, "Rule variations"): chess where a pawn may advance two squares from its
// second or third rank; en passant after either.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct SemiTorpedo : Chess {
  static constexpr std::string_view name = "semitorpedo";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where pawns may advance two squares from their 2nd or 3rd rank";
  static constexpr std::string_view pgn_variant = "semitorpedo";
  static constexpr auto pieces = with_piece(chess_pieces, "P", [](PieceSpec& p) {
    p.double_step_ranks = Ranks{.nth = 1u << 1 | 1u << 2};
  });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "4k3/2p5/1p4p1/4p3/5P2/P2P4/4P1P1/R3K2R w KQ - 0 1"};
};

}  // namespace boardlab::variants
