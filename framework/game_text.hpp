#pragma once
// Reading a start position and a sequence of moves through a variant's notation policy, with
// errors that say which move of the sequence is wrong.
#include <optional>
#include <string>
#include <string_view>

#include "framework/game.hpp"
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

// Plays the moves into a game: an illegal move, or one after the game has ended by rule, is an
// error naming the move and its index.
template <class V>
void play_moves(Game<V>& game, std::string_view moves) {
  using N = typename V::notation;
  int index = 0;
  for (std::string_view word : split_words(moves)) {
    ++index;
    const Outcome before = game.outcome();
    if (before.over())
      throw InputError("move " + std::to_string(index) + " " + quote_input(word) +
                       " comes after the game ended (" + std::string(reason_text(before.reason)) +
                       ")");
    try {
      game.play(N::template parse_move<V>(game.position(), word));
    } catch (const InputError& e) {
      throw InputError("move " + std::to_string(index) + " " + e.what());
    }
  }
}

}  // namespace boardlab
