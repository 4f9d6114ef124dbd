#pragma once
// Whether the variant's own game-ending rule (Desc<V>::goals) has decided a position. Such a
// position has no legal moves; everything that meets an empty move list (the adjudicator, the
// search, the mate prover, SAN's `#`) asks here whether it is a mate or the goal.
#include <optional>

#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
std::optional<Outcome> goal_outcome(const Position<V>& pos) {
  if constexpr (Desc<V>::goals::enabled)
    return Desc<V>::goals::reached(pos);
  else
    return std::nullopt;
}

}  // namespace boardlab
