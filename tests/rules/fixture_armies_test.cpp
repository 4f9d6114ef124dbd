// The battery's fixture armies (support/battery_fixtures.hpp) beyond perft: the shared search runs
// on them (a side without a king once crashed the move generator at an en-passant square), and
// the two positions of issue 33 that found the bugs.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "framework/rules/movegen.hpp"
#include "framework/search/search.hpp"
#include "support/battery_fixtures.hpp"
#include "support/perft_data.hpp"

namespace boardlab::test {
namespace {

template <class V>
void expect_search_plays_a_legal_move(const std::string& fen) {
  const auto pos = parse_fen<V>(fen);
  search::Searcher<V> searcher(8);
  const search::Report r = searcher.search(pos, {4, 0, 0});
  ASSERT_FALSE(r.pv.empty()) << fen;
  const auto legal = legal_moves(pos);
  EXPECT_NE(std::find(legal.begin(), legal.end(), r.pv.front()), legal.end()) << fen;
}

TEST(FixtureArmies, AnAlfilsCheckIsNotBlockedOnTheSquareItJumps) {
  // The alfil on d6 checks the king on f4 over e5; e4-e5 would have been taken for a block.
  const auto pos = parse_fen<AlfilArmy>("k7/8/3b4/8/4PK2/8/8/8 w - - 0 1");
  const auto moves = legal_moves(pos);
  EXPECT_EQ(moves.size(), 7u);
  for (Move m : moves) EXPECT_EQ(m.from(), pos.king_square(White)) << "only the king may move";
}

TEST(FixtureArmies, EnPassantWithoutAKingIsGenerated) {
  // After d2-d4 (White has no king) Black's pawn takes en passant, and White's pawns on the first
  // rank double-step.
  auto pos = parse_fen<KinglessArmy>("4k3/8/8/8/2p1p3/8/3P4/PPP1P3 w - - 0 1");
  pos.make(ChessNotation::parse_move<KinglessArmy>(pos, "d2d4"));
  int en_passant = 0;
  for (Move m : legal_moves(pos)) en_passant += m.type() == MoveType::EnPassant;
  EXPECT_EQ(en_passant, 2);
  // And the other way round: the kingless side takes en passant.
  auto other = parse_fen<KinglessArmy>("4k3/3p4/8/4P3/8/8/8/8 b - - 0 1");
  other.make(ChessNotation::parse_move<KinglessArmy>(other, "d7d5"));
  int kingless_ep = 0;
  for (Move m : legal_moves(other)) kingless_ep += m.type() == MoveType::EnPassant;
  EXPECT_EQ(kingless_ep, 1);
  // A double step from the first rank allows none (en_passant_ranks).
  auto first_rank = parse_fen<KinglessArmy>("4k3/8/8/8/8/1p6/8/2P5 w - - 0 1");
  first_rank.make(ChessNotation::parse_move<KinglessArmy>(first_rank, "c1c3"));
  EXPECT_EQ(first_rank.ep_square(), -1);
}

TEST(FixtureArmies, TheSearchPlaysEachArmy) {
  expect_search_plays_a_legal_move<AlfilArmy>(std::string(AlfilArmy::start_position));
  expect_search_plays_a_legal_move<AlfilArmy>("kr6/8/3b4/8/4PK2/8/8/1R4N1 w - - 0 1");
  expect_search_plays_a_legal_move<KinglessArmy>(std::string(KinglessArmy::start_position));
  expect_search_plays_a_legal_move<KinglessArmy>("4k3/3p4/8/4P3/8/8/8/8 b - - 0 1");
  expect_search_plays_a_legal_move<KinglessArmy>("8/8/8/3k4/1p6/8/2P5/PP1PP3 w - - 0 1");
}

}  // namespace
}  // namespace boardlab::test
