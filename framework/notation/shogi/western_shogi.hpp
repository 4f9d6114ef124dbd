#pragma once
// Shogi moves for reading, in the long Western form used in English shogi books: piece, origin,
// '-' or 'x', destination, then '+' for a promotion or '=' for a promotion declined; drops as
// "P*5e". Squares are USI's (file digit, rank letter). Written with the origin always, so no
// disambiguation is needed: "P7g-7f", "B8hx2b+", "S4c-5b=", "G*5h".
#include <string>

#include "framework/notation/squares.hpp"
#include "framework/rules/movegen.hpp"

namespace boardlab {

template <class V>
std::string move_to_western_shogi(const Position<V>& pos, Move m) {
  using G = typename V::geometry;
  const std::string to = square_name<G, usi_squares>(m.to());
  if (m.type() == MoveType::Drop) return std::string(V::pieces[m.aux()].symbol) + "*" + to;
  std::string s(V::pieces[kind_of(pos.piece_on(m.from()))].symbol);
  s += square_name<G, usi_squares>(m.from()) + (pos.captures(m) ? "x" : "-") + to;
  if (m.type() == MoveType::Promotion) return s + "+";
  for (const Move other : legal_moves(pos))
    if (other.type() == MoveType::Promotion && other.from() == m.from() && other.to() == m.to())
      return s + "=";
  return s;
}

}  // namespace boardlab
