// The variants with their own game-ending rules adjudicate short games as the reference does.
// Every game of these files is replayed with `boardlab game`, whose last line must be the file's
// result and reason: tests/data/lichess-outcomes.txt (results from chessops, positions
// cross-checked with Fairy-Stockfish), racingkings-outcomes.txt (chessops),
// shatranj-outcomes.txt (a rules model cross-checked with Fairy-Stockfish),
// antichess-outcomes.txt (chessops, cross-checked with Fairy-Stockfish) and atomic-outcomes.txt
// (chessops, cross-checked with ffish and stockfish.js).
#include <gtest/gtest.h>

#include <sstream>

#include "support/perft_data.hpp"
#include "support/run_command.hpp"

namespace boardlab::test {
namespace {

struct RecordedGame {
  std::string fen, moves, result, reason;
};

struct Source {
  const char* file;
  const char* variant;
};

std::vector<RecordedGame> games_of(const Source& source) {
  const std::string variant = source.variant;
  std::vector<RecordedGame> out;
  for (const std::string& line : data_lines(source.file)) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');) f.push_back(field);
    if (f.size() != 5) ADD_FAILURE() << "not five tab-separated fields: " << line;
    if (f.size() == 5 && f[0] == variant)
      out.push_back({f[1], f[2] == "-" ? "" : f[2], f[3], f[4]});
  }
  return out;
}

class VariantOutcomes : public ::testing::TestWithParam<Source> {};

TEST_P(VariantOutcomes, GameReportsTheReferenceResultAndReason) {
  const auto games = games_of(GetParam());
  EXPECT_GE(games.size(), 8u);
  for (const RecordedGame& g : games) {
    const auto r =
        run_boardlab({"game", "--variant", GetParam().variant, "--fen", g.fen, "--moves", g.moves});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(last_line(r.out), g.result + " " + g.reason) << g.fen << " moves " << g.moves;
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, VariantOutcomes,
                         ::testing::Values(Source{"lichess-outcomes.txt", "kingofthehill"},
                                           Source{"lichess-outcomes.txt", "horde"},
                                           Source{"lichess-outcomes.txt", "3check"},
                                           Source{"shatranj-outcomes.txt", "shatranj"},
                                           Source{"racingkings-outcomes.txt", "racingkings"},
                                           Source{"antichess-outcomes.txt", "antichess"},
                                           Source{"atomic-outcomes.txt", "atomic"}));

}  // namespace
}  // namespace boardlab::test
