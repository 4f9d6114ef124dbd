#pragma once
// Time management: how long to think about one move given the clock. Engines that never lose on
// time keep two limits: a soft one (no new iteration is begun after it) sized to spread the
// remaining time over the moves still to play, and a hard one (the search is cut off) that leaves
// a reserve whatever happens. All values in milliseconds.
#include <algorithm>
#include <cstdint>

namespace boardlab::search {

struct ClockState {
  std::int64_t time = -1;  // time left on the mover's clock; negative: no clock given
  std::int64_t increment = 0;
  std::int64_t byoyomi = 0;  // time per move once (or besides) the main time is used up
  int moves_to_go = 0;       // moves until the next time control; 0: the rest of the game
};

struct TimeBudget {
  std::int64_t soft_ms = 0, hard_ms = 0;  // 0: no limit
};

// `overhead`: time lost per move outside the search (process, pipe, GUI), kept in reserve.
//   base = time / divisor + 3/4 of the increment, divisor = 30, or moves_to_go + 1 (at most 41)
//   soft = base + byoyomi, hard = min(4 base, 35% of time + increment) + byoyomi,
// both capped by time + byoyomi - overhead and at least 1: so a move takes about 1/30 of the
// clock plus most of the increment, and never the last of it.
constexpr TimeBudget time_budget(const ClockState& c, std::int64_t overhead) {
  if (c.time < 0 && c.byoyomi <= 0) return {};
  const std::int64_t time = std::max<std::int64_t>(c.time, 0);
  const std::int64_t divisor = c.moves_to_go > 0 ? std::min(c.moves_to_go, 40) + 1 : 30;
  const std::int64_t base = time / divisor + c.increment * 3 / 4;
  const std::int64_t cap = std::max<std::int64_t>(1, time + c.byoyomi - overhead);
  const std::int64_t soft = std::clamp<std::int64_t>(base + c.byoyomi, 1, cap);
  const std::int64_t hard = std::clamp<std::int64_t>(
      std::min(4 * base, time * 35 / 100 + c.increment) + c.byoyomi, soft, cap);
  return {soft, hard};
}

}  // namespace boardlab::search
