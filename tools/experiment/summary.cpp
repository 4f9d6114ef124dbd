// summary.json from the games of a run (see experiment.hpp): per variant the outcome counts and
// rates with Wilson intervals (games taken one by one) and normal intervals over opening pairs
// (the two games of an opening are not independent), game length with a bootstrap interval,
// reasons, branching factor and piece values (logistic regression of the result on material); and
// each variant against the first listed, game by game and paired by opening, with Holm-adjusted
// p-values and the difference each paired test could detect.
#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/estimates.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/experiment/pairs.hpp"
#include "tools/experiment/piece_values.hpp"
#include "tools/experiment/summary_numbers.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

struct VariantStats {
  int games = 0, first = 0, draws = 0, second = 0, unfinished = 0;
  std::vector<double> plies, scores;  // scores: first player's, finished games
  std::map<std::string, int> reasons;
  double branching_sum = 0, positions = 0;
  MaterialSample material;       // for the piece values
  FinishedGames finished_games;  // for the pair statistics

  int finished() const { return first + draws + second; }
  double first_score() const { return finished() ? (first + 0.5 * draws) / finished() : 0.5; }
  double draw_rate() const { return finished() ? double(draws) / finished() : 0; }
  double score_variance() const {
    if (scores.empty()) return 0;
    double m = 0, v = 0;
    for (double x : scores) m += x;
    m /= double(scores.size());
    for (double x : scores) v += (x - m) * (x - m);
    return v / double(scores.size());
  }
};

// Replays a game for what the summary measures along it: legal moves per position and, in a
// finished game, the material balance after every ply (piece_values.hpp picks the quiet ones).
void replay(const match::GameLine& line, const table::VariantRow& row, VariantStats& st) {
  auto referee = row.referee();
  referee->start(line.opening);
  if (st.material.symbols.empty()) st.material.symbols = referee->piece_symbols();
  const bool finished = line.result != "*";
  std::vector<std::vector<int>> balances;
  auto observe = [&] {
    const int legal = referee->legal_move_count();
    if (legal > 0) st.branching_sum += legal, st.positions += 1;
    if (finished) {
      const auto m = referee->material_balance();
      balances.emplace_back(m.begin(), m.end());
    }
  };
  observe();
  for (const std::string& move : line.moves) {
    referee->play(move);
    observe();
  }
  if (finished)
    add_game(st.material, line.game - 1, balances,
             line.result == "1-0"   ? 1
             : line.result == "0-1" ? 0
                                    : 0.5);
}

// Each variant against the first: four families of tests (draw rate and first-player score,
// game by game and paired by opening), each adjusted by Holm over the variants compared.
json comparisons(const Settings& settings, const std::vector<VariantStats>& stats) {
  std::vector<const FinishedGames*> all_finished;
  for (const VariantStats& st : stats) all_finished.push_back(&st.finished_games);
  const std::vector<json> paired = paired_by_opening(all_finished);
  std::vector<double> draw_p, score_p;
  for (std::size_t v = 1; v < stats.size(); ++v) {
    const VariantStats &a = stats[0], &b = stats[v];
    draw_p.push_back(
        proportion_difference_p(a.draw_rate(), a.finished(), b.draw_rate(), b.finished()));
    score_p.push_back(mean_difference_p(a.first_score(), a.score_variance(), a.finished(),
                                        b.first_score(), b.score_variance(), b.finished()));
  }
  const std::vector<double> draw_holm = holm(draw_p), score_holm = holm(score_p);
  json out = json::array();
  for (std::size_t v = 1; v < stats.size(); ++v) {
    const VariantStats &a = stats[0], &b = stats[v];
    const std::size_t c = v - 1;
    out.push_back({{"variant", settings.variants[v]},
                   {"against", settings.variants[0]},
                   {"draw_rate_difference", round_to(b.draw_rate() - a.draw_rate(), 1e-4)},
                   {"draw_rate_p_value", round_to(draw_p[c], 1e-6)},
                   {"draw_rate_p_value_holm", round_to(draw_holm[c], 1e-6)},
                   {"first_score_difference", round_to(b.first_score() - a.first_score(), 1e-4)},
                   {"first_score_p_value", round_to(score_p[c], 1e-6)},
                   {"first_score_p_value_holm", round_to(score_holm[c], 1e-6)},
                   {"paired_by_opening", paired[c]}});
  }
  return out;
}

}  // namespace

json summarize(const Settings& settings, const std::vector<json>& games,
               std::span<const table::VariantRow> table) {
  std::vector<VariantStats> stats(settings.variants.size());
  for (const json& g : games) {
    const match::GameLine line = match::game_line_of(g);
    const auto it = std::find(settings.variants.begin(), settings.variants.end(), line.variant);
    if (it == settings.variants.end())
      throw InputError("a game of variant " + quote_input(line.variant) +
                       " is not in the settings");
    VariantStats& st = stats[std::size_t(it - settings.variants.begin())];
    const std::string& result = line.result;
    ++st.games;
    if (result == "1-0")
      ++st.first, st.scores.push_back(1);
    else if (result == "0-1")
      ++st.second, st.scores.push_back(0);
    else if (result == "1/2-1/2")
      ++st.draws, st.scores.push_back(0.5);
    else
      ++st.unfinished;
    if (result != "*") st.finished_games[line.game - 1] = {st.scores.back(), line.moves};
    ++st.reasons[line.reason];
    st.plies.push_back(double(line.moves.size()));
    replay(line, table::find_variant(table, line.variant), st);
  }
  json variants = json::array();
  for (std::size_t v = 0; v < stats.size(); ++v) {
    const VariantStats& st = stats[v];
    double mean = 0;
    for (double p : st.plies) mean += p;
    mean = st.plies.empty() ? 0 : mean / double(st.plies.size());
    variants.push_back(
        {{"variant", settings.variants[v]},
         {"games", st.games},
         {"first_wins", st.first},
         {"draws", st.draws},
         {"second_wins", st.second},
         {"unfinished", st.unfinished},
         {"first_score", round_to(st.first_score(), 1e-4)},
         {"first_score_ci95", interval_json(wilson(st.first_score(), st.finished()))},
         {"draw_rate", round_to(st.draw_rate(), 1e-4)},
         {"draw_rate_ci95", interval_json(wilson(st.draw_rate(), st.finished()))},
         {"mean_plies", round_to(mean, 0.01)},
         {"mean_plies_ci95",
          [&] {
            const Interval i = bootstrap_mean(st.plies, 1000, settings.seed);
            return json{round_to(i.low, 0.01), round_to(i.high, 0.01)};
          }()},
         {"plies", st.plies},
         {"reasons", st.reasons},
         {"branching_factor", round_to(st.positions ? st.branching_sum / st.positions : 0, 0.01)}});
    variants.back().update(piece_values_json(st.material, settings.seed));
    variants.back().update(pair_statistics(st.finished_games));
  }
  return {{"settings", settings.to_json()},
          {"variants", variants},
          {"comparisons", comparisons(settings, stats)}};
}

}  // namespace boardlab::experiment
