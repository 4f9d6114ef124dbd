#pragma once
// Knightmate (Fairy-Stockfish's built-in rules): chess in which the royal piece moves as a knight
// and the knights are replaced by non-royal kings, written "M" (mann). Everything else, castling
// included, is chess. A plugin descriptor: it derives from boardlab's chess descriptor and
// restates only what differs.
#include <array>

#include "framework/policies/outcome_policies.hpp"
#include "variants/chess/chess.hpp"

namespace knightmate {

using boardlab::Offsets;
using boardlab::PieceSpec;
using boardlab::with_piece;

inline constexpr Offsets king_steps = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                       {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
inline constexpr Offsets knight_jumps = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                         {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

// The chess army with two kinds changed. The order is chess's (P, N-slot, B, R, Q, K), so the
// chess evaluation's per-kind tables still line up: M takes the knight's slot.
inline constexpr std::array pieces = [] {
  auto p = with_piece(boardlab::variants::chess_pieces, "P", [](PieceSpec& s) {
    s.promotes_to = {"Q", "R", "B", "M"};
  });
  p = with_piece(p, "N", [](PieceSpec& s) {
    s = PieceSpec{.symbol = "M", .name = "mann", .leaps = king_steps};
  });
  return with_piece(p, "K", [](PieceSpec& s) {
    s = PieceSpec{.symbol = "K", .name = "royal knight", .leaps = knight_jumps, .royal = true};
  });
}();

struct Knightmate : boardlab::variants::Chess {
  static constexpr std::string_view name = "knightmate";
  static constexpr boardlab::Symbols aliases = {};
  static constexpr std::string_view description =
      "chess with a royal knight; the knights are replaced by manns (non-royal kings)";
  static constexpr std::string_view pgn_variant = "Knightmate";
  static constexpr auto pieces = knightmate::pieces;
  static constexpr std::string_view start_position =
      "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
  // Chess's dead-position test knows the chess army only; knightmate claims none.
  using dead_position = boardlab::NoDeadPositions;
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
      "r1bqkb1r/pp1p1ppp/2m1pm2/2p5/2P5/2M1PM2/PP1P1PPP/R1BQKB1R w KQkq - 0 5"};
};

}  // namespace knightmate
