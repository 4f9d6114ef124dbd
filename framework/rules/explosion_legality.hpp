#pragma once
// Legality where captures explode (atomic), found without making the move: the occupancy after
// the move (an exploding capture empties its blast), then the same question as everywhere else,
// with the two answers explosions add. A move that blows up the mover's own royal piece is
// illegal; one that blows up the enemy's is legal whatever else it leaves attacked, since the game
// ends there. A royal piece next to the enemy's cannot be taken at all (the blast would destroy
// the taker's own), so it is safe from every attacker.
#include "framework/rules/move_sink.hpp"
#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
bool explosion_legal(const Position<V>& pos, Move m) {
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;
  static_assert(Traits<V>::explodes);
  const Color us = pos.side_to_move(), them = ~us;
  const int from = m.from(), to = m.to();
  int king = pos.king_square(us);
  Bitboard occ = pos.pieces(), gone = 0;
  if (m.type() == MoveType::Castling) {
    if constexpr (Desc<V>::castling::enabled) {
      const auto& cs = pos.castling_squares();
      const int idx = us * 2 + (G::file_of(to) > G::file_of(from) ? 0 : 1);
      king = cs.king_to[idx];
      occ = (occ ^ G::bb(from) ^ G::bb(to)) | G::bb(king) | G::bb(cs.rook_to[idx]);
    }
  } else if (pos.captures(m)) {
    gone = pos.blast(m);
    if (gone & pos.royals(us)) return false;
    if (gone & pos.royals(them)) return true;
    occ &= ~gone;
  } else {
    occ = (occ ^ G::bb(from)) | G::bb(to);
    if (from == king) king = to;
  }
  if (geometry_tables<G>.around[king] & pos.royals(them)) return true;
  return !(pos.attackers(them, king, occ) & ~gone);
}

// Where captures explode, generation sends every move the pieces can make and this sink keeps
// the legal ones. Out of check, a quiet move of a piece off the lines from our royal piece to an
// enemy slider cannot expose it (nor change whether the royal pieces stand side by side), so such
// moves pass on as the generator's bulk sets (perft's count stays a popcount), and so do the
// captures whose blast misses those lines; royal moves, moves of pieces on the lines, the other
// captures and every move in check are judged one by one.
template <class V, class Inner>
struct ExplosionSink : OneByOne<ExplosionSink<V, Inner>> {
  using Base = OneByOne<ExplosionSink<V, Inner>>;
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;

  ExplosionSink(const Position<V>& p, Inner& i) : pos(p), inner(i) {
    const Color us = p.side_to_move();
    if (p.checkers()) {
      exposed = judged_captures = G::all;
      return;
    }
    // The royal piece's lines on which an enemy slider stands (whatever is between): only a
    // piece leaving one of them, or a blast emptying a square of one, can expose it.
    const int king = p.king_square(us);
    exposed = G::bb(king);
    for_each_kind<V>([&]<int K>() {
      constexpr const PieceSpec& spec = V::pieces[K];
      if constexpr (!spec.slides.empty()) {
        const Bitboard sliders = p.pieces(~us, K);
        if (!sliders) return;
        for (Offset o : spec.slides) {
          const Offset step = oriented(o, spec.relative, ~us);
          const Bitboard ray =
              geometry_tables<G>.ray[direction_index(Offset{-step.df, -step.dr})][king];
          if (ray & sliders) exposed |= ray;
        }
      }
    });
    // A capture blasts a square of those lines when it lands on one or next to a piece of one
    // that does not survive; any other capture, out of check, opens no line onto our royal piece
    // and cannot destroy it (its capturer, off the lines, vanishes from a harmless square).
    Bitboard dangerous = exposed;
    for (Bitboard b = exposed & p.pieces() & ~p.explosion_proof(); b;)
      dangerous |= geometry_tables<G>.around[pop_lsb(b)];
    judged_captures = dangerous & p.pieces(~us);
  }

  const Position<V>& pos;
  Inner& inner;
  // Where a moving piece must be judged, and which enemy pieces' capture must be.
  Bitboard exposed = 0, judged_captures = 0;

  void move(Move m) {
    if (explosion_legal(pos, m)) inner.move(m);
  }
  template <class B>
  void targets(int from, B to) {
    if (exposed & G::bb(from)) return Base::targets(from, to);
    inner.targets(from, to & ~judged_captures);
    Base::targets(from, to & judged_captures);
  }
  template <class B>
  void shifted(B to, int delta) {
    const B judged = to & (judged_captures | shift_by(exposed, delta));
    inner.shifted(to & ~judged, delta);
    Base::shifted(judged, delta);
  }
  template <class W, int K, class B>
  void promotions(int from, B to) {
    if (exposed & G::bb(from)) return Base::template promotions<W, K>(from, to);
    inner.template promotions<W, K>(from, to & ~judged_captures);
    Base::template promotions<W, K>(from, to & judged_captures);
  }
  template <class W, int K, class B>
  void shifted_promotions(B to, int delta) {
    const B judged = to & (judged_captures | shift_by(exposed, delta));
    inner.template shifted_promotions<W, K>(to & ~judged, delta);
    Base::template shifted_promotions<W, K>(judged, delta);
  }

 private:
  // The origins' set moved onto the destinations (bits that wrap around a file edge only add
  // moves to judge, never drop one).
  static Bitboard shift_by(Bitboard b, int delta) { return delta >= 0 ? b << delta : b >> -delta; }
};

}  // namespace boardlab
