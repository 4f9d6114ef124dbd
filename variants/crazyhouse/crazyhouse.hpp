#pragma once
// Crazyhouse (RULES.md, "Rule variations"): chess where a captured piece joins the captor's hand
// in the captor's colour and may be dropped on any empty square as a whole move (pawns not on the
// first or last rank: the pawn's forbidden ranks); a captured promoted pawn returns as a pawn;
// drops may give check and mate; no nifu. FEN holds the hands in brackets ("...RNBQKBNR[Pp] w")
// and marks promoted pieces with '~'; moves drop as "N@f3" (UCI and SAN).
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

// Chess's tables, with pieces in hand valued a little above the board (they go anywhere). The
// numbers chess's tuning fitted measured -24 Elo here (docs/strength.md, "Tuning", T1), so
// crazyhouse keeps the hand-written ones until it is tuned on its own games.
struct CrazyhouseEvaluation : ChessEvaluation {
  static constexpr std::array<int, 6> mg_value = {100, 320, 335, 480, 950, 0};
  static constexpr std::array<int, 6> eg_value = {125, 300, 320, 520, 960, 0};
  static constexpr std::array<int, 6> hand_value = {130, 360, 380, 520, 1000, 0};
  static constexpr int tempo = 12;
  static constexpr auto pst_mg = chess_eval::formula_pst_mg;
  static constexpr auto pst_eg = chess_eval::formula_pst_eg;
  static constexpr std::array<int, 6> mobility_mg = {0, 4, 5, 2, 1, 0};
  static constexpr std::array<int, 6> mobility_eg = {0, 4, 5, 4, 2, 0};
  // The hand-written terms (the flat ones, now as equal middlegame and endgame parts); chess's
  // later terms (pawn structure, threats, shelter) weigh nothing here until crazyhouse is tuned.
  static constexpr auto terms = search::with_term_values(
      ChessEvaluation::terms,
      {{"bishop_pair_mg", 35},         {"bishop_pair_eg", 35},        {"passed_pawn_rank2_mg", 4},
       {"passed_pawn_rank2_eg", 4},    {"passed_pawn_rank3_mg", 16},  {"passed_pawn_rank3_eg", 16},
       {"passed_pawn_rank4_mg", 36},   {"passed_pawn_rank4_eg", 36},  {"passed_pawn_rank5_mg", 64},
       {"passed_pawn_rank5_eg", 64},   {"passed_pawn_rank6_mg", 100}, {"passed_pawn_rank6_eg", 100},
       {"passed_pawn_rank7_mg", 144},  {"passed_pawn_rank7_eg", 144}, {"passed_pawn_rank8_mg", 196},
       {"passed_pawn_rank8_eg", 196},  {"rook_open_file_mg", 20},     {"rook_open_file_eg", 20},
       {"rook_half_open_file_mg", 10}, {"rook_half_open_file_eg", 10}},
      /*others_zero=*/true);
};

struct Crazyhouse : Chess {
  static constexpr std::string_view name = "crazyhouse";
  static constexpr Symbols aliases = {"zh"};
  static constexpr std::string_view description =
      "chess where captured pieces change sides and may be dropped back";
  static constexpr std::string_view pgn_variant = "Crazyhouse";
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
  struct hands {
    static constexpr bool enabled = true;
    static constexpr Symbols kinds = {"Q", "R", "B", "N", "P"};  // holdings order
  };
  // Material never leaves the game: no position is dead.
  using dead_position = NoDeadPositions;
  using evaluation = CrazyhouseEvaluation;
  // Chess's bound (1800) plus a drop of each of five kinds on every square.
  static constexpr int max_moves = 1800 + 5 * 64;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
      "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[] w KQkq - 4 5",
      "r2qk2r/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2QK2R[Bb] w KQkq - 0 8"};
};

}  // namespace boardlab::variants
