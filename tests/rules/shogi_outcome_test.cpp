// Shogi endings that the rule-edge data does not cover: having no legal move loses (in check or
// not), and the 24-point jishogi claim once both kings have entered their zones.
#include <gtest/gtest.h>

#include "framework/notation/shogi/shogi_notation.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

Game<Shogi> at(const std::string& sfen) { return Game<Shogi>(parse_sfen<Shogi>(sfen)); }

TEST(ShogiOutcome, NoLegalMoveLosesEvenWithoutCheck) {
  // python-shogi's position: sente (to move) has pieces but none can move.
  const auto g = at("+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/6k2 b - 200");
  EXPECT_FALSE(g.position().in_check());
  EXPECT_EQ(g.outcome(), (Outcome{Result::SecondWins, Reason::Stalemate}));
  // Checkmate: the gold on 5h is protected by the lance.
  EXPECT_EQ(at("9/9/9/9/9/9/4l4/4g4/4K4 b - 1").outcome(),
            (Outcome{Result::SecondWins, Reason::Checkmate}));
}

TEST(ShogiOutcome, JishogiNeedsBothKingsInTheirZones) {
  EXPECT_FALSE(at(std::string(Shogi::start_position)).claimable().has_value());
  // Sente's king on 5a and gote's on 5i, both inside the zones.
  const auto both_in = at("4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 1");
  ASSERT_TRUE(both_in.claimable().has_value());
  // Sente holds everything: 54 points against gote's 0, so gote (below 24) loses.
  EXPECT_EQ(*both_in.claimable(), (Outcome{Result::FirstWins, Reason::Jishogi}));
  EXPECT_EQ(both_in.outcome_with_claim(), (Outcome{Result::FirstWins, Reason::Jishogi}));
  EXPECT_EQ(both_in.outcome(), Outcome{});  // only when claimed
}

TEST(ShogiOutcome, JishogiIsADrawWhenBothHaveTwentyFourPoints) {
  // Each side: one rook, one bishop (10) + 2 golds 2 silvers 2 knights 2 lances 9 pawns (17) = 27.
  const auto g = at("4K4/9/9/9/9/9/9/9/4k4 w RB2G2S2N2L9Prb2g2s2n2l9p 1");
  ASSERT_TRUE(g.claimable().has_value());
  EXPECT_EQ(*g.claimable(), (Outcome{Result::Draw, Reason::Jishogi}));
}

TEST(ShogiOutcome, DeclarationIsAnOptionOffByDefault) {
  // lishogi's declaration example: a win with the 27-point rule, not a claim in plain shogi.
  EXPECT_FALSE(at("2SGS4/+B+RGKGLLRB/3G5/9/7pp/8k/9/9/9 b - 1").claimable().has_value());
}

}  // namespace
}  // namespace boardlab::test
