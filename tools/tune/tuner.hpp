#pragma once
// Texel-style tuning, for any variant: positions with the result of the game they came from,
// each traced once (framework/search/eval_trace.hpp); the error of weights x is the mean of
// (result - sigmoid(K * value_x / 400))², sigmoid(s) = 1 / (1 + 10^-s). The scale K is fitted
// first, to the starting weights, and then held; the chosen weights are then fitted all together
// by Adam on the whole data set. Everything here is the same for every variant: it sees weights
// only as numbers.
//
// Reproducible: the positions are cut into a fixed number of chunks whatever the thread count,
// and the chunks' sums are added in order, so the same data and settings give the same weights
// bit for bit on one thread or many.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "framework/search/eval_trace.hpp"

namespace boardlab::tune {

// Traced positions and their results, stored compactly (one pool of entries).
class TuneData {
 public:
  explicit TuneData(search::TraceShape shape) : shape_(shape) {}
  // `result`: the game's result from the first player's side, 1, 0.5 or 0 (or a probability).
  void add(const search::PositionTrace& t, double result);
  // Another data set's positions after this one's (the same variant's).
  void append(const TuneData& other);
  std::size_t size() const { return items_.size(); }
  const search::TraceShape& shape() const { return shape_; }
  search::PositionTrace trace(std::size_t i) const;
  double result(std::size_t i) const { return items_[i].result; }

 private:
  struct Item {
    float phase, constant, result;
    std::uint32_t begin;
    std::uint16_t tapered, flat, zone[2], phased[2];
  };
  search::TraceShape shape_;
  std::vector<search::TraceEntry> entries_;
  std::vector<Item> items_;
};

struct TuneSettings {
  std::vector<bool> fitted;  // which weights move (by index; the rest stay as given)
  int epochs = 400;
  double rate = 1.0;  // Adam's step, in centipawns
  int threads = 2;
  double scale = 0;  // K; 0: fitted to the starting weights
  // Held-out positions (other games than the data's): their error is measured at every epoch and
  // the weights of the epoch where it was least are the result, so the fit stops where it would
  // start to learn the data's noise. Null: the last epoch's weights.
  const TuneData* validation = nullptr;
  // A pull toward the starting weights: after each epoch's step, every fitted weight moves back
  // this share of its distance from where it started (decoupled from the gradient, as AdamW
  // decays), so a weight moves at most about rate / regularize from its start, and one whose
  // gradient only wavers (a rare piece-square entry) stays near it.
  double regularize = 0;
  // Called after each epoch (from 1) with the errors of the weights that epoch started from
  // (validation: 0 without validation data).
  std::function<void(int epoch, double error, double validation)> progress;
};

struct TuneResult {
  double scale = 1;                                    // K
  double error_before = 0, error_after = 0;            // on the data (no penalty)
  double validation_before = 0, validation_after = 0;  // on the validation data
  int best_epoch = 0;  // whose weights these are (0: the starting ones)
  std::vector<double> weights;
};

// The mean squared error of weights x at scale k.
double mean_error(const TuneData& data, std::span<const double> x, double k, int threads);

// The scale K that minimises the error of weights x (golden-section search on log K).
double fit_scale(const TuneData& data, std::span<const double> x, int threads);

TuneResult tune(const TuneData& data, std::vector<double> x, const TuneSettings& settings);

}  // namespace boardlab::tune
