#pragma once
// UCI move notation for the chess family: "e2e4", "e7e8q"; castling as the king's two-square step
// ("e1g1") or, where the castling rule lets pieces start anywhere, as king-takes-own-rook ("e1h1").
#include <cctype>
#include <string>
#include <string_view>

#include "framework/notation/find_move.hpp"
#include "framework/notation/squares.hpp"

namespace boardlab {

// A drop in the chess family, the same in UCI and SAN: "N@f3" (the piece, '@', the square).
template <class V>
std::string drop_text(Move m) {
  return std::string(V::pieces[m.aux()].symbol) + "@" +
         square_name<typename V::geometry, algebraic_squares>(m.to());
}
// The legal drop of `kind` on `to` that `text` names; an InputError quoting it otherwise.
template <class V>
Move find_drop(const Position<V>& pos, std::string_view text, int kind, int to) {
  return find_legal_move(pos, text, [&](Move m) {
    return m.type() == MoveType::Drop && m.aux() == kind && m.to() == to;
  });
}

template <class V>
std::string move_to_uci(const Position<V>& pos, Move m) {
  using G = typename V::geometry;
  if (m.type() == MoveType::Drop) return drop_text<V>(m);
  int to = m.to();
  if constexpr (Desc<V>::castling::enabled) {
    if (m.type() == MoveType::Castling && !Desc<V>::castling::any_start) {
      const int side = G::file_of(m.to()) > G::file_of(m.from()) ? 0 : 1;
      to = pos.castling_squares().king_to[pos.side_to_move() * 2 + side];
    }
  }
  std::string s =
      square_name<G, algebraic_squares>(m.from()) + square_name<G, algebraic_squares>(to);
  if (m.type() == MoveType::Promotion)
    for (char c : V::pieces[m.aux()].symbol) s += char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The legal move that `text` names. Throws InputError with the reason (the caller adds which
// move of a sequence it was).
template <class V>
Move parse_uci_move(const Position<V>& pos, std::string_view text) {
  using G = typename V::geometry;
  if constexpr (Traits<V>::has_hands) {
    if (text.size() >= 2 && text[1] == '@') {
      const std::string symbol(1, char(std::toupper(static_cast<unsigned char>(text[0]))));
      const int kind = Traits<V>::kind_of(symbol),
                to = parse_square<G, algebraic_squares>(text.substr(2));
      if (kind < 0 || to < 0) throw InputError(quote_input(text) + " is not a drop (piece@square)");
      return find_drop(pos, text, kind, to);
    }
  }
  std::size_t split = 1;
  while (split < text.size() && std::isdigit(static_cast<unsigned char>(text[split]))) ++split;
  std::size_t end = split + 1;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  const int from = parse_square<G, algebraic_squares>(text.substr(0, split));
  const int to =
      end <= text.size() ? parse_square<G, algebraic_squares>(text.substr(split, end - split)) : -1;
  if (from < 0 || to < 0) throw InputError(quote_input(text) + " is not a square pair");
  const std::string_view suffix = text.substr(end);
  if (!suffix.empty()) {
    std::string sym;
    for (char c : suffix) sym += char(std::toupper(static_cast<unsigned char>(c)));
    if (Traits<V>::kind_of(sym) < 0)
      throw InputError(quote_input(text) + " names an unknown promotion piece " +
                       quote_input(suffix));
  }
  std::string lower(text);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  if (auto m = unique_legal_move(pos, text, [&](Move m) { return move_to_uci(pos, m) == lower; }))
    return *m;
  if constexpr (Desc<V>::castling::enabled && Desc<V>::castling::any_start) {
    // Also the king's destination ("e1g1"); a plain king move of that name was matched above.
    const auto castles_to = [&](Move m) {
      if (m.type() != MoveType::Castling || m.from() != from) return false;
      const int side = G::file_of(m.to()) > G::file_of(m.from()) ? 0 : 1;
      const int kto = pos.castling_squares().king_to[pos.side_to_move() * 2 + side];
      return kto == to && suffix.empty() && kto != from;
    };
    if (auto m = unique_legal_move(pos, text, castles_to)) return *m;
  }
  throw_illegal(text);
}

}  // namespace boardlab
