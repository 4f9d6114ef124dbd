// The checks-only mate search behind USI `go mate`: shortest mates found, lines that end in
// checkmate under the rules, "no mate" where no check exists, and a stop that is obeyed.
#include <gtest/gtest.h>

#include "framework/game/game.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/mate_search.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::search {
namespace {

using variants::Shogi;

MateResult solve(const char* sfen, int plies, const std::atomic<bool>* stop = nullptr) {
  MateSearch<Shogi> solver;
  return solver.solve(parse_sfen<Shogi>(sfen), plies, 0, stop);
}

// `line` has `plies` moves and, played under the rules, ends in checkmate by the side to move.
void expect_line_mates(const char* sfen, const std::vector<Move>& line, std::size_t plies) {
  EXPECT_EQ(line.size(), plies) << sfen;
  Game<Shogi> g(parse_sfen<Shogi>(sfen));
  for (Move m : line) {
    ASSERT_FALSE(g.outcome().over());
    g.play(m);
  }
  EXPECT_EQ(g.outcome(), (Outcome{Result::FirstWins, Reason::Checkmate})) << sfen;
}

void expect_mate(const char* sfen, std::size_t plies) {
  const MateResult r = solve(sfen, 15);
  ASSERT_EQ(r.status, MateStatus::Found) << sfen;
  expect_line_mates(sfen, r.line, plies);
}

TEST(MateSearch, FindsShortestMates) {
  expect_mate("7kl/9/7G1/9/9/9/9/9/9 b G 1", 1);
  // R*1c drives the king out; five plies is the shortest with a rook and two golds.
  expect_mate("8k/9/9/9/9/9/9/9/9 b R2G 1", 5);
}

// A rook's check from afar against a defender holding every piece: each interposition can be
// captured with check, in any order. Fifteen plies counting the futile interpositions, as in
// Fairy-Stockfish's line. The search tries first the checks that leave fewest replies (a drop
// that mates at once, when the rook has captured something to drop) and remembers positions it
// proved: tens of thousands of nodes instead of 9.5 million. Nodes, not time, are checked; the
// deadline only turns a hang into a failure.
TEST(MateSearch, FutileInterpositionsAreSolvedQuickly) {
  const char* sfen = "7pk/9/7K1/5+r3/9/9/9/1B7/R8 b b4g4s4n4l17p 1";
  MateSearch<Shogi> solver;
  const MateResult r = solver.solve(parse_sfen<Shogi>(sfen), 15, 60000);
  ASSERT_EQ(r.status, MateStatus::Found);
  EXPECT_LT(r.nodes, 1000000u);
  EXPECT_EQ(move_to_usi(parse_sfen<Shogi>(sfen), r.line.at(0)), "9i1i");
  expect_mate(sfen, 15);
}

// `go mate infinite` must not grow without bound: past its bound the search forgets what it
// remembered, which costs time and never the answer. The same problem needs more positions than
// the small bound here, and still yields a fifteen-ply mate.
TEST(MateSearch, BoundedMemoryForgetsButFindsTheSameMate) {
  const char* sfen = "7pk/9/7K1/5+r3/9/9/9/1B7/R8 b b4g4s4n4l17p 1";
  constexpr std::size_t kBound = 2000;
  MateSearch<Shogi> unbounded;
  ASSERT_EQ(unbounded.solve(parse_sfen<Shogi>(sfen), 15, 60000).status, MateStatus::Found);
  EXPECT_GT(unbounded.remembered(), kBound);
  MateSearch<Shogi> bounded(kBound);
  const MateResult r = bounded.solve(parse_sfen<Shogi>(sfen), 15, 60000);
  ASSERT_EQ(r.status, MateStatus::Found);
  EXPECT_LE(bounded.remembered(), kBound);
  expect_line_mates(sfen, r.line, 15);
}

TEST(MateSearch, NoCheckMeansNoMate) {
  const MateResult r = solve("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 31);
  EXPECT_EQ(r.status, MateStatus::NoMate);
  EXPECT_TRUE(r.line.empty());
}

TEST(MateSearch, ADropPawnMateIsNotAMate) {
  // P*1b would mate but is uchifuzume, so it is not generated; nothing else checks.
  const MateResult r = solve("kn7/9/1G7/9/9/9/9/9/8K b P 1", 1);
  EXPECT_EQ(r.status, MateStatus::NoMate);
}

TEST(MateSearch, StopIsObeyed) {
  const std::atomic<bool> stop{true};
  const MateResult r = solve(
      "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p w SPbsl4p 1", 63, &stop);
  EXPECT_EQ(r.status, MateStatus::Stopped);
}

}  // namespace
}  // namespace boardlab::search
