// All 960 start positions against tests/data/chess960-perft-startpos.tsv: the numbering, both FEN
// forms, and perft (depth 3 for all, depth 4 for every 16th; deeper in the slow label).
#include <gtest/gtest.h>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/perft.hpp"
#include "support/chess960_data.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Chess960;
using variants::Chess960Numbering;

TEST(Chess960Starts, TableHasAll960) { EXPECT_EQ(read_chess960_starts().size(), 960u); }

TEST(Chess960Starts, NumberingGivesTheTablesShredderFen) {
  for (const StartRow& r : read_chess960_starts())
    EXPECT_EQ(Chess960Numbering::fen(r.number), r.shredder) << r.number;
}

TEST(Chess960Starts, ShredderAndXFenReadTheSameAndWriteBack) {
  for (const StartRow& r : read_chess960_starts()) {
    const auto a = parse_fen<Chess960>(r.shredder), b = parse_fen<Chess960>(r.xfen);
    EXPECT_TRUE(a.same_as(b)) << r.number;
    EXPECT_EQ(to_fen(a), r.shredder) << r.number;
    EXPECT_EQ(to_fen(b, CastlingStyle::XFen), r.xfen) << r.number;
  }
}

TEST(Chess960Starts, PerftDepthThreeForAllFourForASample) {
  for (const StartRow& r : read_chess960_starts()) {
    auto pos = parse_fen<Chess960>(r.number % 2 ? r.shredder : r.xfen);
    for (int d = 1; d <= (r.number % 16 == 0 ? 4 : 3); ++d)
      EXPECT_EQ(perft(pos, d), r.counts[d]) << "position " << r.number << " depth " << d;
  }
}

}  // namespace
}  // namespace boardlab::test
