// See pairs.hpp.
#include "tools/experiment/pairs.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "tools/experiment/estimates.hpp"
#include "tools/experiment/summary_numbers.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

// An opening pair with both games finished: the first player's mean score over the two and the
// share of them drawn.
struct PairOutcome {
  double first_score = 0, draw_share = 0;
};

// The variant's finished pairs by pair index (games 2p and 2p + 1).
std::map<int, PairOutcome> finished_pairs(const FinishedGames& games) {
  std::map<int, PairOutcome> pairs;
  for (const auto& [index, game] : games) {
    if (index % 2 == 0) continue;
    const auto partner = games.find(index - 1);
    if (partner == games.end()) continue;
    const double a = partner->second.first, b = game.first;
    pairs[index / 2] = {(a + b) / 2, ((a == 0.5) + (b == 0.5)) / 2.0};
  }
  return pairs;
}

// Pairs whose two games were move for move the same game (the node jitter did not separate them).
int repeated_pairs(const FinishedGames& games) {
  int repeated = 0;
  for (const auto& [index, game] : games)
    if (index % 2 == 1)
      if (const auto partner = games.find(index - 1);
          partner != games.end() && partner->second == game)
        ++repeated;
  return repeated;
}

// Variant b against variant a over the openings both finished as pairs: the mean of the per-pair
// differences (b - a), its interval, p-value and the difference it could detect.
struct PairedDifference {
  int pairs = 0;
  MeanEstimate draw_rate, first_score;
};

PairedDifference paired_difference(const FinishedGames& a, const FinishedGames& b) {
  const std::map<int, PairOutcome> pa = finished_pairs(a), pb = finished_pairs(b);
  std::vector<double> draws, scores;
  for (const auto& [index, y] : pb)
    if (const auto x = pa.find(index); x != pa.end()) {
      draws.push_back(y.draw_share - x->second.draw_share);
      scores.push_back(y.first_score - x->second.first_score);
    }
  return {int(draws.size()), mean_estimate(draws), mean_estimate(scores)};
}

json paired_json(const MeanEstimate& m, const std::string& measure, double p_holm) {
  return {{measure + "_difference", round_to(m.mean, 1e-4)},
          {measure + "_difference_ci95", interval_json(normal_interval(m))},
          {measure + "_p_value", round_to(zero_mean_p(m), 1e-6)},
          {measure + "_p_value_holm", round_to(p_holm, 1e-6)},
          {measure + "_detectable_difference", round_to(detectable_difference(m.se), 1e-4)}};
}

// The 95% normal interval of a mean rate over pairs, kept within [0, 1] where the rate lives.
Interval rate_interval(const std::vector<double>& shares) {
  const Interval i = normal_interval(mean_estimate(shares));
  return {std::max(0.0, i.low), std::min(1.0, i.high)};
}

}  // namespace

json pair_statistics(const FinishedGames& games) {
  const std::map<int, PairOutcome> pairs = finished_pairs(games);
  std::vector<double> scores, draws;
  std::array<int, 5> pentanomial{};
  for (const auto& [index, pair] : pairs) {
    scores.push_back(pair.first_score);
    draws.push_back(pair.draw_share);
    ++pentanomial[std::size_t(std::lround(4 * pair.first_score))];
  }
  return {{"pairs", pairs.size()},
          {"first_score_pentanomial", pentanomial},
          {"first_score_pairs_ci95", interval_json(rate_interval(scores))},
          {"draw_rate_pairs_ci95", interval_json(rate_interval(draws))},
          {"repeated_pairs", repeated_pairs(games)}};
}

std::vector<json> paired_by_opening(const std::vector<const FinishedGames*>& variants) {
  std::vector<PairedDifference> differences;
  std::vector<double> draw_p, score_p;
  for (std::size_t v = 1; v < variants.size(); ++v) {
    differences.push_back(paired_difference(*variants[0], *variants[v]));
    draw_p.push_back(zero_mean_p(differences.back().draw_rate));
    score_p.push_back(zero_mean_p(differences.back().first_score));
  }
  const std::vector<double> draw_holm = holm(draw_p), score_holm = holm(score_p);
  std::vector<json> out;
  for (std::size_t c = 0; c < differences.size(); ++c) {
    json j = {{"pairs", differences[c].pairs}};
    j.update(paired_json(differences[c].draw_rate, "draw_rate", draw_holm[c]));
    j.update(paired_json(differences[c].first_score, "first_score", score_holm[c]));
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace boardlab::experiment
