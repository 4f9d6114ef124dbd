// Deep Chess960 perft: every start position to depth 5 (a sample to 6) and the middlegame file to
// depth 5 (a sample to 6). Run with `ctest -L slow`.
#include <gtest/gtest.h>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/perft.hpp"
#include "support/chess960_data.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Chess960;

TEST(Chess960DeepPerft, StartPositions) {
  for (const StartRow& r : read_chess960_starts()) {
    auto pos = parse_fen<Chess960>(r.shredder);
    for (int d = 4; d <= (r.number % 32 == 0 ? 6 : 5); ++d)
      EXPECT_EQ(perft(pos, d), r.counts[d]) << "position " << r.number << " depth " << d;
  }
}

TEST(Chess960DeepPerft, MiddlegamesAndEdgeCases) {
  int index = 0;
  for (const std::string file : {"chess960-perft.perft", "chess960-castling-edge.perft"})
    for (const PerftCase& c : read_perft_file(file)) {
      auto pos = parse_fen<Chess960>(c.position);
      const int max_depth = index++ % 16 == 0 ? 6 : 5;
      for (auto [depth, nodes] : c.counts)
        if (nodes > 2'000'000 && depth <= max_depth) {
          EXPECT_EQ(perft(pos, depth), nodes) << c.id << " depth " << depth;
        }
    }
}

}  // namespace
}  // namespace boardlab::test
