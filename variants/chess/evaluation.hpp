#pragma once
// Evaluation terms of chess as data: material, piece-square tables written as small formulas
// (centralisation, pawn advance, king shelter in the middlegame and activity in the endgame) and
// a few cheap extra terms (bishop pair, passed pawns by rank, rooks on open files), named weights.
#include <array>
#include <cstdlib>
#include <type_traits>

#include "framework/search/evaluation.hpp"

namespace boardlab::variants {

namespace chess_eval {
constexpr int centre(int f, int r) {  // 0 at the rim .. 6 in the centre
  return 6 - (std::abs(2 * f - 7) + std::abs(2 * r - 7)) / 2;
}
}  // namespace chess_eval

struct ChessEvaluation {
  using G = Geometry<8, 8>;
  // Kinds: P N B R Q K.
  // Values, mobility, tempo and the named terms as `boardlab tune` fitted them to 4,000 self-play
  // games (docs/strength.md, "Tuning", change T1: +23 Elo); the piece-square tables are the
  // hand-written formulas.
  static constexpr std::array<int, 6> mg_value = {85, 309, 346, 488, 968, 0};
  static constexpr std::array<int, 6> eg_value = {110, 287, 327, 535, 978, 0};
  static constexpr std::array<int, 6> hand_value = {};
  static constexpr std::array<int, 6> phase = {0, 1, 1, 2, 4, 0};
  static constexpr int max_phase = 24;
  // Slightly negative as fitted: at a fixed node count the side to move is not better placed.
  static constexpr int tempo = -2;
  // Mobility: centipawns per reachable square beyond a typical count.
  static constexpr std::array<int, 6> mobility_mg = {0, 7, 5, 4, 2, 0};
  static constexpr std::array<int, 6> mobility_eg = {0, 5, 4, 4, 11, 0};
  static constexpr std::array<int, 6> mobility_base = {0, 4, 6, 6, 12, 0};
  // Internal iterative reduction from depth 4 (docs/strength.md change 9: +33 Elo in chess; in
  // shogi it measured -8, so shogi's data leaves it out).
  static constexpr int iir_depth = 4;
  // History halved at each new search (change 13: +19 Elo in chess, -6 in shogi).
  static constexpr int history_age_shift = 1;

  static constexpr std::array<std::array<std::int16_t, 64>, 6> pst_mg = {
      search::square_table<G>([](int f, int r) {
        return r == 0 || r == 7 ? 0 : (r - 1) * 4 + ((f == 3 || f == 4) ? 6 * (r >= 3) + 4 : 0);
      }),
      search::square_table<G>([](int f, int r) { return chess_eval::centre(f, r) * 6 - 15; }),
      search::square_table<G>(
          [](int f, int r) { return chess_eval::centre(f, r) * 3 - 5 + (r == 0 ? -8 : 0); }),
      search::square_table<G>(
          [](int f, int r) { return (r == 6 ? 14 : 0) + (f == 3 || f == 4 ? 4 : 0); }),
      search::square_table<G>(
          [](int f, int r) { return chess_eval::centre(f, r) * 2 - 6 + (r == 0 ? 0 : 2); }),
      search::square_table<G>(
          [](int f, int r) { return (r == 0 ? 10 : -10 * r) + (f <= 2 || f >= 6 ? 12 : -8); }),
  };
  static constexpr std::array<std::array<std::int16_t, 64>, 6> pst_eg = {
      search::square_table<G>([](int, int r) { return r == 0 || r == 7 ? 0 : (r - 1) * 12; }),
      search::square_table<G>([](int f, int r) { return chess_eval::centre(f, r) * 5 - 15; }),
      search::square_table<G>([](int f, int r) { return chess_eval::centre(f, r) * 4 - 10; }),
      search::square_table<G>([](int, int r) { return r == 6 ? 8 : 0; }),
      search::square_table<G>([](int f, int r) { return chess_eval::centre(f, r) * 4 - 10; }),
      search::square_table<G>([](int f, int r) { return chess_eval::centre(f, r) * 8 - 24; }),
  };

  // Squares ahead of a pawn on its own and the neighbouring files, per colour and square: a pawn
  // with no enemy pawn there is passed.
  static constexpr std::array<std::array<std::uint64_t, 64>, 2> passed_span = [] {
    std::array<std::array<std::uint64_t, 64>, 2> t{};
    for (Color c : {White, Black})
      for (int sq = 0; sq < 64; ++sq)
        for (int df = -1; df <= 1; ++df)
          for (int r = G::rank_of(sq) + (c == White ? 1 : -1); r >= 0 && r < 8;
               r += (c == White ? 1 : -1))
            if (G::on_board(G::file_of(sq) + df, r))
              t[c][sq] |= G::bb(G::square(G::file_of(sq) + df, r));
    return t;
  }();

  // The terms below, as weights a tuner fits (written by hand first, then tuned: see above).
  // Passed pawns by relative rank from the first (0) to the last: pawns stand on every rank in
  // the rule variants (pawnback, pawnsideways).
  enum Term { BishopPair, PassedRank1, RookOpenFile = PassedRank1 + 8, RookHalfOpenFile };
  static constexpr std::array<search::EvalTerm, 11> terms = {{
      {"bishop_pair", 48},
      {"passed_pawn_rank1", 0},
      {"passed_pawn_rank2", 1},
      {"passed_pawn_rank3", 2},
      {"passed_pawn_rank4", 23},
      {"passed_pawn_rank5", 50},
      {"passed_pawn_rank6", 87},
      {"passed_pawn_rank7", 128},
      {"passed_pawn_rank8", 196},
      {"rook_open_file", 25},
      {"rook_half_open_file", 20},
  }};

  template <class V>
  static int extra(const Position<V>& pos, const std::array<int, terms.size()>& term) {
    constexpr int pawn = 0, bishop = 2, rook = 3;
    static_assert(std::is_same_v<typename V::geometry, G> && V::pieces[pawn].symbol == "P" &&
                      V::pieces[bishop].symbol == "B" && V::pieces[rook].symbol == "R",
                  "ChessEvaluation is written for 8x8 boards with P, B, R in chess's kind order");
    int v = 0;
    for (Color c : {White, Black}) {
      const int sign = c == White ? 1 : -1;
      if (more_than_one(pos.pieces(c, bishop))) v += sign * term[BishopPair];
      const auto own_pawns = pos.pieces(c, pawn), their_pawns = pos.pieces(~c, pawn);
      auto pawns = own_pawns;
      while (pawns) {
        const int sq = pop_lsb(pawns), rr = G::relative_rank(c, G::rank_of(sq));
        if (!(passed_span[c][sq] & their_pawns)) v += sign * term[PassedRank1 + rr];
      }
      auto rooks = pos.pieces(c, rook);
      while (rooks) {
        const int f = G::file_of(pop_lsb(rooks));
        if (!(G::file_bb(f) & own_pawns))
          v += sign * term[G::file_bb(f) & their_pawns ? RookHalfOpenFile : RookOpenFile];
      }
    }
    return v;
  }
};

}  // namespace boardlab::variants
