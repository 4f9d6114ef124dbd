// Time management against values worked out by hand from the formula in time_manager.hpp, and
// the property that matters: a clock that pays every move's hard limit, plus a real overhead
// below the reserve, never runs out.
#include <gtest/gtest.h>

#include "framework/search/time_manager.hpp"

namespace boardlab::search {
namespace {

TimeBudget budget(std::int64_t time, std::int64_t inc, std::int64_t byoyomi = 0, int mtg = 0,
                  std::int64_t overhead = 30) {
  return time_budget({time, inc, byoyomi, mtg}, overhead);
}

void expect_budget(TimeBudget b, std::int64_t soft, std::int64_t hard) {
  EXPECT_EQ(b.soft_ms, soft);
  EXPECT_EQ(b.hard_ms, hard);
}

TEST(TimeBudget, HandComputedCases) {
  // 1000/30 = 33, + 3/4 of 10 = 40; hard min(4*40, 350 + 10) = 160.
  expect_budget(budget(1000, 10), 40, 160);
  // 60000/30 = 2000; hard min(8000, 21000) = 8000.
  expect_budget(budget(60000, 0), 2000, 8000);
  // 40 moves to go: 40000/41 = 975; hard min(3900, 14000).
  expect_budget(budget(40000, 0, 0, 40), 975, 3900);
  // One move to go: half the clock, hard = soft since 35% is less.
  expect_budget(budget(1000, 0, 0, 1), 500, 500);
  // Byoyomi only: everything but the overhead.
  expect_budget(budget(0, 0, 100), 70, 70);
  // Main time and byoyomi: 600000/30 + 10000; hard min(80000, 210000) + 10000.
  expect_budget(budget(600000, 0, 10000), 30000, 90000);
  // An increment larger than the clock is capped by what the clock holds.
  expect_budget(budget(50, 100), 20, 20);
  // Less than the overhead left: the least there is.
  expect_budget(budget(20, 0), 1, 1);
  // No clock: no limit.
  expect_budget(time_budget({}, 30), 0, 0);
}

TEST(TimeBudget, NeverLosesOnTimeEvenWhenEveryMoveUsesItsHardLimit) {
  // Sudden death without increment is left out: there every move's real overhead must lose
  // eventually, whatever the engine does.
  for (const auto& [start, inc, byoyomi] :
       {std::tuple{1000, 10, 0}, {200, 0, 100}, {0, 0, 100}, {60000, 600, 0}, {100, 5, 0}}) {
    std::int64_t clock = start;
    for (int move = 0; move < 300; ++move) {
      const TimeBudget b = budget(clock, inc, byoyomi);
      ASSERT_LE(b.soft_ms, b.hard_ms);
      const std::int64_t spent = b.hard_ms + 3;  // the search's worst case, 3 ms of overhead
      if (clock >= spent) {
        clock -= spent;
      } else {
        ASSERT_LE(spent - clock, byoyomi) << "flag fell at move " << move;
        clock = 0;
      }
      clock += inc;
    }
    EXPECT_GE(clock, 0);
  }
}

TEST(TimeBudget, UsesAboutAThirtiethOfTheClockPlusMostOfTheIncrement) {
  const TimeBudget b = budget(300000, 2000);
  EXPECT_GE(b.soft_ms, 300000 / 40 + 2000 / 2);
  EXPECT_LE(b.soft_ms, 300000 / 25 + 2000);
}

}  // namespace
}  // namespace boardlab::search
