#pragma once
// Evaluation terms of chess as data: material, piece-square tables (fitted: tuned_tables.hpp;
// the hand-written formulas they started from stay for crazyhouse), mobility, and named terms a
// tuner fits: bishop pair, pawn structure (passed pawns by rank with their path and the kings'
// distance, doubled, isolated, backward and connected pawns), threats (pieces attacked by pawns or
// by lesser pieces, hanging pieces), rooks on open files, the king's pawn shelter.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <type_traits>

#include "framework/search/evaluation.hpp"
#include "variants/chess/eval_attacks.hpp"
#include "variants/chess/pawn_structure.hpp"
#include "variants/chess/tuned_tables.hpp"

namespace boardlab::variants {

namespace chess_eval {
constexpr int centre(int f, int r) {  // 0 at the rim .. 6 in the centre
  return 6 - (std::abs(2 * f - 7) + std::abs(2 * r - 7)) / 2;
}
// The hand-written piece-square tables, as small formulas: centralisation, pawn advance, king
// shelter in the middlegame and activity in the endgame (chess's before T9; crazyhouse's).
inline constexpr std::array<std::array<std::int16_t, 64>, 6> formula_pst_mg = {
    search::square_table<G>([](int f, int r) {
      return r == 0 || r == 7 ? 0 : (r - 1) * 4 + ((f == 3 || f == 4) ? 6 * (r >= 3) + 4 : 0);
    }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 6 - 15; }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 3 - 5 + (r == 0 ? -8 : 0); }),
    search::square_table<G>(
        [](int f, int r) { return (r == 6 ? 14 : 0) + (f == 3 || f == 4 ? 4 : 0); }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 2 - 6 + (r == 0 ? 0 : 2); }),
    search::square_table<G>(
        [](int f, int r) { return (r == 0 ? 10 : -10 * r) + (f <= 2 || f >= 6 ? 12 : -8); }),
};
inline constexpr std::array<std::array<std::int16_t, 64>, 6> formula_pst_eg = {
    search::square_table<G>([](int, int r) { return r == 0 || r == 7 ? 0 : (r - 1) * 12; }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 5 - 15; }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 4 - 10; }),
    search::square_table<G>([](int, int r) { return r == 6 ? 8 : 0; }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 4 - 10; }),
    search::square_table<G>([](int f, int r) { return centre(f, r) * 8 - 24; }),
};

}  // namespace chess_eval

struct ChessEvaluation {
  using G = Geometry<8, 8>;
  // Kinds: P N B R Q K.
  // Every number below as `boardlab tune` fitted it to 14,346 self-play games (docs/strength.md,
  // "Tuning": T1 +23 Elo, the terms of T7 +119, T9 +18).
  static constexpr std::array<int, 6> mg_value = {64, 317, 351, 427, 1043, 0};
  static constexpr std::array<int, 6> eg_value = {92, 275, 300, 587, 1047, 0};
  static constexpr std::array<int, 6> hand_value = {};
  static constexpr std::array<int, 6> phase = {0, 1, 1, 2, 4, 0};
  static constexpr int max_phase = 24;
  static constexpr int tempo = 13;
  // Mobility: centipawns per reachable square beyond a typical count.
  static constexpr std::array<int, 6> mobility_mg = {0, 4, 3, 4, 2, 0};
  static constexpr std::array<int, 6> mobility_eg = {0, 5, 5, 5, 7, 0};
  static constexpr std::array<int, 6> mobility_base = {0, 4, 6, 6, 12, 0};
  // Internal iterative reduction from depth 4 (docs/strength.md change 9: +33 Elo in chess; in
  // shogi it measured -8, so shogi's data leaves it out).
  static constexpr int iir_depth = 4;
  // History halved at each new search (change 13: +19 Elo in chess, -6 in shogi).
  static constexpr int history_age_shift = 1;
  // Pruning that follows "improving" (change 20: +29 Elo in chess, -2 in shogi).
  static constexpr bool improving_prunes = true;
  // History penalties with gravity (change 25: +17 Elo in chess, -38 in shogi).
  static constexpr bool history_penalties = true;
  // Singular extensions from depth 6 (change 57: +22 Elo in chess at 20,000 nodes; flat in shogi).
  static constexpr int singular_depth = 6;

