#pragma once
// Chess positions where no sequence of legal moves can mate (FIDE 5.2.2), at least the ones
// RULES.md requires: K v K, K + minor v K, and kings with bishops all on one square colour.
// K+N+N v K and K+B v K+B on opposite colours are not dead: mate is possible with help.
#include "framework/rules/position.hpp"

namespace boardlab::variants {

struct ChessDeadPositions {
  template <class V>
  static bool dead(const Position<V>& pos) {
    using T = Traits<V>;
    using G = typename V::geometry;
    static_assert(T::kind_of("P") >= 0 && T::kind_of("N") >= 0 && T::kind_of("B") >= 0 &&
                      T::kind_of("R") >= 0 && T::kind_of("Q") >= 0,
                  "ChessDeadPositions knows the chess army (P N B R Q K) only: choose another "
                  "dead_position policy");
    const int pawn = T::kind_of("P"), knight = T::kind_of("N"), bishop = T::kind_of("B");
    const auto heavy = pos.pieces(pawn) | pos.pieces(T::kind_of("R")) | pos.pieces(T::kind_of("Q"));
    if (heavy) return false;
    const auto minors = pos.pieces(knight) | pos.pieces(bishop);
    if (popcount(minors) <= 1) return true;
    if (pos.pieces(knight)) return false;
    constexpr typename G::Bitboard dark = [] {
      typename G::Bitboard b = 0;
      for (int s = 0; s < G::squares; ++s)
        if ((G::file_of(s) + G::rank_of(s)) % 2 == 0) b |= G::bb(s);
      return b;
    }();
    return (minors & dark) == 0 || (minors & ~dark) == 0;
  }
};

}  // namespace boardlab::variants
