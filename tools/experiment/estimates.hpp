#pragma once
// The estimates `boardlab experiment` reports, each a textbook formula kept small enough to check
// by hand: Wilson score intervals, two-sample z-tests, the mean of paired observations with its
// standard error (game pairs, pairs of pairs), Holm's correction for several tests, the smallest
// difference a test detects at 80% power, a seeded percentile bootstrap of a mean, and a logistic
// regression fitted by Newton's method (iteratively reweighted least squares).
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

// The mean of a sample and its standard error, sqrt(s^2 / n) with the sample variance s^2 (n - 1
// in the denominator). Fewer than two values have no standard error (se = 0, n says why).
struct MeanEstimate {
  double mean = 0, se = 0;
  int n = 0;
};
MeanEstimate mean_estimate(const std::vector<double>& values);
// 95% normal interval: mean +/- 1.959964 se.
Interval normal_interval(const MeanEstimate& m);
// Two-sided p-value of "the true mean is 0" (z = mean / se); 1 with fewer than two values, and
// 1 or 0 when every value is the same (se = 0).
double zero_mean_p(const MeanEstimate& m);
// Holm's step-down adjustment of p-values from several tests, returned in the input's order:
// sorted ascending, the i-th smallest (from 0) becomes max over j <= i of min(1, (m - j) p_(j)).
std::vector<double> holm(const std::vector<double>& p);
// The smallest true difference a two-sided 5% z-test with this standard error detects with 80%
// power: (z_0.975 + z_0.80) se = 2.801585 se.
double detectable_difference(double se);

// 95% percentile bootstrap interval of the mean of `values`, `resamples` times, from `seed`.
Interval bootstrap_mean(const std::vector<double>& values, int resamples, std::uint64_t seed);

// Logistic regression of targets y in [0, 1] (draws as 0.5) on feature rows x, with an
// intercept; a small ridge penalty keeps unused features at 0. Returns the intercept first, then
// one weight per feature.
std::vector<double> logistic_regression(const std::vector<std::vector<double>>& x,
                                        const std::vector<double>& y, double ridge = 1e-3,
                                        int iterations = 25);

}  // namespace boardlab::experiment
