// The goal vocabulary (Desc<V>::goals) through the built-in variants that use it: a decided
// position has no moves, the adjudicator names the goal, the search and the mate prover treat
// reaching it as a win, and SAN keeps `#` for checkmate.
#include <gtest/gtest.h>

#include "framework/game/game.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/chess/san.hpp"
#include "framework/rules/perft.hpp"
#include "framework/search/mate_search.hpp"
#include "framework/search/search.hpp"
#include "support/perft_data.hpp"
#include "variants/3check/threecheck.hpp"
#include "variants/horde/horde.hpp"
#include "variants/kingofthehill/kingofthehill.hpp"

namespace boardlab::test {
namespace {

using variants::Horde;
using variants::KingOfTheHill;
using variants::ThreeCheck;

template <class V>
Position<V> position_after(const std::string& fen, const std::string& move) {
  Position<V> pos = parse_fen<V>(fen);
  pos.make(ChessNotation::parse_move<V>(pos, move));
  return pos;
}

template <class V>
search::Report search_depth(const std::string& fen, int depth) {
  search::Searcher<V> s(4);
  return s.search(parse_fen<V>(fen), {depth, 0, 0});
}

TEST(Goals, AKingOnTheHillHasWonAndTheGameHasNoMoves) {
  const std::string fen = "4k3/4p3/8/8/8/4K3/8/8 w - - 0 1";
  Position<KingOfTheHill> on_hill = position_after<KingOfTheHill>(fen, "e3e4");
  EXPECT_EQ(Game<KingOfTheHill>(on_hill).outcome(),
            (Outcome{Result::FirstWins, Reason::KingOfTheHill}));
  EXPECT_EQ(perft(on_hill, 1), 0u);
  EXPECT_EQ(perft(on_hill, 3), 0u);
  // The same move in chess ends nothing.
  EXPECT_FALSE(
      Game<variants::Chess>(position_after<variants::Chess>(fen, "e3e4")).outcome().over());
  // One step short of the hill, the game goes on.
  EXPECT_FALSE(Game<KingOfTheHill>(position_after<KingOfTheHill>(fen, "e3f3")).outcome().over());
}

TEST(Goals, AnAttackedHillSquareIsStillIllegal) {
  // The rook on d8 guards d4; e4 is free.
  auto pos = parse_fen<KingOfTheHill>("3rk3/8/8/8/8/4K3/8/8 w - - 0 1");
  bool d4 = false, e4 = false;
  for (Move m : legal_moves(pos)) {
    const std::string uci = ChessNotation::move_text<KingOfTheHill>(pos, m);
    d4 |= uci == "e3d4";
    e4 |= uci == "e3e4";
  }
  EXPECT_FALSE(d4);
  EXPECT_TRUE(e4);
}

TEST(Goals, TheSearchWalksOntoTheHillAsAMateInOne) {
  const auto r = search_depth<KingOfTheHill>("4k3/8/8/8/8/4K3/8/8 w - - 0 1", 3);
  EXPECT_EQ(r.score, search::kMate - 1);
  ASSERT_FALSE(r.pv.empty());
  auto pos = parse_fen<KingOfTheHill>("4k3/8/8/8/8/4K3/8/8 w - - 0 1");
  pos.make(r.pv[0]);
  EXPECT_EQ(Game<KingOfTheHill>(pos).outcome().reason, Reason::KingOfTheHill);
  // Black to move sees its loss coming when it cannot stop the king: a mated score.
  const auto lost = search_depth<KingOfTheHill>("7k/8/8/8/8/4K3/8/8 b - - 0 1", 4);
  EXPECT_EQ(lost.score, -(search::kMate - 2));
}

TEST(Goals, ReachingTheHillWithCheckIsWrittenAsCheckNotMate) {
  // Kd4 uncovers the rook's check on e8 and stands on the hill: the game is won, but not by mate.
  const std::string fen = "4k3/8/8/8/8/4K3/8/4R3 w - - 0 1";
  auto pos = parse_fen<KingOfTheHill>(fen);
  const Move kd4 = ChessNotation::parse_move<KingOfTheHill>(pos, "e3d4");
  EXPECT_EQ(move_to_san(pos, kd4), "Kd4+");
  // The checks-only mate prover counts it as ending the game in the attacker's favour.
  search::MateSearch<KingOfTheHill> prover;
  const auto r = prover.solve(pos, 1);
  EXPECT_EQ(r.status, search::MateStatus::Found);
  ASSERT_EQ(r.line.size(), 1u);
  EXPECT_EQ(ChessNotation::move_text<KingOfTheHill>(pos, r.line[0]), "e3d4");
}

TEST(Goals, CapturingTheLastHordePieceWins) {
  const std::string fen = "4k3/8/8/8/8/8/3r4/3P4 b - - 0 1";
  Position<Horde> captured = position_after<Horde>(fen, "d2d1");
  EXPECT_EQ(Game<Horde>(captured).outcome(), (Outcome{Result::SecondWins, Reason::HordeCaptured}));
  EXPECT_EQ(perft(captured, 1), 0u);
  // While White has a piece, the game goes on; the search takes the last pawn as a mate in one.
  EXPECT_FALSE(Game<Horde>(parse_fen<Horde>(fen)).outcome().over());
  const auto r = search_depth<Horde>(fen, 3);
  EXPECT_EQ(r.score, search::kMate - 1);
}

TEST(Goals, TheHordeStillWinsByCheckmate) {
  // Back-rank mate by the horde's queen: chess's checkmate, not the goal.
  Position<Horde> mated = position_after<Horde>("6k1/5ppp/8/8/8/8/1PP5/Q7 w - - 0 1", "a1a8");
  EXPECT_EQ(Game<Horde>(mated).outcome(), (Outcome{Result::FirstWins, Reason::Checkmate}));
}

TEST(Goals, TheThirdCheckWinsAndEveryCheckIsCounted) {
  const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 2+3 0 1";
  Position<ThreeCheck> pos = position_after<ThreeCheck>(fen, "a1a8");
  EXPECT_EQ(pos.checks_given(White), 2);
  EXPECT_EQ(to_fen(pos), "R3k3/8/8/8/8/8/8/4K3 b - - 1+3 1 1");
  EXPECT_FALSE(Game<ThreeCheck>(pos).outcome().over());
  // The second check from "1+3" is the third in all: the game is over, with moves left in chess.
  Position<ThreeCheck> won =
      position_after<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", "a1a8");
  EXPECT_EQ(Game<ThreeCheck>(won).outcome(), (Outcome{Result::FirstWins, Reason::ThreeCheck}));
  EXPECT_EQ(perft(won, 2), 0u);
  auto chess = position_after<variants::Chess>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
  EXPECT_GT(perft(chess, 1), 0u);
  // Unmaking the check takes the count back with the key.
  auto back = parse_fen<ThreeCheck>(fen);
  const Key key = back.key();
  back.make(ChessNotation::parse_move<ThreeCheck>(back, "a1a8"));
  back.unmake(ChessNotation::parse_move<ThreeCheck>(parse_fen<ThreeCheck>(fen), "a1a8"));
  EXPECT_EQ(back.checks_given(White), 1);
  EXPECT_EQ(back.key(), key);
}

TEST(Goals, CheckCountsArePartOfThePositionsIdentityAndFen) {
  const auto fresh = parse_fen<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1");
  const auto checked = parse_fen<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 2+3 0 1");
  EXPECT_NE(fresh.key(), checked.key());
  EXPECT_EQ(checked.key(), checked.compute_key());
  // The older suffix of checks given reads as the same position; no field means no check yet.
  const auto suffix = parse_fen<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +1+0");
  EXPECT_TRUE(suffix.same_as(checked));
  EXPECT_TRUE(parse_fen<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").same_as(fresh));
  EXPECT_EQ(to_fen(suffix), "4k3/8/8/8/8/8/8/R3K3 w - - 2+3 0 1");
  // Other chess variants refuse the field.
  EXPECT_THROW(parse_fen<variants::Chess>("4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1"), InputError);
}

TEST(Goals, BadCheckCountsAreRefusedWithTheirName) {
  auto message = [](const std::string& fen) {
    try {
      parse_fen<ThreeCheck>(fen);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message("4k3/8/8/8/8/8/8/R3K3 w - - 4+3 0 1"),
            "checks remaining '4' is out of range 0..3");
  EXPECT_EQ(message("4k3/8/8/8/8/8/8/R3K3 w - - 3x3 0 1"),
            "check counts '3x3' are not of the form W+B");
  EXPECT_EQ(message("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +1"),
            "check counts '+1' are not of the form +W+B");
}

TEST(Goals, TheSearchPlaysTheThirdCheck) {
  // Rook checks on a8 win at once; the search scores it as a mate in one.
  const auto r = search_depth<ThreeCheck>("4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", 3);
  EXPECT_EQ(r.score, search::kMate - 1);
}

}  // namespace
}  // namespace boardlab::test