  static constexpr auto pst_mg = chess_eval::tuned_pst_mg;
  static constexpr auto pst_eg = chess_eval::tuned_pst_eg;

  // The terms below, as weights a tuner fits, each a middlegame/endgame pair (`name_mg`,
  // `name_eg`, blended by phase like the piece values). Passed pawns by relative rank from the
  // first (0) to the last: pawns stand on every rank in the rule variants (pawnback,
  // pawnsideways). Terms marked "× advance" count (relative rank - 2) per pawn from the fourth
  // rank on, so they grow as the pawn nears promotion.
  enum Term {
    BishopPair = 0,
    PassedRank1 = 2,          // + 2 * relative rank
    PassedFreePath = 18,      // the stop square empty, × advance
    PassedKingDistance = 20,  // enemy king's distance to the stop square minus ours, × advance
    DoubledPawn = 22,         // a pawn with another of its side ahead on its file
    IsolatedPawn = 24,        // no pawn of its side on the neighbouring files
    BackwardPawn = 26,        // no neighbour level or behind, its stop square hit by a pawn
    ConnectedPawn = 28,       // defended by a pawn or beside one, × relative rank
    ThreatByPawn = 30,        // enemy pieces (not pawns, not the king) attacked by pawns
    ThreatByMinor = 32,       // enemy rooks and queens attacked by knights and bishops
    ThreatByRook = 34,        // enemy queens attacked by rooks
    Hanging = 36,             // enemy pieces and pawns attacked and not defended
    RookOpenFile = 38,
    RookHalfOpenFile = 40,
    KingShelter = 42,  // own pawns on the two ranks before the king, its file and next
  };
  static constexpr std::array<search::EvalTerm, 44> terms = {{
      {"bishop_pair_mg", 9},
      {"bishop_pair_eg", 80},
      {"passed_pawn_rank1_mg", 0},
      {"passed_pawn_rank1_eg", 0},
      {"passed_pawn_rank2_mg", -12},
      {"passed_pawn_rank2_eg", 40},
      {"passed_pawn_rank3_mg", -22},
      {"passed_pawn_rank3_eg", 34},
      {"passed_pawn_rank4_mg", 4},
      {"passed_pawn_rank4_eg", 40},
      {"passed_pawn_rank5_mg", 56},
      {"passed_pawn_rank5_eg", 75},
      {"passed_pawn_rank6_mg", 82},
      {"passed_pawn_rank6_eg", 124},
      {"passed_pawn_rank7_mg", 166},
      {"passed_pawn_rank7_eg", 173},
      {"passed_pawn_rank8_mg", 196},
      {"passed_pawn_rank8_eg", 196},
      {"passed_free_path_mg", -3},
      {"passed_free_path_eg", 13},
      {"passed_king_distance_mg", -1},
      {"passed_king_distance_eg", 12},
      {"doubled_pawn_mg", -20},
      {"doubled_pawn_eg", -6},
      {"isolated_pawn_mg", 1},
      {"isolated_pawn_eg", -15},
      {"backward_pawn_mg", -1},
      {"backward_pawn_eg", -14},
      {"connected_pawn_mg", 5},
      {"connected_pawn_eg", -2},
      {"threat_by_pawn_mg", 53},
      {"threat_by_pawn_eg", 10},
      {"threat_by_minor_mg", 51},
      {"threat_by_minor_eg", 2},
      {"threat_by_rook_mg", 63},
      {"threat_by_rook_eg", 47},
      {"hanging_mg", 14},
      {"hanging_eg", 46},
      {"rook_open_file_mg", 64},
      {"rook_open_file_eg", -24},
      {"rook_half_open_file_mg", 32},
      {"rook_half_open_file_eg", -3},
      {"king_shelter_mg", 12},
      {"king_shelter_eg", -4},
  }};

