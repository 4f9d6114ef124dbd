#pragma once
// Reading a start position and a sequence of moves through a variant's notation policy, with
// errors that say which move of the sequence is wrong.
#include <optional>
#include <string>
#include <string_view>

#include "framework/game/game.hpp"
#include "framework/rules/position.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab {

template <class V>
Position<V> read_position(const std::optional<std::string>& text) {
  using N = typename V::notation;
  return N::template parse_position<V>(text ? std::string_view(*text) : V::start_position);
}

// The move `word`, the index-th of a list, in `pos`; an error names both.
template <class V>
Move parse_listed_move(const Position<V>& pos, std::string_view word, int index) {
  try {
    return V::notation::template parse_move<V>(pos, word);
  } catch (const InputError& e) {
    throw InputError("move " + std::to_string(index) + " " + e.what());
  }
}

template <class V>
void play_moves(Position<V>& pos, std::string_view moves) {
  int index = 0;
  for (std::string_view word : split_words(moves)) pos.make(parse_listed_move(pos, word, ++index));
}

// Into a game, a move after the game has ended by rule is refused too.
template <class V>
void play_moves(Game<V>& game, std::string_view moves) {
  int index = 0;
  for (std::string_view word : split_words(moves)) {
    const Outcome before = game.outcome();
    if (before.over())
      throw InputError("move " + std::to_string(index + 1) + " " + quote_input(word) +
                       " comes after the game ended (" + std::string(reason_text(before.reason)) +
                       ")");
    game.play(parse_listed_move(game.position(), word, ++index));
  }
}

}  // namespace boardlab
