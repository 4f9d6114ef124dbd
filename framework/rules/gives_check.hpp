#pragma once
// Whether a legal move gives check, found without making it: the moved piece's attacks from its
// new square, plus any of our pieces whose line to the enemy king the move opened. Where captures
// explode, a capture leaves no capturer, only lines its blast opened, and a royal piece next to
// ours is never in check.
#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
bool gives_check(const Position<V>& pos, Move m) {
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;
  const Color us = pos.side_to_move();
  if (!pos.has_king(~us)) return false;
  const int ksq = pos.king_square(~us);
  if constexpr (Traits<V>::explodes) {
    int ours = pos.king_square(us);  // where our royal piece stands after the move
    if (m.type() == MoveType::Castling) {
      if constexpr (Desc<V>::castling::enabled)
        ours = pos.castling_squares()
                   .king_to[us * 2 + (G::file_of(m.to()) > G::file_of(ours) ? 0 : 1)];
    } else if (m.from() == ours) {
      ours = m.to();
    }
    if (geometry_tables<G>.around[ksq] & G::bb(ours)) return false;
    if (pos.captures(m)) {
      const Bitboard gone = pos.blast(m);
      if (gone & pos.royals(~us)) return false;  // the game ends; that is not a check
      return (pos.attackers(us, ksq, pos.pieces() & ~gone) & ~gone) != 0;
    }
  }
  const bool drop = m.type() == MoveType::Drop;
  int from = m.from(), to = m.to(), kind = drop ? m.aux() : kind_of(pos.piece_on(from));
  // A drop comes from the hand: nothing leaves the board.
  Bitboard moved_away = drop ? 0 : G::bb(from);
  Bitboard occ = pos.pieces() ^ moved_away;
  if (m.type() == MoveType::EnPassant) occ ^= G::bb(Position<V>::en_passant_victim(us, to));
  if (m.type() == MoveType::Promotion) kind = m.aux();
  if constexpr (Desc<V>::castling::enabled) {
    if (m.type() == MoveType::Castling) {
      const int idx = us * 2 + (G::file_of(to) > G::file_of(from) ? 0 : 1);
      const auto& cs = pos.castling_squares();
      occ = (occ ^ G::bb(to)) | G::bb(cs.king_to[idx]);
      moved_away |= G::bb(to);
      kind = Traits<V>::kind_of(Desc<V>::castling::rook_symbol);
      to = cs.rook_to[idx];
    }
  }
  occ |= G::bb(to);
  bool direct = false;
  for_each_kind<V>([&]<int K>() {
    if (K == kind)
      direct = us == White ? (piece_attacks<V, White, K>(to, occ) & G::bb(ksq)) != 0
                           : (piece_attacks<V, Black, K>(to, occ) & G::bb(ksq)) != 0;
  });
  // A drop only adds a piece, which can block a line but never open one: no discovered check.
  // (True while pieces step, leap or slide; a hopper such as a cannon would need a screen test.)
  if (direct || drop) return direct;
  return (pos.attackers(us, ksq, occ) & ~moved_away & ~G::bb(m.to())) != 0;
}

}  // namespace boardlab
