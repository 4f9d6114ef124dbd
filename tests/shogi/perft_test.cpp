// Shogi against tests/data/shogi-perft.txt (start position, drop-heavy positions, 292 random
// positions, rule probes): every count up to 2 million nodes; the rest in the slow label.
#include <gtest/gtest.h>

#include "framework/perft.hpp"
#include "support/shogi_perft_data.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

TEST(ShogiPerft, ReferenceCountsUpToTwoMillionNodes) {
  int checked = 0;
  for (const ShogiPerftLine& l : read_shogi_perft()) {
    if (l.nodes > 2'000'000) continue;
    auto pos = parse_sfen<Shogi>(l.sfen);
    EXPECT_EQ(perft(pos, l.depth), l.nodes) << "line " << l.line << ": " << l.sfen;
    ++checked;
  }
  EXPECT_GT(checked, 350);
}

}  // namespace
}  // namespace boardlab::test
