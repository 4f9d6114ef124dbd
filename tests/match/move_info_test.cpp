// What a player's info lines say about its move (tools/match/player.hpp, read_info): the score,
// depth and nodes of the last iteration reported, whatever else the lines hold.
#include <gtest/gtest.h>

#include "tools/match/player.hpp"

namespace boardlab::match {
namespace {

TEST(MoveInfo, AnIterationReportSetsScoreDepthAndNodes) {
  MoveReply r;
  read_info("info depth 7 seldepth 9 multipv 1 score cp -35 nodes 5012 nps 900 time 5 pv e2e4", r);
  EXPECT_EQ(r.score_cp, -35);
  EXPECT_EQ(r.depth, 7);
  EXPECT_EQ(r.nodes, 5012u);
  // A line without a score (the move being searched, a string) leaves them.
  read_info("info depth 8 currmove d2d4 currmovenumber 2", r);
  read_info("info string nodes 1", r);
  EXPECT_EQ(r.depth, 7);
  EXPECT_EQ(r.nodes, 5012u);
  // A later report replaces them; a mate is scored as ±100000 less the distance.
  read_info("info score mate 3 depth 9 nodes 8000", r);
  EXPECT_EQ(r.score_cp, 100000 - 3);
  EXPECT_EQ(r.depth, 9);
  EXPECT_EQ(r.nodes, 8000u);
  // A field that is not a number is left out, not guessed.
  MoveReply s;
  read_info("info depth x score cp 12 nodes -4", s);
  EXPECT_EQ(s.score_cp, 12);
  EXPECT_FALSE(s.depth);
  EXPECT_FALSE(s.nodes);
}

}  // namespace
}  // namespace boardlab::match
