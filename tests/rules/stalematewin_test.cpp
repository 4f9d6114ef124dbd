// stalematewin against Fairy-Stockfish's verdicts (tests/data/stalematewin-outcomes.txt): a
// stalemated side loses under stalematewin and draws under chess; where a stalemate in one
// exists, the search finds a win under stalematewin and none under chess.
#include <gtest/gtest.h>

#include <map>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/search/search.hpp"
#include "support/perft_data.hpp"
#include "variants/stalematewin/stalematewin.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;
using variants::StalemateWin;

// The file's blocks as key -> value maps.
std::vector<std::map<std::string, std::string>> blocks() {
  std::vector<std::map<std::string, std::string>> out;
  for (const std::string& line : data_lines("stalematewin-outcomes.txt")) {
    const auto colon = line.find(": ");
    if (colon == std::string::npos) continue;
    const std::string key = line.substr(0, colon), value = line.substr(colon + 2);
    if (key == "id") out.emplace_back();
    if (!out.empty()) out.back()[key] = value;
  }
  return out;
}

template <class V>
search::Report search(const std::string& fen, int depth) {
  search::Searcher<V> s(4);
  return s.search(parse_fen<V>(fen), {depth, 0, 0});
}

TEST(StalemateWin, OutcomesAgreeWithFairyStockfish) {
  int stalemated = 0, in_one = 0;
  for (auto& b : blocks()) {
    const std::string& fen = b["fen"];
    if (b["perft-1"] == "0") {
      ++stalemated;
      const Outcome win = Game<StalemateWin>(parse_fen<StalemateWin>(fen)).outcome();
      const Outcome chess = Game<Chess>(parse_fen<Chess>(fen)).outcome();
      EXPECT_EQ(std::string(result_text(win.result)), b["expected-stalematewin"].substr(0, 3))
          << b["id"];
      EXPECT_EQ(win.reason, Reason::Stalemate) << b["id"];
      EXPECT_EQ(chess, (Outcome{Result::Draw, Reason::Stalemate})) << b["id"];
    } else {
      ++in_one;
      // Stalemating wins at once: the score is a win in one ply; chess sees no win.
      const auto r = search<StalemateWin>(fen, 3);
      EXPECT_EQ(r.score, search::kMate - 1) << b["id"];
      Position<StalemateWin> after = parse_fen<StalemateWin>(fen);
      after.make(r.pv.at(0));
      EXPECT_EQ(Game<StalemateWin>(after).outcome().result,
                win_for(parse_fen<StalemateWin>(fen).side_to_move()))
          << b["id"];
      if (b["id"] != "q-stalemate-or-mate") {
        EXPECT_LT(search<Chess>(fen, 5).score, search::kMateBound) << b["id"];
      }
    }
  }
  EXPECT_GE(stalemated, 4);
  EXPECT_GE(in_one, 3);
}

}  // namespace
}  // namespace boardlab::test
