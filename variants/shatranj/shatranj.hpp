#pragma once
// Shatranj (RULES.md, "Lichess variants and shatranj"), the ancestor of chess, as Fairy-Stockfish
// plays it: the ferz (one square diagonally) for the queen, the alfil (a jump of two squares
// diagonally, over anything) for the bishop, pawns one step only, promoting to a ferz; no
// castling; stalemate loses for the stalemated side; a bare king loses.
#include "framework/search/evaluation.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

inline constexpr std::array shatranj_pieces = {
    PieceSpec{.symbol = "P",
              .name = "pawn",
              .quiet_leaps = {{0, 1}},
              .capture_leaps = {{-1, 1}, {1, 1}},
              .relative = true,
              .resets_move_clock = true,
              .promotes_to = {"Q"},
              .forced_promotion_ranks = 1,
              .forbidden_ranks = {.last = 1}},
    PieceSpec{.symbol = "N",
              .name = "knight",
              .leaps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}},
    // A leap along a line: its check cannot be blocked on the square it jumps over.
    PieceSpec{.symbol = "B", .name = "alfil", .leaps = {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}}},
    PieceSpec{.symbol = "R", .name = "rook", .slides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}},
    PieceSpec{.symbol = "Q", .name = "ferz", .leaps = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}},
    PieceSpec{.symbol = "K",
              .name = "king",
              .leaps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}},
              .royal = true},
};

struct Shatranj : Chess {
  static constexpr std::string_view name = "shatranj";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "medieval chess: ferz and alfil, stalemate and a bare king lose";
  static constexpr std::string_view pgn_variant = "Shatranj";
  static constexpr auto pieces = shatranj_pieces;
  // Fairy-Stockfish's FEN: kings on d1/d8, ferz on e1/e8.
  static constexpr std::string_view start_position =
      "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
  using castling = NoCastling;
  static constexpr int max_moves = 512;
  using no_moves = StalemateLoses;
  using goals = Goals<BareRoyalLoses<Reason::BareKing>>;
  // Two bare kings (the bare side took the last piece) are drawn.
  using dead_position = OnlyRoyalsLeftIsDead;
  // Chess's tables are for chess's army; shatranj's values come from its pieces' reach.
  using evaluation = search::DerivedEvaluation<Shatranj>;
  static constexpr int bench_depth = 8;
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
      "rb1kq1nr/p1pp1p2/bp2pnp1/6p1/8/BN1BP2P/PPPPKPP1/R3Q1R1 w - - 2 13"};
};

}  // namespace boardlab::variants
