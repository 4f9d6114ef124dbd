#pragma once
// Evaluation terms of shogi as data: board and hand values (a piece in hand is worth more: it
// can be dropped anywhere), promoted pieces, a small advance bonus, king safety (enemy pieces
// near the king against own golds and silvers beside it, pieces in the enemy's hand that could be
// dropped to give a safe check), and threats (pieces left to be taken, or attacked by a lesser
// piece: a captured piece changes sides, so each one lost swings twice its value).
#include <array>
#include <string_view>
#include <type_traits>
#include <utility>

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
  // reached beyond a typical count. Half as large again as the first guess (2, 4, 3, 3, 2) won
  // at 5,000 and at 20,000 nodes (docs/strength.md, change 53).
  static constexpr std::array<int, 14> mobility_mg = {0, 3, 0, 0, 0, 6, 5, 0, 0, 0, 0, 0, 5, 3};
  static constexpr auto mobility_eg = mobility_mg;
  static constexpr std::array<int, 14> mobility_base = {0, 2, 0, 0, 0, 6, 8, 0, 0, 0, 0, 0, 10, 14};
  // King safety: attack units per square next to the enemy king, worth units² / 6.
  static constexpr std::array<int, 14> king_attack = {1, 1, 2, 3, 3, 2, 3, 0, 3, 3, 3, 3, 4, 5};
  static constexpr int king_danger_divisor = 6;
  // The walk keeps each kind's reach: the threats below read it.
  static constexpr bool attacks_by_kind = true;
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
  // king's ring counts as defended), one a pawn attacks, and one a lesser piece attacks. Safe
  // drop checks: per kind in the enemy's hand that has one (docs/strength.md, changes 39, 40).
  enum Term {
    KingZoneAttacker,
    KingZoneGuard,
    KingRingWeak,
    KingRingWeakHand,
    Hanging,
    ThreatByPawn,
    ThreatByLesser,
    SafeDropCheck
  };
  static constexpr std::array<search::EvalTerm, 8> terms = {{
      {"king_zone_attacker", 12},
      {"king_zone_guard", 18},
      {"king_ring_weak", 100},
      {"king_ring_weak_hand", 24},
      {"hanging", 40},
      {"threat_by_pawn", 50},
      {"threat_by_lesser", 50},
      {"safe_drop_check", 40},
  }};

  // How many kinds (not the pawn) the enemy holds in hand that could be dropped to check c's king
  // on a square that no piece of c attacks and, next to the king, that the enemy also attacks
  // (else the king takes it). Shogi pieces move the same both ways round, so the squares that
  // attack the king are those a piece of c's on the king's square would attack.
  template <class V>
  static int safe_drop_checks(const Position<V>& pos, Color c, const search::AttackMaps<V>& maps) {
    const int ksq = pos.king_square(c);
    const u128 safe = ~pos.pieces() & ~maps.once[c] & ~(ring[ksq] & ~maps.once[~c]);
    int kinds = 0;
    for_each_kind<V>([&]<int K>() {
      if constexpr (K >= 1 && K <= 6)  // L N S G B R
        if (pos.hand(~c, K) && ((c == White ? piece_attacks<V, White, K>(ksq, pos.pieces())
                                            : piece_attacks<V, Black, K>(ksq, pos.pieces())) &
                                safe))
          ++kinds;
    });
    return kinds;
  }

  // The kinds are numbered as the terms below assume: P L N S G B R K, then the promoted ones.
  template <class V>
  static constexpr bool shogi_army() {
    constexpr const char* symbols[] = {"P", "L", "N", "S", "G", "B", "R", "K"};
    for (int k = 0; k < 8; ++k)
      if (V::pieces[k].symbol != std::string_view(symbols[k])) return false;
    return true;
  }

  // The kinds an attacker can be lesser than (all but the pawn, which has its own term, and the
  // king), by compiled board value: a weights file that reorders the values does not change
  // which threats count.
  static constexpr auto by_value = [] {
    std::array<int, 12> order{};
    for (int k = 1, n = 0; k < 14; ++k)
      if (k != 7) order[n++] = k;
    for (int i = 1; i < 12; ++i)  // insertion sort: stable, constexpr
      for (int j = i; j > 0 && mg_value[order[j - 1]] > mg_value[order[j]]; --j)
        std::swap(order[j - 1], order[j]);
    return order;
  }();

  // c's pieces that an enemy piece of lower board value (not a pawn) attacks: one pass up the
  // values, gathering the reach of the kinds worth less than the current one.
  template <class V>
  static u128 attacked_by_lesser(const Position<V>& pos, Color c,
                                 const search::AttackMaps<V>& maps) {
    u128 lesser = 0, same_value = 0, attacked = 0;
    int value = -1;
    for (const int k : by_value) {
      if (mg_value[k] != value) {
        lesser |= same_value;
        same_value = 0;
        value = mg_value[k];
      }
      attacked |= pos.pieces(c, k) & lesser;
      same_value |= maps.by_kind[~c][k];
    }
    return attacked;
  }

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
    static_assert(std::is_same_v<typename V::geometry, G> && shogi_army<V>(),
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
      // Pieces an enemy pawn attacks, and pieces a lesser enemy piece attacks (each kind's
      // reach kept by the walk: attacks_by_kind).
      const u128 by_pawn = maps.by_kind[~c][pawn];
      const u128 by_lesser = attacked_by_lesser(pos, c, maps);
      v -= sign * (popcount(pieces & maps.once[~c] & ~defended) * term[Hanging] +
                   popcount(pieces & by_pawn) * term[ThreatByPawn] +
                   popcount(by_lesser) * term[ThreatByLesser] +
                   safe_drop_checks(pos, c, maps) * term[SafeDropCheck]);
    }
    return v;
  }
};

}  // namespace boardlab::variants
