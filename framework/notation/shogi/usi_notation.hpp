#pragma once
// USI move notation for the shogi family: "7g7f", promotion "8h2b+", drop "P*5e".
#include <cctype>
#include <string>
#include <string_view>

#include "framework/notation/find_move.hpp"
#include "framework/notation/squares.hpp"

namespace boardlab {

template <class V>
std::string move_to_usi(const Position<V>&, Move m) {
  using G = typename V::geometry;
  if (m.type() == MoveType::Drop)
    return std::string(V::pieces[m.aux()].symbol) + "*" + square_name<G, usi_squares>(m.to());
  std::string s = square_name<G, usi_squares>(m.from()) + square_name<G, usi_squares>(m.to());
  if (m.type() == MoveType::Promotion) s += '+';
  return s;
}

template <class V>
Move parse_usi_move(const Position<V>& pos, std::string_view text) {
  using G = typename V::geometry;
  bool well_formed = false;
  if (text.size() >= 4 && text[1] == '*') {
    const std::string symbol(1, char(std::toupper(static_cast<unsigned char>(text[0]))));
    if (Traits<V>::hand_kind_of(symbol) < 0 || !std::isupper(static_cast<unsigned char>(text[0])))
      throw InputError(quote_input(text) + " drops a piece that cannot be held in hand");
    well_formed = parse_square<G, usi_squares>(text.substr(2)) >= 0;
  } else {
    const std::string_view body =
        text.size() && text.back() == '+' ? text.substr(0, text.size() - 1) : text;
    for (std::size_t split = 2; split <= 3 && split < body.size(); ++split)
      well_formed |= parse_square<G, usi_squares>(body.substr(0, split)) >= 0 &&
                     parse_square<G, usi_squares>(body.substr(split)) >= 0;
  }
  if (!well_formed) throw InputError(quote_input(text) + " is not a square pair or a drop");
  return find_legal_move(pos, text, [&](Move m) { return move_to_usi(pos, m) == text; });
}

}  // namespace boardlab
