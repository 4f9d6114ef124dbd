#pragma once
// Reading a start position and a sequence of moves through a variant's notation policy, with
// errors that say which move of the sequence is wrong.
#include <optional>
#include <string>
#include <string_view>

#include "framework/position.hpp"
#include "framework/text_fields.hpp"

namespace boardlab {

template <class V>
Position<V> read_position(const std::optional<std::string>& text) {
  using N = typename V::notation;
  return N::template parse_position<V>(text ? std::string_view(*text) : V::start_position);
}

template <class V>
void play_moves(Position<V>& pos, std::string_view moves) {
  using N = typename V::notation;
  int index = 0;
  for (std::string_view word : split_words(moves)) {
    ++index;
    try {
      pos.make(N::template parse_move<V>(pos, word));
    } catch (const InputError& e) {
      throw InputError("move " + std::to_string(index) + " " + e.what());
    }
  }
}

}  // namespace boardlab
