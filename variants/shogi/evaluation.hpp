#pragma once
// Evaluation terms of shogi as data: board and hand values (a piece in hand is worth more: it
// can be dropped anywhere), promoted pieces, a small advance bonus, king safety (enemy pieces
// near the king against own golds and silvers beside it), and threats (pieces left to be taken:
// a captured piece changes sides, so each one left hanging swings twice its value).
#include <array>
#include <type_traits>

#include "framework/search/evaluation.hpp"

namespace boardlab::variants {

namespace shogi_eval {
using G = Geometry<9, 9>;
constexpr auto advance(int step) {
  return search::square_table<G>([step](int, int r) { return r * step; });
}
inline constexpr auto flat = search::square_table<G>([](int, int) { return 0; });

// The squares at most `radius` files and ranks from each square, itself included or not.
constexpr std::array<u128, 81> block_around(int radius, bool centre) {
  std::array<u128, 81> t{};
  for (int s = 0; s < 81; ++s)
    for (int df = -radius; df <= radius; ++df)
      for (int dr = -radius; dr <= radius; ++dr)
        if ((centre || df || dr) && G::on_board(G::file_of(s) + df, G::rank_of(s) + dr))
          t[s] |= G::bb(G::square(G::file_of(s) + df, G::rank_of(s) + dr));
  return t;
}
}  // namespace shogi_eval

struct ShogiEvaluation {
  using G = Geometry<9, 9>;
  // Kinds: P L N S G B R K +P +L +N +S +B +R.
  static constexpr std::array<int, 14> mg_value = {90, 315, 405, 495, 540, 855, 990,
                                                   0,  540, 540, 540, 540, 945, 1395};
  static constexpr std::array<int, 14> eg_value = mg_value;
  // Futility margins per ply (docs/strength.md change 22: 90 won +40 Elo against the default
  // 120; 180 and 60 lost).
  static constexpr int pruning_margin = 90;
  static constexpr std::array<int, 14> hand_value = {110, 350, 450, 560, 610, 1000, 1150,
                                                     0,   0,   0,   0,   0,   0,    0};
  static constexpr std::array<int, 14> phase = {};
  static constexpr int max_phase = 0;
  static constexpr int tempo = 20;
  // Mobility of the ranging pieces (lance, bishop, rook, horse, dragon): centipawns per square
  // reached beyond a typical count.
  static constexpr std::array<int, 14> mobility_mg = {0, 2, 0, 0, 0, 4, 3, 0, 0, 0, 0, 0, 3, 2};
  static constexpr auto mobility_eg = mobility_mg;
  static constexpr std::array<int, 14> mobility_base = {0, 2, 0, 0, 0, 6, 8, 0, 0, 0, 0, 0, 10, 14};
  // King safety: attack units per square next to the enemy king, worth units² / 6.
  static constexpr std::array<int, 14> king_attack = {1, 1, 2, 3, 3, 2, 3, 0, 3, 3, 3, 3, 4, 5};
  static constexpr int king_danger_divisor = 6;
  // The king ring term reads the evaluation's attack maps, which hold the kinds with king-attack
  // units: every kind but the king must have some.
  static_assert([] {
    for (int k = 0; k < 14; ++k)
      if ((king_attack[k] == 0) != (k == 7)) return false;
    return true;
  }());

  static constexpr auto advance = shogi_eval::advance;
  static constexpr auto flat = shogi_eval::flat;
  static constexpr std::array<std::array<std::int16_t, 81>, 14> pst_mg = {
      advance(3), advance(2),
      advance(4), advance(4),
      advance(2), flat,
      flat,       search::square_table<G>([](int f, int r) { return -12 * r - (f == 4 ? 0 : 0); }),
      advance(3), advance(3),
      advance(3), advance(3),
      flat,       flat};
  static constexpr auto pst_eg = pst_mg;

  // The 5x5 block around each square, and the eight squares next to it.
  static constexpr auto near = shogi_eval::block_around(2, true);
  static constexpr auto ring = shogi_eval::block_around(1, false);

  // King safety's weights: per enemy piece near the king, squared; per own gold or silver there;
  // per square next to the king that the enemy attacks more often than the king's own pieces
  // do (the king aside), and more per piece the enemy holds in hand (up to six): such a square
  // is where a dropped piece checks and stays. About a pawn each: raised from 20/5 in SPRT
  // steps until the next step was flat (docs/strength.md, change 18).
  // Threats: a piece (not a pawn) that the enemy attacks and nothing of its side defends (the
  // king's ring counts as defended), and one a pawn attacks.
  enum Term {
    KingZoneAttacker,
    KingZoneGuard,
    KingRingWeak,
    KingRingWeakHand,
    Hanging,
    ThreatByPawn
  };
  static constexpr std::array<search::EvalTerm, 6> terms = {{
      {"king_zone_attacker", 12},
      {"king_zone_guard", 18},
      {"king_ring_weak", 100},
      {"king_ring_weak_hand", 24},
      {"hanging", 40},
      {"threat_by_pawn", 50},
  }};

  // How many squares next to c's king the enemy attacks more often than c's pieces (the king
  // aside) do, from the evaluation's attack maps (counts compared up to two).
  template <class V>
  static int weak_ring_squares(int ksq, Color c, const search::AttackMaps<V>& a) {
    return popcount(ring[ksq] & ((a.once[~c] & ~a.once[c]) | (a.twice[~c] & ~a.twice[c])));
  }

  template <class V>
  static int hand_count(const Position<V>& pos, Color c) {
    int n = 0;
    for (int k = 0; k < 7; ++k) n += pos.hand(c, k);  // P L N S G B R
    return n < 6 ? n : 6;
  }

  template <class V>
  static int extra(const Position<V>& pos, const std::array<int, terms.size()>& term,
                   const search::AttackMaps<V>& maps) {
    constexpr int pawn = 0, silver = 3, gold = 4, king = 7;
    static_assert(std::is_same_v<typename V::geometry, G> && V::pieces[silver].symbol == "S" &&
                      V::pieces[gold].symbol == "G",
                  "ShogiEvaluation is written for the 9x9 shogi army (P L N S G B R K, promoted)");
    int v = 0;
    for (Color c : {White, Black}) {
      if (!pos.has_king(c)) continue;
      const int sign = c == White ? 1 : -1;
      const u128 zone = near[pos.king_square(c)];
      const int attackers = popcount(zone & pos.pieces(~c));
      const int guards = popcount(zone & (pos.pieces(c, gold) | pos.pieces(c, silver)));
      v -= sign * (attackers * attackers * term[KingZoneAttacker] - guards * term[KingZoneGuard]);
      const int weak = weak_ring_squares(pos.king_square(c), c, maps);
      v -= sign * weak * (term[KingRingWeak] + hand_count(pos, ~c) * term[KingRingWeakHand]);
      const auto pieces = pos.pieces(c) & ~pos.pieces(c, pawn) & ~pos.pieces(c, king);
      const auto defended = maps.once[c] | ring[pos.king_square(c)];
      typename G::Bitboard by_pawn = 0;
      for (auto b = pos.pieces(~c, pawn); b;) {
        const int sq = pop_lsb(b);
        by_pawn |= c == White ? piece_attacks<V, Black, pawn>(sq, pos.pieces())
                              : piece_attacks<V, White, pawn>(sq, pos.pieces());
      }
      v -= sign * (popcount(pieces & maps.once[~c] & ~defended) * term[Hanging] +
                   popcount(pieces & by_pawn) * term[ThreatByPawn]);
    }
    return v;
  }
};

}  // namespace boardlab::variants
