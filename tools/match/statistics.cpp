// See statistics.hpp. Formulas: cutechess-cli's elo.cpp (score, interval, LOS) and fishtest's
// stat_util.py (GSPRT), rewritten from their published definitions.
#include "tools/match/statistics.hpp"

#include <cmath>
#include <limits>
#include <numeric>

namespace boardlab::match {
namespace {

// Mean and variance of a discrete distribution given as (value, count) pairs.
template <std::size_t N>
std::pair<double, double> moments(const std::array<double, N>& values,
                                  const std::array<int, N>& counts) {
  const double n = std::accumulate(counts.begin(), counts.end(), 0.0);
  if (n == 0) return {0.5, 0};
  double mean = 0, var = 0;
  for (std::size_t i = 0; i < N; ++i) mean += values[i] * counts[i] / n;
  for (std::size_t i = 0; i < N; ++i)
    var += (values[i] - mean) * (values[i] - mean) * counts[i] / n;
  return {mean, var};
}

EloEstimate from_moments(double mean, double var, double n) {
  if (n == 0) return {};
  // A perfect score has no finite Elo (cutechess-cli prints inf +/- nan too).
  if (mean <= 0 || mean >= 1)
    return {mean <= 0 ? -INFINITY : INFINITY, std::numeric_limits<double>::quiet_NaN()};
  const double se = std::sqrt(var / n);
  auto clamp = [](double s) { return std::fmin(std::fmax(s, 1e-9), 1 - 1e-9); };
  return {elo_from_score(clamp(mean)), (elo_from_score(clamp(mean + kNormalQuantile975 * se)) -
                                        elo_from_score(clamp(mean - kNormalQuantile975 * se))) /
                                           2};
}

double llr(double mean, double var, double n, const Sprt& s) {
  if (var <= 0 || n == 0) return 0;
  const double s0 = score_from_elo(s.elo0), s1 = score_from_elo(s.elo1);
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
}

constexpr std::array<double, 3> kGameScores = {1.0, 0.0, 0.5};  // win, loss, draw
constexpr std::array<double, 5> kPairScores = {0.0, 0.25, 0.5, 0.75, 1.0};

}  // namespace

double two_sided_p(double z) { return std::erfc(std::fabs(z) / std::sqrt(2.0)); }

double Trinomial::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

int Pentanomial::count() const { return std::accumulate(pairs.begin(), pairs.end(), 0); }

double elo_from_score(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }
double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

EloEstimate estimate(const Trinomial& t) {
  const auto [mean, var] = moments(kGameScores, {t.wins, t.losses, t.draws});
  return from_moments(mean, var, t.games());
}

EloEstimate estimate(const Pentanomial& p) {
  const auto [mean, var] = moments(kPairScores, p.pairs);
  return from_moments(mean, var, p.count());
}

double likelihood_of_superiority(const Trinomial& t) {
  if (t.wins + t.losses == 0) return 0.5;
  return 0.5 + 0.5 * std::erf((t.wins - t.losses) / std::sqrt(2.0 * (t.wins + t.losses)));
}

double Sprt::lower_bound() const { return std::log(beta / (1 - alpha)); }
double Sprt::upper_bound() const { return std::log((1 - beta) / alpha); }

double log_likelihood_ratio(const Trinomial& t, const Sprt& s) {
  const auto [mean, var] = moments(kGameScores, {t.wins, t.losses, t.draws});
  return llr(mean, var, t.games(), s);
}

double log_likelihood_ratio(const Pentanomial& p, const Sprt& s) {
  const auto [mean, var] = moments(kPairScores, p.pairs);
  return llr(mean, var, p.count(), s);
}

SprtState sprt_state(double llr, const Sprt& s) {
  if (llr >= s.upper_bound()) return SprtState::AcceptH1;
  if (llr <= s.lower_bound()) return SprtState::AcceptH0;
  return SprtState::Continue;
}

}  // namespace boardlab::match