  template <class V>
  static search::TermScore extra(const Position<V>& pos,
                                 const std::array<int, terms.size()>& term) {
    // Kinds by their slot in chess's order: a plugin may put another piece in a slot (knightmate's
    // mann where the knight was); the terms then read it as the slot's piece (kinds 1 and 2 as
    // the minor pieces, 4 as the queen), as the per-kind tables already do.
    static_assert(std::is_same_v<typename V::geometry, G> && V::pieces.size() == 6 &&
                      V::pieces[0].symbol == "P" && V::pieces[2].symbol == "B" &&
                      V::pieces[3].symbol == "R",
                  "ChessEvaluation is written for 8x8 boards with P, B, R in chess's kind order");
    const chess_eval::PawnStructure& ps = chess_eval::pawn_structure(pos);
    const chess_eval::Attacks<V> attacks(pos, ps.attacks);
    search::TermScore s;
    for (Color c : {White, Black}) {
      const int sign = c == White ? 1 : -1;
      const auto add = [&](int t, int count) {
        s.mg += sign * count * term[t];
        s.eg += sign * count * term[t + 1];
      };
      if (more_than_one(pos.pieces(c, chess_eval::bishop))) add(BishopPair, 1);
      pawn_terms(pos, ps, c, add);
      threat_terms(pos, attacks, c, add);
      const auto own_pawns = pos.pieces(c, chess_eval::pawn);
      const auto their_pawns = pos.pieces(~c, chess_eval::pawn);
      auto rooks = pos.pieces(c, chess_eval::rook);
      while (rooks) {
        const int f = G::file_of(pop_lsb(rooks));
        if (!(G::file_bb(f) & own_pawns))
          add(G::file_bb(f) & their_pawns ? RookHalfOpenFile : RookOpenFile, 1);
      }
      if (pos.has_king(c)) add(KingShelter, popcount(shelter[c][pos.king_square(c)] & own_pawns));
    }
    return s;
  }

 private:
  template <class V, class Add>
  static void pawn_terms(const Position<V>& pos, const chess_eval::PawnStructure& ps, Color c,
                         Add add) {
    add(DoubledPawn, ps.doubled[c]);
    add(IsolatedPawn, ps.isolated[c]);
    add(BackwardPawn, ps.backward[c]);
    add(ConnectedPawn, ps.connected[c]);
    auto passed = ps.passed[c];
    while (passed) {
      const int sq = pop_lsb(passed), r = G::rank_of(sq), rr = G::relative_rank(c, r);
      add(PassedRank1 + 2 * rr, 1);
      const int stop_rank = r + (c == White ? 1 : -1), advance = rr > 2 ? rr - 2 : 0;
      if (!advance || stop_rank < 0 || stop_rank >= 8) continue;
      const int stop = G::square(G::file_of(sq), stop_rank);
      if (!(pos.pieces() & G::bb(stop))) add(PassedFreePath, advance);
      if (pos.has_king(White) && pos.has_king(Black))
        add(PassedKingDistance, advance * (chess_eval::distance(pos.king_square(~c), stop) -
                                           chess_eval::distance(pos.king_square(c), stop)));
    }
  }

  template <class V, class Add>
  static void threat_terms(const Position<V>& pos, const chess_eval::Attacks<V>& attacks, Color c,
                           Add add) {
    using namespace chess_eval;
    const auto them = pos.pieces(~c) & ~pos.pieces(~c, king);
    const auto their_pieces = them & ~pos.pieces(~c, pawn);
    const auto majors = pos.pieces(~c, rook) | pos.pieces(~c, queen);
    add(ThreatByPawn, popcount(attacks.pawns[c] & their_pieces));
    add(ThreatByMinor, popcount(attacks.minors[c] & majors));
    add(ThreatByRook, popcount(attacks.rooks[c] & pos.pieces(~c, queen)));
    add(Hanging, popcount(attacks.all[c] & ~attacks.all[~c] & them));
  }

  // The squares on the two ranks before a king of each colour, on its file and the next ones.
  static constexpr std::array<std::array<std::uint64_t, 64>, 2> shelter = [] {
    std::array<std::array<std::uint64_t, 64>, 2> t{};
    for (Color c : {White, Black})
      for (int sq = 0; sq < 64; ++sq)
        for (int df = -1; df <= 1; ++df)
          for (int dr = 1; dr <= 2; ++dr) {
            const int f = G::file_of(sq) + df, r = G::rank_of(sq) + (c == White ? dr : -dr);
            if (G::on_board(f, r)) t[c][sq] |= G::bb(G::square(f, r));
          }
    return t;
  }();
};

}  // namespace boardlab::variants
