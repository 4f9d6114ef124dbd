// Shogi counts above 2 million nodes: start position depth 5 and 6 (547,581,517), Matsuri
// depth 4, the 593-move position depth 3. Run with `ctest -L slow`.
#include <gtest/gtest.h>

#include "framework/rules/perft.hpp"
#include "support/shogi_perft_data.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

TEST(ShogiDeepPerft, ReferenceCountsAboveTwoMillionNodes) {
  for (const ShogiPerftLine& l : read_shogi_perft()) {
    if (l.nodes <= 2'000'000) continue;
    auto pos = parse_sfen<Shogi>(l.sfen);
    EXPECT_EQ(perft(pos, l.depth), l.nodes) << "line " << l.line << ": " << l.sfen;
  }
}

}  // namespace
}  // namespace boardlab::test
