#pragma once
// Standard Algebraic Notation for the chess family: writing (with the least disambiguation, 'x'
// for captures, "=Q" for promotion, '+' and '#') and reading (tolerant of check marks,
// annotation glyphs, "0-0", a missing '='; strict about ambiguity). Castling is "O-O" (h-side)
// and "O-O-O" (a-side) for every castling rule, Chess960 included.
#include <cctype>
#include <string>
#include <string_view>

#include "framework/notation/chess/uci_notation.hpp"
#include "framework/notation/find_move.hpp"
#include "framework/notation/squares.hpp"
#include "framework/rules/check.hpp"

namespace boardlab {

namespace detail {

template <class V>
bool is_castling_h_side(Move m) {
  using G = typename V::geometry;
  return G::file_of(m.to()) > G::file_of(m.from());
}

// SAN without the check suffix.
template <class V>
std::string san_body(const Position<V>& pos, Move m) {
  using G = typename V::geometry;
  if (m.type() == MoveType::Castling) return is_castling_h_side<V>(m) ? "O-O" : "O-O-O";
  if (m.type() == MoveType::Drop) return drop_text<V>(m);  // "N@f3", "P@e4"
  const int kind = kind_of(pos.piece_on(m.from()));
  const bool pawn = Traits<V>::pawn_like(kind);
  std::string s = pawn ? "" : std::string(V::pieces[kind].symbol);
  // Another piece of the kind reaching the same square asks for the from-file, or the from-rank
  // when they share the file (pawns too, in variants where two pawns can reach one square).
  bool clash = false, same_file = false, same_rank = false;
  for (Move o : legal_moves(pos))
    if (o.to() == m.to() && o.from() != m.from() && o.type() != MoveType::Castling &&
        o.type() != MoveType::Drop && kind_of(pos.piece_on(o.from())) == kind) {
      clash = true;
      same_file |= G::file_of(o.from()) == G::file_of(m.from());
      same_rank |= G::rank_of(o.from()) == G::rank_of(m.from());
    }
  // A pawn's capture always names its file.
  if ((pawn && pos.captures(m)) || (clash && (!same_file || same_rank)))
    s += char('a' + G::file_of(m.from()));
  if (clash && same_file) s += std::to_string(G::rank_of(m.from()) + 1);
  if (pos.captures(m)) s += 'x';
  s += square_name<G, algebraic_squares>(m.to());
  if (m.type() == MoveType::Promotion) s += "=" + std::string(V::pieces[m.aux()].symbol);
  return s;
}

}  // namespace detail

template <class V>
std::string move_to_san(const Position<V>& pos, Move m) {
  std::string s = detail::san_body(pos, m);
  if (gives_check(pos, m)) {
    Position<V> after = pos;
    after.make(m);
    // `#` is checkmate only: a move that also wins by the variant's own goal is a check (`+`).
    s += legal_moves(after).empty() && !goal_outcome(after) ? '#' : '+';
  }
  return s;
}

// The legal move that SAN text names. Throws InputError saying whether it is malformed,
// illegal or ambiguous.
template <class V>
Move parse_san(const Position<V>& pos, std::string_view text) {
  using G = typename V::geometry;
  using T = Traits<V>;
  std::string s(text);
  while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos)
    s.pop_back();
  for (char& c : s)
    if (c == '0') c = 'O';
  if constexpr (T::has_hands) {
    if (const auto at = s.find('@'); at != std::string::npos) {  // a drop: "N@f3", "@e4" (pawn)
      std::string symbol = s.substr(0, at);
      int kind = -1;
      if (symbol.empty())
        for (int k = 0; k < T::kinds && kind < 0; ++k)
          if (T::pawn_like(k)) kind = k;
      if (!symbol.empty()) kind = T::kind_of(symbol);
      const int to = parse_square<G, algebraic_squares>(std::string_view(s).substr(at + 1));
      if (kind < 0 || to < 0) throw InputError(quote_input(text) + " is not a drop in SAN");
      return find_drop(pos, text, kind, to);
    }
  }
  if (s == "O-O" || s == "O-O-O")
    return find_legal_move(pos, text, [&](Move m) {
      return m.type() == MoveType::Castling && detail::is_castling_h_side<V>(m) == (s == "O-O");
    });
  // [Piece][from file][from rank][x]to[=Promotion]
  int kind = -1, from_file = -1, from_rank = -1, promo = -1;
  std::size_t i = 0;
  if (i < s.size() && std::isupper(static_cast<unsigned char>(s[i]))) {
    kind = T::kind_of(std::string(1, s[i]));
    if (kind < 0 || T::pawn_like(kind)) throw InputError(quote_input(text) + " names no piece");
    ++i;
  }
  std::size_t end = s.size();
  if (end >= 2 && std::isupper(static_cast<unsigned char>(s[end - 1]))) {
    promo = T::kind_of(std::string(1, s[end - 1]));
    if (promo < 0) throw InputError(quote_input(text) + " promotes to an unknown piece");
    end -= (s[end - 2] == '=') ? 2 : 1;
  }
  if (end < i + 2) throw InputError(quote_input(text) + " is not a move in SAN");
  const int to = parse_square<G, algebraic_squares>(std::string_view(s).substr(end - 2, 2));
  if (to < 0) throw InputError(quote_input(text) + " is not a move in SAN");
  std::string_view middle = std::string_view(s).substr(i, end - 2 - i);
  if (!middle.empty() && middle.back() == 'x') middle.remove_suffix(1);
  for (char c : middle) {
    if (c >= 'a' && c < 'a' + G::files && from_file < 0)
      from_file = c - 'a';
    else if (c >= '1' && c <= '9' && from_rank < 0)
      from_rank = c - '1';
    else
      throw InputError(quote_input(text) + " is not a move in SAN");
  }
  return find_legal_move(pos, text, [&](Move m) {
    if (m.type() == MoveType::Castling || m.type() == MoveType::Drop || m.to() != to) return false;
    const int k = kind_of(pos.piece_on(m.from()));
    if (kind < 0 ? !T::pawn_like(k) : k != kind) return false;
    if (from_file >= 0 && G::file_of(m.from()) != from_file) return false;
    if (from_rank >= 0 && G::rank_of(m.from()) != from_rank) return false;
    return (m.type() == MoveType::Promotion ? m.aux() : -1) == promo;
  });
}

}  // namespace boardlab
