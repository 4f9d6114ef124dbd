// Match statistics against values worked out by hand (the arithmetic is in the comments), and the
// SPRT bounds and decisions.
#include <gtest/gtest.h>

#include <cmath>

#include "tools/match/statistics.hpp"

namespace boardlab::match {
namespace {

TEST(MatchStatistics, EloFromScore) {
  EXPECT_DOUBLE_EQ(elo_from_score(0.5), 0.0);
  // -400 log10(1/0.75 - 1) = -400 log10(1/3) = 400 * 0.4771213 = 190.8485
  EXPECT_NEAR(elo_from_score(0.75), 190.8485, 1e-4);
  EXPECT_NEAR(elo_from_score(0.25), -190.8485, 1e-4);
  EXPECT_NEAR(score_from_elo(190.8485), 0.75, 1e-7);
}

// The normal distribution every interval and p-value uses: table values (Abramowitz and Stegun
// 26.2): P(|Z| >= 1.959964) = 0.05, P(|Z| >= 2.575829) = 0.01, P(|Z| >= 1) = 0.317311.
TEST(MatchStatistics, NormalQuantileAndTwoSidedP) {
  EXPECT_NEAR(two_sided_p(kNormalQuantile975), 0.05, 1e-12);
  EXPECT_NEAR(two_sided_p(-2.575829), 0.01, 1e-7);
  EXPECT_NEAR(two_sided_p(1.0), 0.317311, 1e-6);
  EXPECT_DOUBLE_EQ(two_sided_p(0.0), 1.0);
}

TEST(MatchStatistics, TrinomialLikeCutechess) {
  // 10 wins, 5 losses, 5 draws: mu = 12.5 / 20 = 0.625, Elo = -400 log10(0.6) = 88.7395.
  // Variance per game: 0.5 (0.375)^2 + 0.25 (0.625)^2 + 0.25 (0.125)^2 = 0.171875;
  // standard error sqrt(0.171875 / 20) = 0.0927025; mu +/- 1.959964 se = 0.806694 / 0.443306;
  // Elo of those 248.19 / -39.56; margin (248.19 + 39.56) / 2 = 143.87.
  const Trinomial t{10, 5, 5};
  EXPECT_DOUBLE_EQ(t.score(), 0.625);
  const EloEstimate e = estimate(t);
  EXPECT_NEAR(e.elo, 88.7395, 1e-3);
  EXPECT_NEAR(e.margin, 143.875, 1e-2);
  // LOS = 0.5 + 0.5 erf(5 / sqrt(30)) = 0.5 + 0.5 erf(0.912871) = 0.901647
  EXPECT_NEAR(likelihood_of_superiority(t), 0.901647, 1e-5);
}

TEST(MatchStatistics, PentanomialFromPairs) {
  // Pairs with 0, 0.5, 1, 1.5, 2 points: 1, 2, 3, 3, 1 (10 pairs). Mean pair score per game:
  // (0 + 2 x 0.25 + 3 x 0.5 + 3 x 0.75 + 1) / 10 = 0.525; variance 0.080625;
  // Elo -400 log10(1/0.525 - 1) = 17.3863; se sqrt(0.080625/10) = 0.0897914, so the interval
  // 0.525 +/- 0.175988 gives Elo 148.009 and -108.293: margin 128.151.
  Pentanomial p;
  p.pairs = {1, 2, 3, 3, 1};
  EXPECT_EQ(p.count(), 10);
  const EloEstimate e = estimate(p);
  EXPECT_NEAR(e.elo, 17.3863, 1e-3);
  EXPECT_NEAR(e.margin, 128.1509, 1e-2);
}

TEST(MatchStatistics, PerfectScoresHaveNoFiniteElo) {
  const EloEstimate e = estimate(Trinomial{4, 0, 0});
  EXPECT_TRUE(std::isinf(e.elo) && e.elo > 0);
  EXPECT_TRUE(std::isnan(e.margin));
  EXPECT_DOUBLE_EQ(estimate(Trinomial{}).elo, 0.0);
}

TEST(MatchStatistics, SprtBoundsAndLlr) {
  const Sprt s{0, 10, 0.05, 0.05};
  // ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = 2.944439
  EXPECT_NEAR(s.lower_bound(), -2.944439, 1e-6);
  EXPECT_NEAR(s.upper_bound(), 2.944439, 1e-6);
  // s0 = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 0.5143871.
  // Trinomial 10-5-5: N (s1 - s0)(2 mu - s0 - s1) / (2 var)
  //   = 20 x 0.0143871 x (1.25 - 1.0143871) / (2 x 0.171875) = 0.197225
  EXPECT_NEAR(log_likelihood_ratio(Trinomial{10, 5, 5}, s), 0.197225, 1e-5);
  // Pentanomial above: 10 x 0.0143871 x (1.05 - 1.0143871) / (2 x 0.080625) = 0.0317748
  Pentanomial p;
  p.pairs = {1, 2, 3, 3, 1};
  EXPECT_NEAR(log_likelihood_ratio(p, s), 0.0317748, 1e-6);
  EXPECT_EQ(sprt_state(3.0, s), SprtState::AcceptH1);
  EXPECT_EQ(sprt_state(-3.0, s), SprtState::AcceptH0);
  EXPECT_EQ(sprt_state(0.2, s), SprtState::Continue);
  // No variance yet: no evidence either way.
  EXPECT_DOUBLE_EQ(log_likelihood_ratio(Trinomial{3, 0, 0}, s), 0.0);
}

}  // namespace
}  // namespace boardlab::match
