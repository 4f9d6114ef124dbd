#pragma once
// Atomic's insufficient material as lichess judges it (chessops' Atomic.hasInsufficientMaterial):
// the game is drawn when neither side can still win. Explosions change what can win: any piece
// that can capture next to the enemy king blows it up, so material is insufficient far less
// often than in chess.
#include "framework/rules/position.hpp"

namespace boardlab::variants {

struct AtomicInsufficientMaterial {
  template <class V>
  static bool dead(const Position<V>& pos) {
    return cannot_win(pos, White) && cannot_win(pos, Black);
  }

 private:
  template <class V>
  static bool cannot_win(const Position<V>& pos, Color c) {
    using T = Traits<V>;
    using G = typename V::geometry;
    using Bitboard = typename G::Bitboard;
    static_assert(T::kind_of("P") >= 0 && T::kind_of("N") >= 0 && T::kind_of("B") >= 0 &&
                      T::kind_of("R") >= 0 && T::kind_of("Q") >= 0,
                  "AtomicInsufficientMaterial knows the chess army (P N B R Q K) only");
    const int knight = T::kind_of("N"), bishop = T::kind_of("B");
    const Bitboard kings = pos.pieces(T::royal);
    if (!pos.royals(~c)) return false;  // the enemy king is already gone
    const Bitboard mine = pos.pieces(c) & ~kings, theirs = pos.pieces(~c) & ~kings;
    if (!mine) return true;  // a bare king explodes nothing
    if (theirs) {
      // Pieces next to the enemy king can be taken to blow it up, unless every piece left is a
      // bishop and each side's bishops stand on the squares the other's can never reach.
      if ((pos.pieces() & ~kings) != pos.pieces(bishop)) return false;
      constexpr Bitboard dark = [] {
        Bitboard b = 0;
        for (int s = 0; s < G::squares; ++s)
          if ((G::file_of(s) + G::rank_of(s)) % 2 == 0) b |= G::bb(s);
        return b;
      }();
      const Bitboard ours = pos.pieces(c, bishop), others = pos.pieces(~c, bishop);
      if (!(ours & dark)) return !(others & ~dark);
      if (!(ours & ~dark)) return !(others & dark);
      return false;
    }
    // Against a bare king: a queen or a pawn (a queen to be) can win; one knight, bishop or rook
    // cannot, nor can one or two knights alone.
    if (pos.pieces(T::kind_of("Q")) || pos.pieces(T::kind_of("P"))) return false;
    if (popcount(mine) == 1) return true;
    if (mine == pos.pieces(c, knight)) return popcount(mine) <= 2;
    return false;
  }
};

}  // namespace boardlab::variants
