#pragma once
// A position made quiet by the variant's own quiescence search, as a tuner wants its positions:
// the static evaluation of a position in the middle of an exchange says little about who wins,
// the evaluation at the end of the exchange the quiescence search expects says more.
#include <optional>

#include "framework/search/search.hpp"

namespace boardlab::search {

// The end of the quiescence search's principal line from `pos`: the position itself when the
// quiescence value is its static evaluation, else the line's next capture or promotion followed
// until it is. Nothing for a position in check, one decided (a mate found in the exchanges, a
// drawn or won position), or one whose line could not be followed within `max_plies`.
template <class V>
std::optional<Position<V>> quiet_position(Searcher<V>& searcher, Position<V> pos,
                                          int max_plies = 12) {
  for (int ply = 0; ply <= max_plies; ++ply) {
    if (pos.in_check()) return std::nullopt;
    const Value v = searcher.quiescence(pos);
    if (std::abs(v) >= kMaxEvaluation) return std::nullopt;
    if (v == evaluate(pos, searcher.weights())) return pos;
    bool followed = false;
    for (const Move m : legal_moves(pos)) {
      if (m.type() != MoveType::Promotion && !pos.captures_enemy(m)) continue;
      Position<V> next = pos;
      next.make(m);
      if (!next.in_check() && -searcher.quiescence(next) == v) {
        pos = next;
        followed = true;
        break;
      }
    }
    if (!followed) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace boardlab::search
