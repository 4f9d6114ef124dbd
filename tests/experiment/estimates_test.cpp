// The experiment's estimates against values worked out by hand (arithmetic in the comments).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "tools/experiment/estimates.hpp"

namespace boardlab::experiment {
namespace {

TEST(ExperimentEstimates, WilsonInterval) {
  // p = 0.5, n = 100, z = 1.959964: z^2 = 3.841459, denominator 1.0384146,
  // centre (0.5 + 0.0192073) / 1.0384146 = 0.5, half = 1.959964 / 1.0384146 x
  // sqrt(0.0025 + 0.0000960365) = 1.887456 x 0.0509513 = 0.0961684: 0.403832 .. 0.596168.
  const Interval i = wilson(0.5, 100);
  EXPECT_NEAR(i.low, 0.403832, 1e-5);
  EXPECT_NEAR(i.high, 0.596168, 1e-5);
  // p = 0.1, n = 20: centre (0.1 + 0.0960365) / 1.1920729 = 0.164452; half = 1.644160 x
  // sqrt(0.0045 + 0.0024009) = 1.644160 x 0.0830714 = 0.136583: 0.027866 .. 0.301034.
  const Interval j = wilson(0.1, 20);
  EXPECT_NEAR(j.low, 0.027866, 1e-5);
  EXPECT_NEAR(j.high, 0.301034, 1e-5);
  // No success at all: the interval starts at 0 and is not empty.
  EXPECT_DOUBLE_EQ(wilson(0, 20).low, 0.0);
  EXPECT_GT(wilson(0, 20).high, 0.1);
}

TEST(ExperimentEstimates, DifferenceTests) {
  // 0.3 of 200 against 0.4 of 200: pooled 0.35, se sqrt(0.35 x 0.65 x 0.01) = 0.0476970,
  // z = 0.1 / 0.0476970 = 2.096570, two-sided p = erfc(2.096570 / sqrt 2) = 0.036031.
  EXPECT_NEAR(proportion_difference_p(0.3, 200, 0.4, 200), 0.036031, 1e-5);
  EXPECT_DOUBLE_EQ(proportion_difference_p(0.3, 200, 0.3, 200), 1.0);
  // Means 0.5 and 0.6, variances 0.2 and 0.2, 100 each: se sqrt(0.004) = 0.0632456,
  // z = 1.581139, p = 0.113846.
  EXPECT_NEAR(mean_difference_p(0.5, 0.2, 100, 0.6, 0.2, 100), 0.113846, 1e-5);
}

TEST(ExperimentEstimates, MeanOfPairsWithStandardError) {
  // Pair scores 0, 0.5, 1, 1: mean 0.625; squared deviations 0.390625 + 0.015625 + 0.140625 +
  // 0.140625 = 0.6875; s^2 = 0.6875 / 3 = 0.2291667, se = sqrt(0.2291667 / 4) = 0.2393568.
  const MeanEstimate m = mean_estimate({0, 0.5, 1, 1});
  EXPECT_EQ(m.n, 4);
  EXPECT_DOUBLE_EQ(m.mean, 0.625);
  EXPECT_NEAR(m.se, 0.2393568, 1e-7);
  // 0.625 +/- 1.959964 x 0.2393568 = 0.625 +/- 0.4691306.
  const Interval i = normal_interval(m);
  EXPECT_NEAR(i.low, 0.1558694, 1e-6);
  EXPECT_NEAR(i.high, 1.0941306, 1e-6);
  // z = 0.625 / 0.2393568 = 2.611165, two-sided p = erfc(2.611165 / sqrt 2) = 0.0090234.
  EXPECT_NEAR(zero_mean_p(m), 0.0090234, 1e-6);
  // One value, or none: no standard error, no evidence.
  EXPECT_EQ(mean_estimate({0.7}).se, 0.0);
  EXPECT_EQ(zero_mean_p(mean_estimate({0.7})), 1.0);
  EXPECT_EQ(mean_estimate({}).n, 0);
  // Every difference the same: 0 is certain or impossible.
  EXPECT_EQ(zero_mean_p(mean_estimate({0, 0, 0})), 1.0);
  EXPECT_EQ(zero_mean_p(mean_estimate({0.5, 0.5})), 0.0);
}

TEST(ExperimentEstimates, HolmAdjustsInTheInputOrder) {
  // Sorted 0.01, 0.03, 0.04, 0.5 with m = 4: 4 x 0.01 = 0.04; 3 x 0.03 = 0.09; 2 x 0.04 = 0.08,
  // raised to the running 0.09; 1 x 0.5 = 0.5. Back in the input order: 0.04, 0.09, 0.09, 0.5.
  const std::vector<double> adjusted = holm({0.01, 0.04, 0.03, 0.5});
  ASSERT_EQ(adjusted.size(), 4u);
  EXPECT_DOUBLE_EQ(adjusted[0], 0.04);
  EXPECT_DOUBLE_EQ(adjusted[1], 0.09);
  EXPECT_DOUBLE_EQ(adjusted[2], 0.09);
  EXPECT_DOUBLE_EQ(adjusted[3], 0.5);
  // Capped at 1; one test is not adjusted.
  EXPECT_DOUBLE_EQ(holm({0.4, 0.6})[0], 0.8);
  EXPECT_DOUBLE_EQ(holm({0.4, 0.6})[1], 0.8);
  EXPECT_DOUBLE_EQ(holm({0.7, 0.9})[1], 1.0);
  EXPECT_DOUBLE_EQ(holm({0.03})[0], 0.03);
  EXPECT_TRUE(holm({}).empty());
}

TEST(ExperimentEstimates, DetectableDifferenceAtEightyPercentPower) {
  // (1.959964 + 0.841621) x 0.05 = 2.801585 x 0.05 = 0.1400793.
  EXPECT_NEAR(detectable_difference(0.05), 0.1400793, 1e-7);
  EXPECT_EQ(detectable_difference(0), 0.0);
}

TEST(ExperimentEstimates, BootstrapIsReproducibleAndCoversTheMean) {
  std::vector<double> v;
  for (int i = 0; i < 200; ++i) v.push_back(i % 50);  // mean 24.5
  const Interval a = bootstrap_mean(v, 1000, 7), b = bootstrap_mean(v, 1000, 7);
  EXPECT_EQ(a.low, b.low);
  EXPECT_EQ(a.high, b.high);
  EXPECT_LT(a.low, 24.5);
  EXPECT_GT(a.high, 24.5);
  // The standard error is 14.43 / sqrt(200) = 1.02: the interval is about +/- 2.
  EXPECT_NEAR(a.high - a.low, 4.0, 0.6);
}

TEST(ExperimentEstimates, LogisticRegressionRecoversKnownWeights) {
  // Outcomes drawn from p = sigmoid(0.2 + 1.0 x1 - 0.5 x2); 20000 samples recover the weights
  // within a few hundredths.
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<int> feature(-3, 3);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<std::vector<double>> x;
  std::vector<double> y;
  for (int i = 0; i < 20000; ++i) {
    const double a = feature(rng), b = feature(rng);
    x.push_back({a, b, 0.0});  // the third feature never varies: its weight stays 0
    y.push_back(u(rng) < 1 / (1 + std::exp(-(0.2 + a - 0.5 * b))) ? 1 : 0);
  }
  const auto w = logistic_regression(x, y);
  ASSERT_EQ(w.size(), 4u);
  EXPECT_NEAR(w[0], 0.2, 0.06);
  EXPECT_NEAR(w[1], 1.0, 0.06);
  EXPECT_NEAR(w[2], -0.5, 0.05);
  EXPECT_DOUBLE_EQ(w[3], 0.0);
}

}  // namespace
}  // namespace boardlab::experiment
