#include "tools/tune/tuner.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <thread>

namespace boardlab::tune {

void TuneData::add(const search::PositionTrace& t, double result) {
  constexpr std::size_t most = std::numeric_limits<std::uint16_t>::max();
  const std::span<const search::TraceEntry> parts[] = {t.tapered, t.flat,      t.zone[0],
                                                       t.zone[1], t.phased[0], t.phased[1]};
  if (std::ranges::any_of(parts, [&](auto part) { return part.size() > most; }) ||
      entries_.size() > std::numeric_limits<std::uint32_t>::max() / 2)
    throw std::length_error("tune: a position's trace is too large to store");
  Item item{float(t.phase),
            float(t.constant),
            float(result),
            std::uint32_t(entries_.size()),
            std::uint16_t(t.tapered.size()),
            std::uint16_t(t.flat.size()),
            {std::uint16_t(t.zone[0].size()), std::uint16_t(t.zone[1].size())},
            {std::uint16_t(t.phased[0].size()), std::uint16_t(t.phased[1].size())}};
  for (auto part : parts) entries_.insert(entries_.end(), part.begin(), part.end());
  items_.push_back(item);
}

void TuneData::append(const TuneData& other) {
  for (std::size_t i = 0; i < other.size(); ++i) add(other.trace(i), other.result(i));
}

search::PositionTrace TuneData::trace(std::size_t i) const {
  const Item& it = items_[i];
  std::span<const search::TraceEntry> all(entries_);
  std::size_t at = it.begin;
  auto next = [&](std::size_t n) {
    const auto part = all.subspan(at, n);
    at += n;
    return part;
  };
  search::PositionTrace t;
  t.phase = it.phase;
  t.constant = it.constant;
  t.tapered = next(it.tapered);
  t.flat = next(it.flat);
  t.zone[0] = next(it.zone[0]);
  t.zone[1] = next(it.zone[1]);
  t.phased[0] = next(it.phased[0]);
  t.phased[1] = next(it.phased[1]);
  return t;
}

namespace {

// The data is summed in this many chunks whatever the number of threads (see the header).
constexpr std::size_t kChunks = 64;

double sigmoid(double k, double value) { return 1 / (1 + std::pow(10.0, -k * value / 400)); }

struct ChunkSum {
  double error = 0;
  std::vector<double> gradient;  // empty when only the error is wanted
};

// Each chunk's sums, computed on `threads` threads.
std::vector<ChunkSum> chunk_sums(const TuneData& data, std::span<const double> x, double k,
                                 bool with_gradient, int threads) {
  std::vector<ChunkSum> sums(kChunks);
  std::atomic<std::size_t> next{0};
  const std::size_t n = data.size();
  auto work = [&] {
    for (std::size_t c; (c = next++) < kChunks;) {
      ChunkSum& s = sums[c];
      if (with_gradient) s.gradient.assign(x.size(), 0.0);
      for (std::size_t i = c * n / kChunks; i < (c + 1) * n / kChunks; ++i) {
        const auto t = data.trace(i);
        const double p = sigmoid(k, search::traced_value(t, data.shape(), x));
        const double miss = data.result(i) - p;
        s.error += miss * miss;
        if (with_gradient)
          search::add_traced_gradient(
              t, data.shape(), x, -2 * miss * p * (1 - p) * k * std::log(10.0) / 400, s.gradient);
      }
    }
  };
  std::vector<std::jthread> pool;
  for (int t = 1; t < std::max(1, threads); ++t) pool.emplace_back(work);
  work();
  return sums;
}

}  // namespace

double mean_error(const TuneData& data, std::span<const double> x, double k, int threads) {
  if (data.size() == 0) return 0;
  double total = 0;
  for (const ChunkSum& s : chunk_sums(data, x, k, false, threads)) total += s.error;
  return total / double(data.size());
}

double fit_scale(const TuneData& data, std::span<const double> x, int threads) {
  // Golden-section search over log10 K in [-2, 1] (K from 0.01 to 10); the error is unimodal in K.
  const double phi = (std::sqrt(5.0) - 1) / 2;
  double lo = -2, hi = 1;
  auto error_at = [&](double log_k) { return mean_error(data, x, std::pow(10.0, log_k), threads); };
  double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
  double fa = error_at(a), fb = error_at(b);
  for (int i = 0; i < 40; ++i) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = error_at(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = error_at(b);
    }
  }
  return std::pow(10.0, (lo + hi) / 2);
}

TuneResult tune(const TuneData& data, std::vector<double> x, const TuneSettings& settings) {
  if (settings.fitted.size() != x.size())
    throw std::invalid_argument("tune: one 'fitted' flag per weight is needed");
  TuneResult r;
  r.scale = settings.scale > 0 ? settings.scale : fit_scale(data, x, settings.threads);
  auto validation_error = [&](std::span<const double> w) {
    return settings.validation ? mean_error(*settings.validation, w, r.scale, settings.threads)
                               : 0.0;
  };
  const std::vector<double> start = x;
  std::vector<double> best = x;
  double best_validation = r.validation_before = validation_error(x);
  // Adam (Kingma and Ba): a step of about `rate` per weight and epoch, whatever the scale of its
  // gradient, so rare features (a piece-square entry) move as readily as common ones (a value).
  constexpr double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  std::vector<double> m(x.size()), v(x.size());
  const double n = double(std::max<std::size_t>(1, data.size()));
  for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
    const auto sums = chunk_sums(data, x, r.scale, true, settings.threads);
    double error = 0;
    std::vector<double> grad(x.size());
    for (const ChunkSum& s : sums) {
      error += s.error;
      for (std::size_t i = 0; i < x.size(); ++i) grad[i] += s.gradient[i];
    }
    if (epoch == 1) r.error_before = error / n;
    // The weights this epoch starts from, against the held-out games.
    const double held_out = epoch == 1 ? r.validation_before : validation_error(x);
    if (settings.validation && held_out < best_validation) {
      best_validation = held_out;
      best = x;
      r.best_epoch = epoch - 1;
    }
    if (settings.progress) settings.progress(epoch, error / n, held_out);
    const double correct1 = 1 - std::pow(beta1, epoch), correct2 = 1 - std::pow(beta2, epoch);
    for (std::size_t i = 0; i < x.size(); ++i) {
      if (!settings.fitted[i]) continue;
      const double g = grad[i] / n;
      m[i] = beta1 * m[i] + (1 - beta1) * g;
      v[i] = beta2 * v[i] + (1 - beta2) * g * g;
      x[i] -= settings.rate * (m[i] / correct1) / (std::sqrt(v[i] / correct2) + epsilon);
      x[i] -= settings.regularize * (x[i] - start[i]);
    }
  }
  if (settings.epochs < 1) r.error_before = mean_error(data, x, r.scale, settings.threads);
  if (!settings.validation || validation_error(x) < best_validation) {
    best = x;
    r.best_epoch = settings.epochs;
  }
  // The weights file holds whole numbers: the errors reported are theirs.
  for (std::size_t i = 0; i < best.size(); ++i)
    if (settings.fitted[i]) best[i] = std::round(best[i]);
  r.error_after = mean_error(data, best, r.scale, settings.threads);
  r.validation_after = validation_error(best);
  r.weights = std::move(best);
  return r;
}

}  // namespace boardlab::tune
