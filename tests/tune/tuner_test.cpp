// The tuner: it recovers the weights that made the results (synthetic data, labelled by an
// evaluation with known piece values), gives the same weights on one thread or two, stops where
// held-out games say, and reads --fit keys as documented.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/search/eval_trace.hpp"
#include "tools/tune/fit_keys.hpp"
#include "tools/tune/tune_report.hpp"
#include "tools/tune/tuner.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::test {
namespace {

using V = variants::Chess;
using P = search::EvalParams<V>;

// Positions of random chess games, traced under the compiled weights; each labelled with the
// expected result under `truth` at scale K = 1 (or under the compiled weights without `truth`).
tune::TuneData labelled(unsigned seed, int games, const std::vector<double>* truth) {
  tune::TuneData data(search::trace_shape<V>());
  std::mt19937 rng(seed);
  search::TraceBuffers t;
  const auto start = P::to_vector(search::compiled_weights<V>);
  for (int g = 0; g < games; ++g) {
    auto pos = V::notation::template parse_position<V>(V::start_position);
    for (int ply = 0; ply < 160; ++ply) {
      const auto moves = legal_moves(pos);
      if (moves.empty()) break;
      pos.make(moves[rng() % moves.size()]);
      if (ply % 4 != 3) continue;
      search::trace_evaluation(pos, search::compiled_weights<V>, t);
      const double value = search::traced_value(t.view(), data.shape(), truth ? *truth : start);
      data.add(t.view(), 1 / (1 + std::pow(10.0, -value / 400)));
    }
  }
  return data;
}

std::vector<double> true_weights() {
  auto x = P::to_vector(search::compiled_weights<V>);
  // Knight, bishop, rook and queen worth other amounts than the compiled default says.
  const int change[] = {0, 80, -60, 70, -120, 0};
  for (int k = 0; k < 6; ++k) {
    x[P::value + k] += change[k];
    x[P::block + P::value + k] += change[k];
  }
  return x;
}

std::vector<bool> fit(const std::string& keys) {
  std::vector<std::string> names;
  std::vector<bool> exists;
  for (int i = 0; i < P::count; ++i) {
    names.push_back(P::name(i));
    exists.push_back(P::exists(i));
  }
  return tune::fitted_weights(names, exists, keys);
}

TEST(Tuner, RecoversThePieceValuesThatMadeTheResults) {
  const auto truth = true_weights();
  const auto data = labelled(1, 60, &truth);
  ASSERT_GT(data.size(), 1500u);
  // The scale the labels were made with.
  EXPECT_NEAR(tune::fit_scale(data, truth, 2), 1.0, 0.01);
  tune::TuneSettings s;
  s.fitted = fit("value");
  s.epochs = 600;
  s.rate = 2;
  s.scale = 1;  // as labelled (fitted to the compiled weights, K would absorb part of the change)
  const auto r = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  EXPECT_LT(r.error_after, r.error_before / 20);
  for (int k = 1; k <= 4; ++k) {
    // The blend of middlegame and endgame value the positions measure, and each alone.
    EXPECT_NEAR(r.weights[P::value + k], truth[P::value + k], 12) << P::name(P::value + k);
    EXPECT_NEAR(r.weights[P::block + P::value + k], truth[P::block + P::value + k], 12)
        << P::name(P::block + P::value + k);
  }
  // Weights not fitted have not moved.
  EXPECT_EQ(r.weights[P::tempo], truth[P::tempo]);
  EXPECT_EQ(r.weights[P::pst_index(1, 27)], truth[P::pst_index(1, 27)]);
}

TEST(Tuner, TheWeightsDoNotDependOnTheThreadCount) {
  const auto truth = true_weights();
  const auto data = labelled(2, 12, &truth);
  tune::TuneSettings s;
  s.fitted = fit("");
  s.epochs = 30;
  s.threads = 1;
  const auto one = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  s.threads = 2;
  const auto two = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  EXPECT_EQ(one.weights, two.weights);
  EXPECT_EQ(one.error_after, two.error_after);
}

TEST(Tuner, StopsWhereTheHeldOutErrorIsLeast) {
  const auto truth = true_weights();
  const auto data = labelled(3, 20, &truth);
  // Held-out positions whose results the starting weights explain exactly: any move away from
  // them is worse there, so the starting weights are the result.
  const auto validation = labelled(4, 10, nullptr);
  tune::TuneSettings s;
  s.fitted = fit("value");
  s.epochs = 50;
  s.validation = &validation;
  const auto r = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  EXPECT_EQ(r.best_epoch, 0);
  EXPECT_EQ(r.weights, P::to_vector(search::compiled_weights<V>));
  EXPECT_NEAR(r.validation_after, r.validation_before, 1e-12);
  // Without it, the fit moves toward the truth.
  s.validation = nullptr;
  EXPECT_NE(tune::tune(data, P::to_vector(search::compiled_weights<V>), s).weights,
            P::to_vector(search::compiled_weights<V>));
}

TEST(Tuner, ThePullTowardTheStartBoundsHowFarAWeightMoves) {
  const auto truth = true_weights();
  const auto data = labelled(5, 20, &truth);
  tune::TuneSettings s;
  s.fitted = fit("value");
  s.epochs = 300;
  s.rate = 2;
  s.scale = 1;
  const int queen = P::value + 4;
  const double start = P::to_vector(search::compiled_weights<V>)[queen];
  const auto free = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  EXPECT_LT(free.weights[queen], start - 60);  // toward the truth, 120 below the start
  // Each epoch gives back a fifth of the distance: the queen stays within about 2 / 0.2 = 10.
  s.regularize = 0.2;
  const auto held = tune::tune(data, P::to_vector(search::compiled_weights<V>), s);
  EXPECT_LE(std::abs(held.weights[queen] - start), 12);
}

TEST(Tuner, TheMeanErrorIsTheHandComputedOne) {
  // One weight, two positions: value +100 won by the first player, value -100 drawn.
  // sigmoid(100) = 1 / (1 + 10^-0.25) = 0.6400650, sigmoid(-100) = 0.3599350;
  // ((1 - 0.6400650)² + (0.5 - 0.3599350)²) / 2 = 0.0745857 at K = 1.
  tune::TuneData data(search::TraceShape{0, 1});
  const search::TraceEntry plus{0, 1}, minus{0, -1};
  data.add({1, 0, {}, std::span(&plus, 1), {}, {}}, 1.0);
  data.add({1, 0, {}, std::span(&minus, 1), {}, {}}, 0.5);
  const std::vector<double> x{100};
  EXPECT_NEAR(tune::mean_error(data, x, 1.0, 2), 0.0745857, 1e-7);
  // At K = 2 the values count double: sigmoid(200) = 0.7597469.
  EXPECT_NEAR(tune::mean_error(data, x, 2.0, 1),
              (std::pow(1 - 0.7597469, 2) + std::pow(0.5 - 0.2402531, 2)) / 2, 1e-7);
}

TEST(FitKeys, KeysFamiliesTermsAndSingleWeights) {
  auto count = [](const std::vector<bool>& f) { return std::count(f.begin(), f.end(), true); };
  EXPECT_EQ(count(fit("value.mg")), 6);
  EXPECT_EQ(count(fit("value")), 12);
  EXPECT_EQ(count(fit("pst.mg")), 6 * 64);
  EXPECT_EQ(count(fit("mobility")), 8);  // N B R Q, middlegame and endgame
  EXPECT_EQ(count(fit("term")), 44);
  EXPECT_EQ(count(fit("bishop_pair,tempo")), 3);  // the pair: _mg and _eg
  EXPECT_EQ(count(fit("bishop_pair_eg,tempo")), 2);
  EXPECT_EQ(count(fit("pst.eg P e4")), 1);
  EXPECT_TRUE(fit("bishop_pair")[P::term]);
  // Every weight the evaluation computes, and none it does not (chess has no hands).
  const auto all = fit("");
  EXPECT_FALSE(all[P::hand + 1]);
  EXPECT_TRUE(all[P::tempo]);
  try {
    fit("value,hand");
    FAIL() << "'hand' fits nothing in chess";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("--fit: 'hand' names no weight"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("value.mg"), std::string::npos) << e.what();
  }
}

TEST(TuneReport, StatesTheDataTheErrorsAndTheWeightsThatMoved) {
  tune::TuneSummary s;
  s.variant = "chess";
  s.inputs = {"games.jsonl"};
  s.games = 10;
  s.positions = 400;
  s.names = {"value.mg P", "value.mg N", "tempo"};
  s.before = {100, 320, 12};
  s.result.weights = {100, 300, 15};
  s.result.scale = 0.8;
  s.result.error_before = 0.11;
  s.result.error_after = 0.1;
  const std::string md = tune::tune_report(s);
  EXPECT_NE(md.find("Games: 10 from games.jsonl"), std::string::npos) << md;
  EXPECT_NE(md.find("0.11 before, 0.1 after"), std::string::npos) << md;
  // Largest change first; an unmoved weight is not listed.
  EXPECT_LT(md.find("| value.mg N | 320 | 300 | -20 |"), md.find("| tempo | 12 | 15 | +3 |"));
  EXPECT_EQ(md.find("value.mg P |"), std::string::npos) << md;
}

}  // namespace
}  // namespace boardlab::test
