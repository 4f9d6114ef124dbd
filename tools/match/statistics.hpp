#pragma once
// Match statistics as cutechess-cli and fishtest compute them, so their users read the same
// numbers: Elo from the score with a 95% interval, the likelihood of superiority, and the
// generalized SPRT (the normal approximation fishtest uses) on game results (trinomial) or on
// pairs of games played from one opening with colours swapped (pentanomial).
#include <array>
#include <string>

namespace boardlab::match {

// The standard normal distribution, for every 95% interval and p-value in tools/ (one place).
inline constexpr double kNormalQuantile975 = 1.959963984540054;  // z with P(Z < z) = 0.975
// P(|Z| >= |z|): the two-sided p-value of a z statistic.
double two_sided_p(double z);

// Results of one player, game by game.
struct Trinomial {
  int wins = 0, losses = 0, draws = 0;
  int games() const { return wins + losses + draws; }
  double score() const;  // per game, 0..1
};

// Game pairs by the pair's points for the player: index 0 (0 points) .. 4 (2 points), in half
// points.
struct Pentanomial {
  std::array<int, 5> pairs{};
  int count() const;
};

struct EloEstimate {
  double elo = 0, margin = 0;  // 95% interval: elo +/- margin; ±inf and NaN for a perfect score
};

// The Elo difference a per-game score implies: -400 log10(1/score - 1).
double elo_from_score(double score);
// The per-game score an Elo difference implies.
double score_from_elo(double elo);

// cutechess-cli's estimate: the score's standard error from the trinomial frequencies.
EloEstimate estimate(const Trinomial& t);
// The same from pair results: the standard error of the mean pair score (openings paired).
EloEstimate estimate(const Pentanomial& p);

// Likelihood of superiority, 0..1: 0.5 + 0.5 erf((W - L) / sqrt(2 (W + L))).
double likelihood_of_superiority(const Trinomial& t);

struct Sprt {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  // No verdict before this many games: the normal approximation behind the GSPRT is poor on a
  // handful of game pairs, and a lopsided start can otherwise end a test after ten pairs.
  int min_games = 0;
  double lower_bound() const;  // ln(beta / (1 - alpha))
  double upper_bound() const;  // ln((1 - beta) / alpha)
};

// Log-likelihood ratio of H1 (elo1) against H0 (elo0), normal approximation:
// N (s1 - s0) (2 mu - s0 - s1) / (2 var), with mu and var of the per-game score (trinomial) or of
// the pair's mean score (pentanomial, N pairs). 0 while the variance is 0.
double log_likelihood_ratio(const Trinomial& t, const Sprt& s);
double log_likelihood_ratio(const Pentanomial& p, const Sprt& s);

enum class SprtState { Continue, AcceptH0, AcceptH1 };
SprtState sprt_state(double llr, const Sprt& s);

}  // namespace boardlab::match
