#pragma once
// The estimates `boardlab experiment` reports, each a textbook formula kept small enough to check
// by hand: Wilson score intervals, two-sample z-tests, a seeded percentile bootstrap of a mean,
// and a logistic regression fitted by Newton's method (iteratively reweighted least squares).
#include <cstdint>
#include <vector>

namespace boardlab::experiment {

struct Interval {
  double low = 0, high = 0;
};

// 95% Wilson score interval of a proportion p observed in n trials.
Interval wilson(double p, double n);

// Two-sided p-value of the difference of two proportions (pooled two-proportion z-test).
double proportion_difference_p(double p1, double n1, double p2, double n2);
// Two-sided p-value of the difference of two means given each sample's variance (z-test).
double mean_difference_p(double mean1, double var1, double n1, double mean2, double var2,
                         double n2);

// 95% percentile bootstrap interval of the mean of `values`, `resamples` times, from `seed`.
Interval bootstrap_mean(const std::vector<double>& values, int resamples, std::uint64_t seed);

// Logistic regression of targets y in [0, 1] (draws as 0.5) on feature rows x, with an
// intercept; a small ridge penalty keeps unused features at 0. Returns the intercept first, then
// one weight per feature.
std::vector<double> logistic_regression(const std::vector<std::vector<double>>& x,
                                        const std::vector<double>& y, double ridge = 1e-3,
                                        int iterations = 25);

}  // namespace boardlab::experiment
