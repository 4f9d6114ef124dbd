// Shogi against tests/data/shogi-perft.txt (start position, drop-heavy positions, 292 random
// positions, rule probes): every count up to 2 million nodes; the rest in the slow label.
#include <gtest/gtest.h>

#include "framework/rules/perft.hpp"
#include "support/shogi_perft_data.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

// The start position's depth 5 (19,861,490) is above the 2 M cut-off but runs here by request
// (in the optimised build: kInProcessPerftLimit).
TEST(ShogiPerft, StartPositionToDepthFive) {
  int checked = 0;
  for (const ShogiPerftLine& l : read_shogi_perft())
    if (l.sfen == Shogi::start_position && l.depth <= (kFullPerftLimit ? 5 : 4)) {
      auto pos = parse_sfen<Shogi>(l.sfen);
      EXPECT_EQ(perft(pos, l.depth), l.nodes) << "depth " << l.depth;
      ++checked;
    }
  EXPECT_EQ(checked, kFullPerftLimit ? 5 : 4);
}

TEST(ShogiPerft, ReferenceCountsUpToTwoMillionNodes) {
  int checked = 0;
  for (const ShogiPerftLine& l : read_shogi_perft()) {
    if (l.nodes > kInProcessPerftLimit) continue;
    auto pos = parse_sfen<Shogi>(l.sfen);
    EXPECT_EQ(perft(pos, l.depth), l.nodes) << "line " << l.line << ": " << l.sfen;
    ++checked;
  }
  EXPECT_GT(checked, 350);
}

}  // namespace
}  // namespace boardlab::test
