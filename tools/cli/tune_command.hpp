#pragma once
// boardlab tune: Texel tuning of a variant's evaluation weights on the results of its games
// (docs/cli.md, "boardlab tune"; docs/strength.md, "Tuning").
#include <iostream>

#include "framework/search/eval_weights_text.hpp"
#include "tools/cli/output_file.hpp"
#include "tools/cli/tune_games.hpp"
#include "tools/match/openings.hpp"
#include "tools/registry/eval_file.hpp"
#include "tools/tune/fit_keys.hpp"
#include "tools/tune/tune_report.hpp"

namespace boardlab::cli {

template <class V>
int tune_command(const Options& o) {
  using P = search::EvalParams<V>;
  const Options::Tune& t = o.tune;
  if (o.out.empty() || o.out == "-") throw InputError("give the weights file to write: --out FILE");
  const std::string report = t.report.empty() ? o.out + ".md" : t.report;
  const auto start = table::eval_file_weights<V>(o.eval_file);
  tune::TuneSummary s;
  s.variant = V::name;
  s.start_weights = o.eval_file;
  s.fit = t.fit;
  s.inputs = t.game_files;
  s.epochs = t.epochs;
  s.threads = t.threads;
  s.rate = t.rate;
  s.regularize = t.regularize;
  s.seed = o.seed.value_or(1);
  std::vector<bool> exists(P::count);
  for (int i = 0; i < P::count; ++i) {
    s.names.push_back(P::name(i));
    exists[i] = P::exists(i);
  }
  const auto fitted = tune::fitted_weights(s.names, exists, t.fit);  // a bad key before the work
  const TuneGames games = read_tune_games<V>(t.game_files);
  std::cerr << "tune: " << games.games.size() << " games of " << V::name << " to replay\n";
  // Which games are held out: a seeded draw per game, so the split is the same on every run.
  std::vector<bool> held_out(games.games.size());
  for (std::size_t i = 0; i < held_out.size(); ++i)
    held_out[i] = double(match::derive_seed(o.seed.value_or(1), i) >> 11) * 0x1p-53 < t.validation;
  TracedGames traced =
      trace_tune_games<V>(games, held_out, start, t.skip_plies, t.threads, [&](std::size_t n) {
        std::cerr << "tune: " << n << "/" << games.games.size() << " games traced\n";
      });
  s.games = traced.games;
  s.held_out_games = traced.held_out;
  s.positions = traced.data.size();
  s.held_out_positions = traced.validation.size();
  s.skipped_games = traced.skipped;
  s.unresolved = traced.unresolved;
  if (traced.data.size() == 0)
    throw InputError("no positions to learn from: the files hold no finished game of " +
                     std::string(V::name) + " longer than --skip-plies");
  std::cerr << "tune: " << s.positions << " quiet positions from " << s.games << " games\n";
  tune::TuneSettings settings;
  settings.fitted = fitted;
  settings.epochs = t.epochs;
  settings.rate = t.rate;
  settings.threads = t.threads;
  settings.scale = t.scale;
  if (traced.validation.size() > 0) settings.validation = &traced.validation;
  settings.regularize = t.regularize;
  const int every = std::max(1, t.epochs / 20);
  settings.progress = [&](int epoch, double error, double validation) {
    if (epoch == 1 || epoch % every == 0)
      std::cerr << "tune: epoch " << epoch << "/" << t.epochs << " error " << error
                << (settings.validation ? " held-out " + std::to_string(validation) : "") << "\n";
  };
  s.before = P::to_vector(start);
  s.result = tune::tune(traced.data, s.before, settings);
  const auto tuned = P::from_vector(s.result.weights);
  write_out(o.out, "# tuned by boardlab tune on " + std::to_string(s.positions) + " positions of " +
                       std::to_string(s.games) + " games (report: " + report + ")\n" +
                       search::weights_text<V>(tuned, V::name));
  write_out(report, tune::tune_report(s));
  std::cout << "tuned " << V::name << " on " << s.positions << " positions of " << s.games
            << " games: error " << s.result.error_before << " -> " << s.result.error_after;
  if (settings.validation)
    std::cout << ", held-out " << s.result.validation_before << " -> " << s.result.validation_after
              << " (epoch " << s.result.best_epoch << ")";
  std::cout << " (K " << s.result.scale << "); wrote " << o.out << std::endl;
  return 0;
}

}  // namespace boardlab::cli
