#pragma once
// A position's evaluation as a function of the weights (eval_params.hpp's vector x): what the
// evaluation counted, recorded once, so a tuner can re-evaluate a position under any weights and
// take the gradient without searching it again. In the first player's view:
//
//   value(x) = phase * (Σ_tapered c·x[i] + Σ_phased[mg] c·x[i])
//            + (1 - phase) * (Σ_tapered c·x[i + block] + Σ_phased[eg] c·x[i])
//            + Σ_flat c·x[i] + phase * (u_first² - u_second²) / divisor + constant,
//   u_side   = Σ_{zone[side]} c·x[i]      (king-attack units, squared as the evaluation does)
//
// The variant's own terms are traced by their slope (one step of each weight): exact for terms
// linear in their weights, as chess's and shogi's are; `constant` holds what the terms add beyond
// that. The search's integer divisions are not traced, so value(x) may differ from evaluate() by
// a centipawn or two.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "framework/search/eval_params.hpp"

namespace boardlab::search {

struct TraceEntry {
  std::int32_t index;  // into the weight vector
  std::int32_t coef;
  bool operator==(const TraceEntry&) const = default;
};

// What is the same for every position of a variant.
struct TraceShape {
  int block = 0;       // the endgame twin of tapered weight i is i + block
  double divisor = 1;  // of the squared king-attack units
};

struct PositionTrace {
  double phase = 1;  // the middlegame's share of the blend
  double constant = 0;
  // phased[0]: weights counted in the middlegame only, phased[1]: in the endgame only (terms of
  // a TermScore's mg and eg parts).
  std::span<const TraceEntry> tapered, flat, zone[2], phased[2];
};

inline double traced_value(const PositionTrace& t, const TraceShape& s, std::span<const double> x) {
  double mg = 0, eg = 0, flat = t.constant, units[2] = {0, 0};
  for (const TraceEntry& e : t.tapered) {
    mg += e.coef * x[e.index];
    eg += e.coef * x[e.index + s.block];
  }
  for (const TraceEntry& e : t.phased[0]) mg += e.coef * x[e.index];
  for (const TraceEntry& e : t.phased[1]) eg += e.coef * x[e.index];
  for (const TraceEntry& e : t.flat) flat += e.coef * x[e.index];
  for (int c = 0; c < 2; ++c)
    for (const TraceEntry& e : t.zone[c]) units[c] += e.coef * x[e.index];
  mg += (units[0] * units[0] - units[1] * units[1]) / s.divisor;
  return t.phase * mg + (1 - t.phase) * eg + flat;
}

// grad += scale * d value / dx.
inline void add_traced_gradient(const PositionTrace& t, const TraceShape& s,
                                std::span<const double> x, double scale, std::span<double> grad) {
  const double mg = scale * t.phase, eg = scale * (1 - t.phase);
  for (const TraceEntry& e : t.tapered) {
    grad[e.index] += mg * e.coef;
    grad[e.index + s.block] += eg * e.coef;
  }
  for (const TraceEntry& e : t.phased[0]) grad[e.index] += mg * e.coef;
  for (const TraceEntry& e : t.phased[1]) grad[e.index] += eg * e.coef;
  for (const TraceEntry& e : t.flat) grad[e.index] += scale * e.coef;
  if (t.zone[0].empty() && t.zone[1].empty()) return;
  double units[2] = {0, 0};
  for (int c = 0; c < 2; ++c)
    for (const TraceEntry& e : t.zone[c]) units[c] += e.coef * x[e.index];
  for (int c = 0; c < 2; ++c)
    for (const TraceEntry& e : t.zone[c])
      grad[e.index] += mg * (c == 0 ? 2 : -2) * units[c] * e.coef / s.divisor;
}

template <class V>
TraceShape trace_shape() {
  using E = EvaluationOf<V>;
  TraceShape s{EvalParams<V>::block, 1};
  if constexpr (HasKingAttack<E>) s.divisor = E::king_danger_divisor;
  return s;
}

// The trace of one position, in buffers a caller reuses.
struct TraceBuffers {
  double phase = 1, constant = 0;
  std::vector<TraceEntry> tapered, flat, zone[2], phased[2];
  PositionTrace view() const {
    return {phase, constant, tapered, flat, {zone[0], zone[1]}, {phased[0], phased[1]}};
  }
};

namespace trace_detail {

// Entries with the same weight summed, zeros dropped: a kind's value appears once per position.
inline void merge(std::vector<TraceEntry>& v) {
  std::sort(v.begin(), v.end(), [](auto a, auto b) { return a.index < b.index; });
  std::size_t out = 0;
  for (std::size_t i = 0; i < v.size();) {
    TraceEntry sum{v[i].index, 0};
    for (; i < v.size() && v[i].index == sum.index; ++i) sum.coef += v[i].coef;
    if (sum.coef) v[out++] = sum;
  }
  v.resize(out);
}

template <class V>
struct Recorder {
  using P = EvalParams<V>;
  TraceBuffers& t;
  static int sign(Color c) { return c == White ? 1 : -1; }
  template <int K>
  void piece(Color c, int rel) {
    t.tapered.push_back({P::value + K, sign(c)});
    t.tapered.push_back({P::pst_index(K, rel), sign(c)});
  }
  template <int K>
  void mobility(Color c, int n) {
    t.tapered.push_back({P::mobility + K, sign(c) * n});
  }
  template <int K>
  void king_zone(Color c, int n) {
    t.zone[c].push_back({P::king_attack + K, n});
  }
  template <int K>
  void hand(Color c, int n) {
    t.flat.push_back({P::hand + K, sign(c) * n});
  }
};

}  // namespace trace_detail

// Records what evaluate(pos, w) counts; traced_value(t.view(), trace_shape<V>(), x) is then the
// evaluation in the first player's view under weights x (w's own at x = to_vector(w)).
template <class V>
void trace_evaluation(const Position<V>& pos, const Weights<V>& w, TraceBuffers& t) {
  using E = EvaluationOf<V>;
  using P = EvalParams<V>;
  for (auto* part : {&t.tapered, &t.flat, &t.zone[0], &t.zone[1], &t.phased[0], &t.phased[1]})
    part->clear();
  trace_detail::Recorder<V> r{t};
  AttackMaps<V> maps;
  const int phase = walk_evaluation(pos, r, maps);
  t.phase = E::max_phase == 0 ? 1.0 : double(std::min(phase, E::max_phase)) / E::max_phase;
  // The variant's terms by their slope at w, in each part of the score.
  const TermScore base = extra_terms<E>(pos, w, maps);
  double mg = base.mg, eg = base.eg, flat = base.flat;
  for (int i = 0; i < Weights<V>::term_count; ++i) {
    Weights<V> step = w;
    ++step.term[i];
    const TermScore at = extra_terms<E>(pos, step, maps);
    const int slope[3] = {at.mg - base.mg, at.eg - base.eg, at.flat - base.flat};
    if (slope[0]) t.phased[0].push_back({P::term + i, slope[0]});
    if (slope[1]) t.phased[1].push_back({P::term + i, slope[1]});
    if (slope[2]) t.flat.push_back({P::term + i, slope[2]});
    mg -= double(slope[0]) * w.term[i];
    eg -= double(slope[1]) * w.term[i];
    flat -= double(slope[2]) * w.term[i];
  }
  t.constant = t.phase * mg + (1 - t.phase) * eg + flat;
  t.flat.push_back({P::tempo, pos.side_to_move() == White ? 1 : -1});
  for (auto* part : {&t.tapered, &t.flat, &t.zone[0], &t.zone[1], &t.phased[0], &t.phased[1]})
    trace_detail::merge(*part);
}

}  // namespace boardlab::search
