#pragma once
// A game read from a record file, with what the record says beside the moves: the players' names
// and how the game ended when the rules cannot see it (a resignation, a loss on time, a declared
// win), so that `game` and `view` report every format alike.
#include <string>
#include <utility>

#include "framework/game/game.hpp"

namespace boardlab {

template <class V>
struct RecordedGame {
  RecordedGame(Game<V> g) : game(std::move(g)) {}  // a record that states nothing beside its moves
  Game<V> game;
  std::string first, second;  // the players' names; empty when the record gives none
  // The recorded end: a result ("1-0", "0-1", "1/2-1/2", "*") and one word for its reason
  // ("resignation", "time-forfeit", ...). Both empty when the record states no end.
  std::string result, reason;
};

}  // namespace boardlab
