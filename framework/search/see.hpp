#pragma once
// Static exchange evaluation: whether the exchange a move starts on its target square wins at
// least `threshold`, both sides recapturing with their least valuable attacker and either side
// free to stop. Attackers are found again after each capture with the new occupancy, so pieces
// behind a slider (x-rays) join in on any board and with any piece set; pins and promotions on
// the way are not seen, as in every engine's SEE. Values are the evaluation's middlegame values.
#include <algorithm>
#include <array>

#include "framework/rules/position.hpp"
#include "framework/search/evaluation.hpp"

namespace boardlab::search {

namespace detail {
// The evaluation's values with the royal piece made dearest, and the kinds from cheapest to
// dearest: the order in which recapturers are tried.
template <class V>
struct SeeValues {
  using T = Traits<V>;
  static constexpr int royal_value = 1 << 20;
  static constexpr std::array<int, T::kinds> value = [] {
    std::array<int, T::kinds> v{};
    for (int k = 0; k < T::kinds; ++k)
      v[k] = V::pieces[k].royal ? royal_value : std::max(1, EvaluationOf<V>::mg_value[k]);
    return v;
  }();
  static constexpr std::array<int, T::kinds> cheapest_first = [] {
    std::array<int, T::kinds> order{};
    for (int k = 0; k < T::kinds; ++k) order[k] = k;
    std::sort(order.begin(), order.end(), [](int a, int b) { return value[a] < value[b]; });
    return order;
  }();
};
}  // namespace detail

template <class V>
bool see_at_least(const Position<V>& pos, Move m, int threshold) {
  using S = detail::SeeValues<V>;
  using G = typename V::geometry;
  if constexpr (Traits<V>::explodes) {
    // No exchange follows an exploding capture (its square is left empty): the balance is the
    // blast's, the enemy's pieces in it against ours (a royal piece counts as the game).
    if (!pos.captures(m)) return threshold <= 0;
    int balance = 0;
    for (auto gone = pos.blast(m); gone;) {
      const int sq = pop_lsb(gone);
      const int v = S::value[kind_of(pos.piece_on(sq))];
      balance += color_of(pos.piece_on(sq)) == pos.side_to_move() ? -v : v;
    }
    return balance >= threshold;
  }
  using Bitboard = typename G::Bitboard;
  // Drops and castling start no exchange the SEE can judge.
  if (m.type() == MoveType::Drop || m.type() == MoveType::Castling) return threshold <= 0;
  const int from = m.from(), to = m.to();
  const Color us = pos.side_to_move();
  int victim = 0;
  Bitboard occ = pos.pieces() ^ G::bb(from);
  if (m.type() == MoveType::EnPassant) {
    // The pawn taken stands beside the target square, on the mover's rank.
    const int taken = G::square(G::file_of(to), G::rank_of(from));
    victim = S::value[kind_of(pos.piece_on(taken))];
    occ ^= G::bb(taken);
  } else if (pos.piece_on(to) != NoPiece) {
    if (color_of(pos.piece_on(to)) == us) return threshold <= 0;  // a self-capture
    victim = S::value[kind_of(pos.piece_on(to))];
  }
  // `swap` is what the side that just moved stands to gain if the other side stops now, less
  // the threshold; the exchange goes on while the side to recapture would gain.
  int swap = victim - threshold;
  if (swap < 0) return false;
  swap = S::value[kind_of(pos.piece_on(from))] - swap;
  if (swap <= 0) return true;
  occ |= G::bb(to);
  Color side = us;
  bool result = true;  // whether `us` comes out at or above the threshold
  while (true) {
    side = ~side;
    const Bitboard attackers = pos.attackers(side, to, occ) & occ & ~G::bb(to);
    if (!attackers) break;
    int kind = -1;
    Bitboard from_bb = 0;
    for (int k : S::cheapest_first)
      if (const Bitboard b = attackers & pos.pieces(side, k)) {
        kind = k;
        from_bb = G::bb(lsb(b));
        break;
      }
    result = !result;
    // A king may take only when the square is no longer defended.
    if (S::value[kind] == S::royal_value)
      return (pos.attackers(~side, to, occ ^ from_bb) & occ & ~G::bb(to)) ? !result : result;
    swap = S::value[kind] - swap;
    if (swap < int(result)) break;
    occ ^= from_bb;
  }
  return result;
}

}  // namespace boardlab::search
