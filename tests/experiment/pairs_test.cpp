// Statistics on opening pairs (tools/experiment/pairs.hpp) against values worked out by hand;
// the arithmetic is in the comments.
#include <gtest/gtest.h>

#include "tools/experiment/pairs.hpp"

namespace boardlab::experiment {
namespace {

using Moves = std::vector<std::string>;

// Variant A: pair 0 (games 0, 1) scores 1 and ½ for the first player, pair 1 scores 1 and 1 with
// the same moves twice (a repeated pair), pair 2 scores 0 and ½; game 6 has no finished partner.
const FinishedGames kA = {{0, {1.0, Moves{"e2e4"}}}, {1, {0.5, Moves{"d2d4"}}},
                          {2, {1.0, Moves{"g1f3"}}}, {3, {1.0, Moves{"g1f3"}}},
                          {4, {0.0, Moves{"c2c4"}}}, {5, {0.5, Moves{"b2b3"}}},
                          {6, {0.5, Moves{"a2a3"}}}};
// Variant B: pairs score ½ ½, 1 0, ½ ½.
const FinishedGames kB = {{0, {0.5, Moves{"e2e4"}}}, {1, {0.5, Moves{"d2d4"}}},
                          {2, {1.0, Moves{"e2e4"}}}, {3, {0.0, Moves{"d2d4"}}},
                          {4, {0.5, Moves{"e2e4"}}}, {5, {0.5, Moves{"d2d4"}}}};

TEST(ExperimentPairs, PerVariantStatisticsOverPairs) {
  const nlohmann::json a = pair_statistics(kA);
  EXPECT_EQ(a["pairs"], 3);
  // First-player points per pair: 1.5, 2, 0.5 (in half points 3, 4, 1).
  EXPECT_EQ(a["first_score_pentanomial"], nlohmann::json({0, 1, 0, 1, 1}));
  // Mean pair score (0.75 + 1 + 0.25) / 3 = 0.666667; squared deviations 0.0069444 + 0.1111111 +
  // 0.1736111 = 0.2916667, s^2 = 0.1458333, se = sqrt(0.1458333 / 3) = 0.2204793; +/- 1.959964 se
  // = 0.432131: 0.2345 .. 1.0988, cut to 1 (a rate).
  EXPECT_DOUBLE_EQ(a["first_score_pairs_ci95"][0].get<double>(), 0.2345);
  EXPECT_DOUBLE_EQ(a["first_score_pairs_ci95"][1].get<double>(), 1.0);
  // Draw shares 0.5, 0, 0.5: mean 1/3, s^2 = (1/36 + 1/9 + 1/36) / 2 = 1/12, se = 1/6;
  // 1/3 +/- 0.326661: 0.0067 .. 0.66.
  EXPECT_DOUBLE_EQ(a["draw_rate_pairs_ci95"][0].get<double>(), 0.0067);
  EXPECT_DOUBLE_EQ(a["draw_rate_pairs_ci95"][1].get<double>(), 0.66);
  EXPECT_EQ(a["repeated_pairs"], 1);
  EXPECT_EQ(pair_statistics(kB)["repeated_pairs"], 0);
  EXPECT_EQ(pair_statistics(kB)["first_score_pentanomial"], nlohmann::json({0, 0, 3, 0, 0}));
}

TEST(ExperimentPairs, ComparisonsArePairedByOpeningAndHolmAdjusted) {
  // B - A per pair: scores -0.25, -0.5, 0.25 (mean -1/6, se 0.2204793, z = -0.755929,
  // p = 0.449692); draw shares 0.5, 0, 0.5 (mean 1/3, se 1/6, z = 2, p = 0.0455003).
  // C is A again: every difference 0 (p = 1, no spread, nothing detectable).
  const std::vector<nlohmann::json> c = paired_by_opening({&kA, &kB, &kA});
  ASSERT_EQ(c.size(), 2u);
  const nlohmann::json& b = c[0];
  EXPECT_EQ(b["pairs"], 3);
  EXPECT_DOUBLE_EQ(b["first_score_difference"].get<double>(), -0.1667);
  // -1/6 +/- 0.432131: -0.5988 .. 0.2655.
  EXPECT_DOUBLE_EQ(b["first_score_difference_ci95"][0].get<double>(), -0.5988);
  EXPECT_DOUBLE_EQ(b["first_score_difference_ci95"][1].get<double>(), 0.2655);
  EXPECT_DOUBLE_EQ(b["first_score_p_value"].get<double>(), 0.449692);
  EXPECT_DOUBLE_EQ(b["draw_rate_difference"].get<double>(), 0.3333);
  EXPECT_DOUBLE_EQ(b["draw_rate_p_value"].get<double>(), 0.0455);
  // Holm over the two comparisons: 2 x 0.0455003 = 0.091001 (C's p = 1 stays 1); 2 x 0.449692 =
  // 0.899384.
  EXPECT_DOUBLE_EQ(b["draw_rate_p_value_holm"].get<double>(), 0.091001);
  EXPECT_DOUBLE_EQ(b["first_score_p_value_holm"].get<double>(), 0.899384);
  // 80% power at 5%: 2.801585 x 1/6 = 0.4669; 2.801585 x 0.2204793 = 0.6177.
  EXPECT_DOUBLE_EQ(b["draw_rate_detectable_difference"].get<double>(), 0.4669);
  EXPECT_DOUBLE_EQ(b["first_score_detectable_difference"].get<double>(), 0.6177);
  const nlohmann::json& same = c[1];
  EXPECT_EQ(same["draw_rate_difference"], 0.0);
  EXPECT_EQ(same["draw_rate_p_value"], 1.0);
  EXPECT_EQ(same["draw_rate_p_value_holm"], 1.0);
  EXPECT_EQ(same["first_score_detectable_difference"], 0.0);
}

TEST(ExperimentPairs, OnlyPairsBothVariantsFinishedArePaired) {
  // A's pair 3 (game 6 alone) is not a pair; B without its pair 1 leaves pairs 0 and 2.
  FinishedGames b = kB;
  b.erase(3);
  const nlohmann::json c = paired_by_opening({&kA, &b})[0];
  EXPECT_EQ(c["pairs"], 2);
  // Draw differences 0.5 and 0.5: mean 0.5 with no spread, p = 0.
  EXPECT_EQ(c["draw_rate_difference"], 0.5);
  EXPECT_EQ(c["draw_rate_p_value"], 0.0);
  EXPECT_EQ(pair_statistics(b)["pairs"], 2);
  // No pairs at all: counts are 0 and the intervals collapse to 0.
  const nlohmann::json none = pair_statistics({});
  EXPECT_EQ(none["pairs"], 0);
  EXPECT_EQ(none["first_score_pairs_ci95"], nlohmann::json({0.0, 0.0}));
}

}  // namespace
}  // namespace boardlab::experiment
