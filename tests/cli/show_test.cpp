// `boardlab show`: boards drawn from the descriptor, in the variant's own square names, with the
// family's figures or letters, the second player told apart, hands, and the status line.
#include <gtest/gtest.h>

#include <sstream>

#include "support/run_command.hpp"

namespace boardlab::test {
namespace {

std::vector<std::string> show(std::vector<std::string> args) {
  args.insert(args.begin(), "show");
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  std::vector<std::string> lines;
  std::istringstream in(r.out);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

TEST(Show, ChessWithFiguresLettersAndFlip) {
  auto lines = show({"--moves", "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7"});
  ASSERT_EQ(lines.size(), 11u);
  EXPECT_EQ(lines[0], "    a  b  c  d  e  f  g  h");
  EXPECT_EQ(lines[1], " 8  ♜  .  ♝  ♛  ♚  ♝  .  ♜  8");
  EXPECT_EQ(lines[2], " 7  ♟  ♟  ♟  ♟  .  ♕  ♟  ♟  7");
  EXPECT_EQ(lines[10], "black to move · last move h5f7 · check · 1-0 checkmate");
  lines = show({"--ascii", "--moves", "e2e4"});
  EXPECT_EQ(lines[5], " 4  .  .  .  .  P  .  .  .  4");
  EXPECT_EQ(lines[1], " 8  r  n  b  q  k  b  n  r  8");
  EXPECT_EQ(lines[10], "black to move · last move e2e4");
  lines = show({"--ascii", "--flip"});
  EXPECT_EQ(lines[0], "    h  g  f  e  d  c  b  a");
  EXPECT_EQ(lines[1], " 1  R  N  B  K  Q  B  N  R  1");
  for (const auto& l : lines) EXPECT_EQ(l.find('\x1b'), std::string::npos);  // not a terminal
}

TEST(Show, ShogiWithKanjiMarksAndHands) {
  auto lines = show({"--variant", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b B*4e"});
  ASSERT_EQ(lines.size(), 14u);
  EXPECT_EQ(lines[0], "    9  8  7  6  5  4  3  2  1");
  EXPECT_EQ(lines[1], " a v香v桂v銀v金v玉v金 ・v桂v香 a");
  EXPECT_EQ(lines[5], " e  ・ ・ ・ ・ ・ 角 ・ ・ ・ e");
  EXPECT_EQ(lines[11], "sente in hand: -");
  EXPECT_EQ(lines[12], "gote in hand: 角");
  EXPECT_EQ(lines[13], "gote to move · last move B*4e");
  lines = show({"--variant", "shogi", "--ascii", "--fen",
                "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"});
  EXPECT_EQ(lines[2], " b  . vR  .  .  .  .  .  +B .  b");  // "+B" fills a whole cell
  EXPECT_EQ(lines[11], "sente in hand: B");
}

TEST(Show, CrazyhousePromotedPiecesAndHands) {
  const auto lines =
      show({"--variant", "crazyhouse", "--ascii", "--fen", "4k3/8/8/8/8/8/8/Q~3K3[Pnn] w - - 0 1"});
  EXPECT_EQ(lines[8], " 1  Q~ .  .  .  K  .  .  .  1");
  EXPECT_EQ(lines[10], "white in hand: P");
  EXPECT_EQ(lines[11], "black in hand: n2");
}

TEST(Show, ColoursOnRequestAndBadOptions) {
  const RunResult r = run_boardlab({"show", "--color", "always"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\x1b[48;5;"), std::string::npos);
  const RunResult bad = run_boardlab({"show", "--color", "purple"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err.rfind("error: ", 0), 0u);
  const RunResult bad_move = run_boardlab({"show", "--moves", "e2e5"});
  EXPECT_EQ(bad_move.status, 2);
  EXPECT_NE(bad_move.err.find("'e2e5'"), std::string::npos);
}

}  // namespace
}  // namespace boardlab::test
