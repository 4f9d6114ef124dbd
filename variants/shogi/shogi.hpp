#pragma once
// Shogi (RULES.md, "Shogi"): a 9x9 board, 14 piece kinds (8 base + 6 promoted) whose moves point
// toward their owner's forward direction, promotion in the far three ranks, captured pieces
// dropped back from hand with nifu and the pawn-drop-mate rule. Sente is the first player.
#include <array>

#include "framework/core/geometry.hpp"
#include "framework/core/piece_edit.hpp"
#include "framework/core/piece_spec.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/policies/castling_policy.hpp"
#include "framework/policies/hands_policy.hpp"
#include "framework/policies/move_count_policy.hpp"
#include "framework/policies/outcome_policies.hpp"
#include "variants/shogi/evaluation.hpp"
#include "variants/shogi/impasse.hpp"

namespace boardlab::variants {

namespace shogi_moves {
inline constexpr Offsets gold = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {0, -1}};
inline constexpr Offsets silver = {{-1, 1}, {0, 1}, {1, 1}, {-1, -1}, {1, -1}};
inline constexpr Offsets orthogonal = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr Offsets diagonal = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
inline constexpr Offsets king = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                 {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
}  // namespace shogi_moves

// The shogi army; minishogi and other shogi-family descriptors can reuse it.
inline constexpr std::array shogi_pieces = {
    PieceSpec{.symbol = "P",
              .name = "pawn",
              .leaps = {{0, 1}},
              .relative = true,
              .promotes_to = {"+P"},
              .forced_promotion_ranks = 1,
              .forbidden_ranks = {.last = 1},
              .drop_one_per_file = true,
              .drop_mate_forbidden = true,
              .max_total = 18},
    PieceSpec{.symbol = "L",
              .name = "lance",
              .slides = {{0, 1}},
              .relative = true,
              .promotes_to = {"+L"},
              .forced_promotion_ranks = 1,
              .forbidden_ranks = {.last = 1},
              .max_total = 4},
    PieceSpec{.symbol = "N",
              .name = "knight",
              .leaps = {{-1, 2}, {1, 2}},
              .relative = true,
              .promotes_to = {"+N"},
              .forced_promotion_ranks = 2,
              .forbidden_ranks = {.last = 2},
              .max_total = 4},
    PieceSpec{.symbol = "S",
              .name = "silver",
              .leaps = shogi_moves::silver,
              .relative = true,
              .promotes_to = {"+S"},
              .max_total = 4},
    PieceSpec{.symbol = "G",
              .name = "gold",
              .leaps = shogi_moves::gold,
              .relative = true,
              .max_total = 4},
    PieceSpec{.symbol = "B",
              .name = "bishop",
              .slides = shogi_moves::diagonal,
              .promotes_to = {"+B"},
              .max_total = 2},
    PieceSpec{.symbol = "R",
              .name = "rook",
              .slides = shogi_moves::orthogonal,
              .promotes_to = {"+R"},
              .max_total = 2},
    PieceSpec{.symbol = "K", .name = "king", .leaps = shogi_moves::king, .royal = true},
    PieceSpec{.symbol = "+P", .name = "tokin", .leaps = shogi_moves::gold, .relative = true},
    PieceSpec{
        .symbol = "+L", .name = "promoted lance", .leaps = shogi_moves::gold, .relative = true},
    PieceSpec{
        .symbol = "+N", .name = "promoted knight", .leaps = shogi_moves::gold, .relative = true},
    PieceSpec{
        .symbol = "+S", .name = "promoted silver", .leaps = shogi_moves::gold, .relative = true},
    PieceSpec{.symbol = "+B",
              .name = "horse",
              .leaps = shogi_moves::orthogonal,
              .slides = shogi_moves::diagonal},
    PieceSpec{.symbol = "+R",
              .name = "dragon",
              .leaps = shogi_moves::diagonal,
              .slides = shogi_moves::orthogonal},
};

struct Shogi {
  static constexpr std::string_view name = "shogi";
  static constexpr Symbols aliases = {"japanese-chess"};
  static constexpr std::string_view description = "shogi: drops, promotion zones, nifu, uchifuzume";
  static constexpr std::array<std::string_view, 2> players = {"sente", "gote"};
  using geometry = Geometry<9, 9>;
  static constexpr auto pieces = shogi_pieces;
  static constexpr std::string_view start_position =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
  using castling = NoCastling;
  using move_count = NoMoveCountRule;
  using no_moves = StalemateLoses;  // having no legal move loses, in check or not
  using repetition = Sennichite;
  using dead_position = NoDeadPositions;
  using impasse = ShogiImpasse<false>;  // the 27-point declaration is an option: ShogiImpasse<true>
  using scoring = StandardScoring;
  using evaluation = ShogiEvaluation;
  static constexpr int bench_depth = 7;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1",
      "lr6l/3g1kg2/p2pp2s+P/2Ps1ppp1/8L/P1nP2PR1/1P3PS2/1SGK5/LN3G3 b B2N3Pb2p 1"};
  struct hands {
    static constexpr bool enabled = true;
    static constexpr Symbols kinds = {"R", "B", "G", "S", "N", "L", "P"};  // SFEN order
  };
  static constexpr int promotion_zone_ranks = 3;
  // Tsume problems and some test positions have no king for the attacking side.
  static constexpr bool royal_may_be_absent = true;
  // 593 is the most a reachable position has; with at most 40 pieces (max_total) no position
  // reaches 40 x 32 board moves + 7 x 81 drops.
  static constexpr int max_moves = 2048;
  using notation = ShogiNotation;
  // CSA piece codes, symbol -> code.
  static constexpr std::array<std::array<std::string_view, 2>, 14> csa_codes = {{{"P", "FU"},
                                                                                 {"L", "KY"},
                                                                                 {"N", "KE"},
                                                                                 {"S", "GI"},
                                                                                 {"G", "KI"},
                                                                                 {"B", "KA"},
                                                                                 {"R", "HI"},
                                                                                 {"K", "OU"},
                                                                                 {"+P", "TO"},
                                                                                 {"+L", "NY"},
                                                                                 {"+N", "NK"},
                                                                                 {"+S", "NG"},
                                                                                 {"+B", "UM"},
                                                                                 {"+R", "RY"}}};
};

}  // namespace boardlab::variants
