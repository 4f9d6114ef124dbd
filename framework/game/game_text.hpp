#pragma once
// Reading a start position and a sequence of moves through a variant's notation policy, with
// errors that say which move of the sequence is wrong.
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "framework/game/game.hpp"
#include "framework/notation/text_fields.hpp"
#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
Position<V> read_position(const std::optional<std::string>& text) {
  using N = typename V::notation;
  return N::template parse_position<V>(text ? std::string_view(*text) : V::start_position);
}

enum class AfterEnd { Refuse, Allow };

// Plays a list of move texts (any range of string-like words) into a Position or a Game, each
// read by `parse(position, word)`. An error names the list (`label`, e.g. "PGN move"), the
// 1-based index and the text; in a Game, a move after the game ended by rule is refused too,
// unless `after_end` allows it (an engine told a GUI's moves plays on whatever it adjudicated).
template <class Target, class Words, class Parse>
void play_listed(Target& target, const Words& words, std::string_view label, Parse&& parse,
                 AfterEnd after_end = AfterEnd::Refuse) {
  constexpr bool is_game = requires { target.outcome(); };
  int index = 0;
  for (const auto& w : words) {
    const std::string_view word(w);
    const std::string where = std::string(label) + " " + std::to_string(++index) + " ";
    // Only when it matters: the outcome looks at the whole repetition window, and asking it at
    // every move of a long list (an engine told 10^6 plies) would make reading it quadratic.
    if constexpr (is_game) {
      if (after_end == AfterEnd::Refuse) {
        const Outcome before = target.outcome();
        if (before.over())
          throw InputError(where + quote_input(word) + " comes after the game ended (" +
                           std::string(reason_text(before.reason)) + ")");
      }
    }
    Move m;
    try {
      if constexpr (is_game)
        m = parse(target.position(), word);
      else
        m = parse(std::as_const(target), word);
    } catch (const InputError& e) {
      throw InputError(where + e.what());
    }
    if constexpr (is_game)
      target.play(m);
    else
      target.make(m);
  }
}

// Reads one move in the variant's own move notation.
inline constexpr auto notation_move = [](const auto& pos, std::string_view word) {
  using V = typename std::remove_cvref_t<decltype(pos)>::Variant;
  return V::notation::template parse_move<V>(pos, word);
};

// --moves: space-separated moves in the variant's own move notation.
template <class Target>
void play_moves(Target& target, std::string_view moves) {
  play_listed(target, split_words(moves), "move", notation_move);
}

}  // namespace boardlab
