#pragma once
// Standard chess (FIDE Laws, see RULES.md) as a descriptor: an 8x8 board, six piece kinds
// described as data, castling with the rooks on the corner files.
#include <array>

#include "framework/core/geometry.hpp"
#include "framework/core/piece_edit.hpp"
#include "framework/core/piece_spec.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/policies/castling_policy.hpp"
#include "framework/policies/hands_policy.hpp"
#include "framework/policies/move_count_policy.hpp"
#include "framework/policies/outcome_policies.hpp"
#include "variants/chess/dead_position.hpp"
#include "variants/chess/evaluation.hpp"

namespace boardlab::variants {

// The chess army; other chess-family descriptors reuse it.
inline constexpr std::array chess_pieces = {
    PieceSpec{.symbol = "P",
              .name = "pawn",
              .quiet_leaps = {{0, 1}},
              .capture_leaps = {{-1, 1}, {1, 1}},
              .relative = true,
              .double_step_ranks = own_rank(1),
              .en_passant = true,
              .resets_move_clock = true,
              .promotes_to = {"Q", "R", "B", "N"},
              .forced_promotion_ranks = 1,
              .forbidden_ranks = {.first = 1, .last = 1}},
    PieceSpec{.symbol = "N",
              .name = "knight",
              .leaps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}},
    PieceSpec{.symbol = "B", .name = "bishop", .slides = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}}},
    PieceSpec{.symbol = "R", .name = "rook", .slides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}},
    PieceSpec{.symbol = "Q",
              .name = "queen",
              .slides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}},
    PieceSpec{.symbol = "K",
              .name = "king",
              .leaps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}},
              .royal = true},
};

struct Chess {
  static constexpr std::string_view name = "chess";
  static constexpr Symbols aliases = {"standard", "fide"};
  static constexpr std::string_view description = "standard chess, FIDE Laws of Chess";
  static constexpr std::array<std::string_view, 2> players = {"white", "black"};
  static constexpr std::string_view pgn_variant = "";  // PGN Variant tag; none for chess
  using geometry = Geometry<8, 8>;
  static constexpr auto pieces = chess_pieces;
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  using castling = StandardCastling;
  static constexpr int promotion_zone_ranks = 1;
  // 218 is the most a reachable position has, but FEN admits any material (63 queens): 62
  // pieces with at most 27 targets each, plus the king, stay below this bound.
  static constexpr int max_moves = 1800;
  using notation = ChessNotation;
  using hands = NoHands;
  using move_count = FideMoveCountRule;
  using no_moves = StalemateDraws;
  using repetition = FideRepetition;
  using dead_position = ChessDeadPositions;
  using impasse = NoImpasse;
  using scoring = StandardScoring;
  using evaluation = ChessEvaluation;
  // `boardlab bench`: fixed positions searched to a fixed depth (a signature of the search).
  static constexpr int bench_depth = 9;
  static constexpr std::array<std::string_view, 4> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"};
  static constexpr bool royal_may_be_absent = false;
};

}  // namespace boardlab::variants
