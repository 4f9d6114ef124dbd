#pragma once
// SFEN for the shogi family: board (the FEN board grammar, '+' before a promoted piece), side to
// move ('b' first player / sente, 'w' second / gote), hands ("2Pb", first player's first, in the
// descriptor's hand order, "-" when both are empty) and the move number. Read strictly.
#include <cctype>
#include <string>
#include <string_view>

#include "framework/notation/chess/fen.hpp"
#include "framework/notation/squares.hpp"

namespace boardlab {

namespace detail {

template <class V>
void read_hands(Position<V>& pos, std::string_view field) {
  using T = Traits<V>;
  if (field == "-") return;
  std::size_t i = 0;
  while (i < field.size()) {
    int count = 0;
    const std::size_t start = i;
    while (i < field.size() && std::isdigit(static_cast<unsigned char>(field[i])))
      count = std::min(count * 10 + (field[i++] - '0'), 1000);
    if (i == field.size())
      throw InputError("hand " + quote_input(field) + " ends with a number and no piece");
    if (start == i) count = 1;
    const char c = field[i++];
    const bool upper = std::isupper(static_cast<unsigned char>(c));
    const std::string symbol(1, char(std::toupper(static_cast<unsigned char>(c))));
    const int kind = T::hand_kind_of(symbol);
    if (kind < 0 || !std::isalpha(static_cast<unsigned char>(c)))
      throw InputError("hand piece " + quote_input(std::string(1, c)) + " cannot be held in hand");
    const Color color = upper ? White : Black;
    const int total = pos.hand(color, kind) + count;
    if (count < 1 || total > max_hand_count)
      throw InputError("hand count " + quote_input(field.substr(start, i - start)) +
                       " is out of range");
    pos.set_hand(color, kind, total);
  }
}

}  // namespace detail

template <class V>
Position<V> parse_sfen(std::string_view text) {
  using G = typename V::geometry;
  const auto f = split_words(text);
  if (f.empty()) throw InputError("empty SFEN");
  if (f.size() != 3 && f.size() != 4)
    throw InputError("SFEN has " + std::to_string(f.size()) +
                     " fields, expected 4 (board side hands move-number)");
  Position<V> pos;
  detail::read_board(pos, f[0], "SFEN", rank_name<G, usi_squares>);
  if (f[1] != "b" && f[1] != "w")
    throw InputError("side to move " + quote_input(f[1]) + " is not 'b' or 'w'");
  pos.set_side(f[1] == "b" ? White : Black);
  detail::read_hands(pos, f[2]);
  validate_position(pos);
  const int number = f.size() == 4 ? int(parse_integer(f[3], "move number", 1, 1000000)) : 1;
  pos.set_counters(0, number - 1);
  pos.finish_setup();
  return pos;
}

template <class V>
std::string to_sfen(const Position<V>& pos) {
  using T = Traits<V>;
  std::string s = detail::write_board(pos);
  s += pos.side_to_move() == White ? " b " : " w ";
  std::string hands;
  for (Color c : {White, Black})
    for (int h = 0; h < T::hand_size; ++h) {
      const int n = pos.hand(c, T::hand_kind(h));
      if (!n) continue;
      if (n > 1) hands += std::to_string(n);
      const char letter = Desc<V>::hands::kinds[h][0];
      hands += c == White ? letter : char(std::tolower(static_cast<unsigned char>(letter)));
    }
  s += hands.empty() ? "-" : hands;
  s += ' ' + std::to_string(pos.game_ply() + 1);
  return s;
}

}  // namespace boardlab
