#pragma once
// pawnsideways (RULES.md, "Rule variations"): chess where a pawn may also step one square left or
// right to an empty square, never capturing that way.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct PawnSideways : Chess {
  static constexpr std::string_view name = "pawnsideways";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where pawns may also move one square sideways";
  static constexpr std::string_view pgn_variant = "pawnsideways";
  static constexpr auto pieces = with_piece(chess_pieces, "P", [](PieceSpec& p) {
    p.quiet_leaps = {{0, 1}, {1, 0}, {-1, 0}};
  });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k3/pP6/8/2pP1p2/8/8/P6P/4K2R w Kq - 0 1"};
};

}  // namespace boardlab::variants
