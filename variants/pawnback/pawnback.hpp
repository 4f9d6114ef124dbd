#pragma once
// pawnback (RULES.md, "Rule variations"): chess where a pawn may also step straight back to an
// empty square. The pawn's forbidden first rank keeps it off its own back rank; the double step
// depends only on the rank it stands on, so a pawn back on its second rank may double-step again.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct PawnBack : Chess {
  static constexpr std::string_view name = "pawnback";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where pawns may also move one square straight backwards";
  static constexpr std::string_view pgn_variant = "pawnback";
  static constexpr auto pieces = with_piece(chess_pieces, "P", [](PieceSpec& p) {
    p.quiet_leaps = {{0, 1}, {0, -1}};
  });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k3/1p1p4/2p5/8/3P4/1P3N2/5P2/4K2R w Kq - 0 1"};
};

}  // namespace boardlab::variants
