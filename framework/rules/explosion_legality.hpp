#pragma once
// Legality where captures explode (atomic), found without making the move: the occupancy after
// the move (an exploding capture empties its blast), then the same question as everywhere else,
// with the two answers explosions add. A move that blows up the mover's own royal piece is
// illegal; one that blows up the enemy's is legal whatever else it leaves attacked, since the game
// ends there. A royal piece next to the enemy's cannot be taken at all (the blast would destroy
// the taker's own), so it is safe from every attacker.
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

// The judge generation asks about every move: out of check, a quiet move of a piece that shares
// no line with our royal piece cannot expose it (nor can adjacency to the enemy royal change), so
// only captures, royal moves, aligned pieces and every move in check are played out.
template <class V>
struct ExplosionJudge {
  const Position<V>& pos;
  int king = pos.king_square(pos.side_to_move());
  bool checked = pos.checkers() != 0;
  bool operator()(Move m) const {
    if (!checked && m.from() != king && !pos.captures(m) &&
        !geometry_tables<typename V::geometry>.line[king][m.from()])
      return true;
    return explosion_legal(pos, m);
  }
};

}  // namespace boardlab
