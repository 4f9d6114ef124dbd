#pragma once
// The properties of a move reader, checked on every move text it accepts: the move it names is
// written back by the variant's notation (and by SAN where given) to text that reads to the same
// move and writes back unchanged. The input is "<position>\n<move text>"; without a newline (or
// when the position is refused) the move is read in the variant's start position.
#include <string>
#include <string_view>

#include "framework/game/game_text.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace boardlab::fuzz {

template <class V>
Position<V> position_for(std::optional<std::string_view> text) {
  using N = typename V::notation;
  if (text)
    if (auto pos = read_or_refuse([&] { return N::template parse_position<V>(*text); }))
      return *pos;
  return N::template parse_position<V>(V::start_position);
}

// `write` and `read` are one notation: write(pos, move) -> text, read(pos, text) -> move.
template <class V, class Write, class Read>
void check_move_round_trip(const Position<V>& pos, Move m, std::string_view notation, Write&& write,
                           Read&& read) {
  const std::string written = write(pos, m);
  const Move again = must_read(notation, [&] { return read(pos, std::string_view(written)); });
  const auto move = [&] {
    return std::string(V::name) + ": " + std::string(notation) + " '" + written + "' ";
  };
  require(again == m, [&] { return move() + "reads to another move"; });
  require(write(pos, again) == written, [&] { return move() + "does not write back unchanged"; });
}

// Reads the move text of `input` with `read`; checks the round trip through the variant's own
// notation and through `write`/`read`.
template <class V, class Write, class Read>
void check_move_text(std::string_view input, std::string_view notation, Write&& write,
                     Read&& read) {
  using N = typename V::notation;
  const PositionAndText parts = split_position(input);
  const Position<V> pos = position_for<V>(parts.position);
  const auto m = read_or_refuse([&] { return read(pos, parts.text); });
  if (!m) return;
  check_move_round_trip(pos, *m, notation, write, read);
  check_move_round_trip(
      pos, *m, "move text",
      [](const Position<V>& p, Move x) { return N::template move_text<V>(p, x); },
      [](const Position<V>& p, std::string_view t) { return N::template parse_move<V>(p, t); });
  (void)N::template display_move<V>(pos, *m);
}

// The variant's own move notation (UCI for the chess family, USI for shogi's).
template <class V>
void check_notation_move(std::string_view input) {
  using N = typename V::notation;
  check_move_text<V>(
      input, "move text",
      [](const Position<V>& p, Move x) { return N::template move_text<V>(p, x); },
      [](const Position<V>& p, std::string_view t) { return N::template parse_move<V>(p, t); });
}

}  // namespace boardlab::fuzz
