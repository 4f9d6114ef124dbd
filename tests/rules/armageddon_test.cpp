// Armageddon: every drawn result is 0-1 with the draw's reason; decisive results are unchanged.
// The scoring policy composes with any descriptor: Chess960 Armageddon is three lines here.
#include <gtest/gtest.h>

#include "framework/notation/chess/chess_notation.hpp"
#include "variants/armageddon/armageddon.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Armageddon;
using variants::Chess;

struct Chess960Armageddon : variants::Chess960 {
  using scoring = DrawOddsForSecondPlayer;
};

template <class V>
Outcome outcome_after(const std::string& fen, const std::string& moves = "", bool claim = false) {
  Game<V> g(parse_fen<V>(fen));
  for (std::string_view m : split_words(moves)) g.play(parse_uci_move(g.position(), m));
  return claim ? g.outcome_with_claim() : g.outcome();
}

const std::string kStalemate = "7K/7P/7k/8/6q1/8/8/8 w - - 0 1";
const std::string kDead = "4k3/8/8/8/8/5B2/8/4K3 w - - 0 1";
const std::string kSeventyFive = "4k3/8/6r1/8/8/8/2R5/4K3 w - - 150 90";
const std::string kKnights =
    "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

TEST(Armageddon, EveryDrawIsAWinForBlackWithItsReason) {
  EXPECT_EQ(outcome_after<Armageddon>(kStalemate),
            (Outcome{Result::SecondWins, Reason::Stalemate}));
  EXPECT_EQ(outcome_after<Armageddon>(kDead),
            (Outcome{Result::SecondWins, Reason::InsufficientMaterial}));
  EXPECT_EQ(outcome_after<Armageddon>(kSeventyFive),
            (Outcome{Result::SecondWins, Reason::SeventyFiveMoves}));
  EXPECT_EQ(outcome_after<Armageddon>(std::string(Chess::start_position), kKnights),
            (Outcome{Result::SecondWins, Reason::FivefoldRepetition}));
  EXPECT_EQ(
      outcome_after<Armageddon>(std::string(Chess::start_position), kKnights.substr(0, 39), true),
      (Outcome{Result::SecondWins, Reason::ThreefoldRepetition}));
}

TEST(Armageddon, TheSamePositionsAreDrawsInChess) {
  EXPECT_EQ(outcome_after<Chess>(kStalemate), (Outcome{Result::Draw, Reason::Stalemate}));
  EXPECT_EQ(outcome_after<Chess>(kDead), (Outcome{Result::Draw, Reason::InsufficientMaterial}));
  EXPECT_EQ(outcome_after<Chess>(kSeventyFive), (Outcome{Result::Draw, Reason::SeventyFiveMoves}));
}

TEST(Armageddon, DecisiveResultsAreUnchanged) {
  EXPECT_EQ(outcome_after<Armageddon>("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"),
            (Outcome{Result::FirstWins, Reason::Checkmate}));
  EXPECT_EQ(
      outcome_after<Armageddon>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
      (Outcome{Result::SecondWins, Reason::Checkmate}));
  EXPECT_EQ(outcome_after<Armageddon>(std::string(Chess::start_position)), Outcome{});
}

TEST(Armageddon, ComposesWithChess960) {
  EXPECT_EQ(outcome_after<Chess960Armageddon>(kStalemate),
            (Outcome{Result::SecondWins, Reason::Stalemate}));
  EXPECT_EQ(outcome_after<variants::Chess960>(kStalemate),
            (Outcome{Result::Draw, Reason::Stalemate}));
}

}  // namespace
}  // namespace boardlab::test
