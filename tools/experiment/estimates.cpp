// See estimates.hpp.
#include "tools/experiment/estimates.hpp"

#include <algorithm>
#include <cmath>
#include <random>

#include "tools/match/statistics.hpp"

namespace boardlab::experiment {
namespace {
constexpr double kZ = match::kNormalQuantile975;
constexpr double kNormalQuantile80 = 0.8416212335729143;  // z with P(Z < z) = 0.80

// Solves a x = b (a symmetric positive definite) by Gaussian elimination with pivoting.
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b) {
  const std::size_t n = b.size();
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (std::fabs(a[r][c]) > std::fabs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]);
    std::swap(b[c], b[pivot]);
    if (std::fabs(a[c][c]) < 1e-300) continue;
    for (std::size_t r = c + 1; r < n; ++r) {
      const double f = a[r][c] / a[c][c];
      for (std::size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  std::vector<double> x(n, 0.0);
  for (std::size_t c = n; c-- > 0;) {
    double s = b[c];
    for (std::size_t k = c + 1; k < n; ++k) s -= a[c][k] * x[k];
    x[c] = std::fabs(a[c][c]) < 1e-300 ? 0 : s / a[c][c];
  }
  return x;
}

}  // namespace

Interval wilson(double p, double n) {
  if (n <= 0) return {0, 1};
  const double z2 = kZ * kZ, denom = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denom;
  const double half = kZ / denom * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double proportion_difference_p(double p1, double n1, double p2, double n2) {
  if (n1 <= 0 || n2 <= 0) return 1;
  const double pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const double se = std::sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return se > 0 ? match::two_sided_p((p2 - p1) / se) : (p1 == p2 ? 1.0 : 0.0);
}

double mean_difference_p(double mean1, double var1, double n1, double mean2, double var2,
                         double n2) {
  if (n1 <= 0 || n2 <= 0) return 1;
  const double se = std::sqrt(var1 / n1 + var2 / n2);
  return se > 0 ? match::two_sided_p((mean2 - mean1) / se) : (mean1 == mean2 ? 1.0 : 0.0);
}

MeanEstimate mean_estimate(const std::vector<double>& values) {
  MeanEstimate m;
  m.n = int(values.size());
  if (values.empty()) return m;
  for (double v : values) m.mean += v;
  m.mean /= double(values.size());
  if (values.size() < 2) return m;
  double squares = 0;
  for (double v : values) squares += (v - m.mean) * (v - m.mean);
  m.se = std::sqrt(squares / double(values.size() - 1) / double(values.size()));
  return m;
}

Interval normal_interval(const MeanEstimate& m) { return {m.mean - kZ * m.se, m.mean + kZ * m.se}; }

double zero_mean_p(const MeanEstimate& m) {
  if (m.n < 2) return 1;
  return m.se > 0 ? match::two_sided_p(m.mean / m.se) : (m.mean == 0 ? 1.0 : 0.0);
}

std::vector<double> holm(const std::vector<double>& p) {
  std::vector<std::size_t> order(p.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  std::vector<double> adjusted(p.size());
  double running = 0;  // the step-down keeps adjusted values in the order of the raw ones
  for (std::size_t j = 0; j < order.size(); ++j) {
    running = std::max(running, std::min(1.0, double(p.size() - j) * p[order[j]]));
    adjusted[order[j]] = running;
  }
  return adjusted;
}

double detectable_difference(double se) { return (kZ + kNormalQuantile80) * se; }

Interval bootstrap_mean(const std::vector<double>& values, int resamples, std::uint64_t seed) {
  if (values.empty()) return {};
  std::mt19937_64 rng(seed);
  std::vector<double> means;
  means.reserve(std::size_t(resamples));
  for (int r = 0; r < resamples; ++r) {
    double sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) sum += values[rng() % values.size()];
    means.push_back(sum / double(values.size()));
  }
  std::sort(means.begin(), means.end());
  auto at = [&](double q) { return means[std::size_t(q * double(means.size() - 1) + 0.5)]; };
  return {at(0.025), at(0.975)};
}

std::vector<double> logistic_regression(const std::vector<std::vector<double>>& x,
                                        const std::vector<double>& y, double ridge,
                                        int iterations) {
  const std::size_t k = (x.empty() ? 0 : x[0].size()) + 1;
  std::vector<double> w(k, 0.0);
  for (int it = 0; it < iterations; ++it) {
    std::vector<std::vector<double>> h(k, std::vector<double>(k, 0.0));
    std::vector<double> g(k, 0.0);
    for (std::size_t i = 0; i < x.size(); ++i) {
      double z = w[0];
      for (std::size_t j = 1; j < k; ++j) z += w[j] * x[i][j - 1];
      const double p = 1 / (1 + std::exp(-z)), s = p * (1 - p), e = y[i] - p;
      auto feature = [&](std::size_t j) { return j == 0 ? 1.0 : x[i][j - 1]; };
      for (std::size_t a = 0; a < k; ++a) {
        const double fa = feature(a);
        if (fa == 0) continue;
        g[a] += e * fa;
        for (std::size_t b = 0; b < k; ++b) h[a][b] += s * fa * feature(b);
      }
    }
    for (std::size_t a = 1; a < k; ++a) {
      h[a][a] += ridge * double(x.size());
      g[a] -= ridge * double(x.size()) * w[a];
    }
    h[0][0] += 1e-12;
    const std::vector<double> step = solve(h, g);
    double change = 0;
    for (std::size_t a = 0; a < k; ++a)
      w[a] += step[a], change = std::max(change, std::fabs(step[a]));
    if (change < 1e-9) break;
  }
  return w;
}

}  // namespace boardlab::experiment
