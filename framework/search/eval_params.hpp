#pragma once
// A variant's evaluation weights as one flat vector of numbers, the form a tuner fits: each
// weight's place in it, its name (as the weights file spells it, plus the square of a table
// entry), whether the variant's evaluation has it at all, and the conversions both ways.
//
// Layout: the middlegame block (values, mobility, piece-square tables), the endgame block laid
// out alike (so a tapered weight's endgame twin is its index plus `block`), then hand values,
// king-attack units, the named terms and the tempo.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "framework/search/evaluation.hpp"

namespace boardlab::search {

template <class V>
struct EvalParams {
  using W = Weights<V>;
  using G = typename V::geometry;
  static constexpr int kinds = W::kinds, squares = W::squares;
  // Middlegame block; the endgame block follows at the same offsets plus `block`.
  static constexpr int value = 0, mobility = kinds, pst = 2 * kinds;
  static constexpr int block = kinds * (2 + squares);
  static constexpr int hand = 2 * block, king_attack = hand + kinds;
  static constexpr int term = king_attack + kinds, tempo = term + W::term_count;
  static constexpr int count = tempo + 1;
  // No weight may leave the range a weights file accepts.
  static constexpr double limit = 20000;

  static constexpr int pst_index(int kind, int rel_square) {
    return pst + kind * squares + rel_square;
  }

  static bool holds_in_hand(int k) {
    for (int i = 0; i < Traits<V>::hand_size; ++i)
      if (Traits<V>::hand_kind(i) == k) return true;
    return false;
  }

  // Whether weight i is one the evaluation computes (a structurally absent one is never fitted).
  static bool exists(int i) {
    if (i >= hand && i < king_attack) return Traits<V>::has_hands && holds_in_hand(i - hand);
    if (i >= king_attack && i < term) return W::has_king_attack[i - king_attack];
    if (i >= term) return true;
    const int b = i % block;
    if (b >= mobility && b < pst) return W::has_mobility[b - mobility];
    return true;
  }

  static std::string name(int i) {
    auto symbol = [](int k) { return std::string(V::pieces[k].symbol); };
    if (i == tempo) return "tempo";
    if (i >= term) return "term " + std::string(W::term_defaults[i - term].name);
    if (i >= king_attack) return "king_attack " + symbol(i - king_attack);
    if (i >= hand) return "hand " + symbol(i - hand);
    const std::string phase = i < block ? ".mg " : ".eg ";
    const int b = i % block;
    if (b < mobility) return "value" + phase + symbol(b - value);
    if (b < pst) return "mobility" + phase + symbol(b - mobility);
    const int k = (b - pst) / squares, sq = (b - pst) % squares;
    return "pst" + phase + symbol(k) + " " + char('a' + G::file_of(sq)) +
           std::to_string(G::rank_of(sq) + 1);
  }

  static std::vector<double> to_vector(const W& w) {
    std::vector<double> x(count);
    for (int k = 0; k < kinds; ++k) {
      x[value + k] = w.value_mg[k];
      x[block + value + k] = w.value_eg[k];
      x[mobility + k] = w.mobility_mg[k];
      x[block + mobility + k] = w.mobility_eg[k];
      for (int s = 0; s < squares; ++s) {
        x[pst_index(k, s)] = w.pst_mg[k][s];
        x[block + pst_index(k, s)] = w.pst_eg[k][s];
      }
      x[hand + k] = w.hand[k];
      x[king_attack + k] = w.king_attack[k];
    }
    for (int t = 0; t < W::term_count; ++t) x[term + t] = w.term[t];
    x[tempo] = w.tempo;
    return x;
  }

  // The nearest whole weights, kept within what a weights file accepts.
  static W from_vector(const std::vector<double>& x) {
    auto at = [&](int i) { return int(std::lround(std::clamp(x[i], -limit, limit))); };
    W w;
    for (int k = 0; k < kinds; ++k) {
      w.value_mg[k] = at(value + k);
      w.value_eg[k] = at(block + value + k);
      w.mobility_mg[k] = at(mobility + k);
      w.mobility_eg[k] = at(block + mobility + k);
      for (int s = 0; s < squares; ++s) {
        w.pst_mg[k][s] = std::int16_t(at(pst_index(k, s)));
        w.pst_eg[k][s] = std::int16_t(at(block + pst_index(k, s)));
      }
      w.hand[k] = at(hand + k);
      w.king_attack[k] = at(king_attack + k);
    }
    for (int t = 0; t < W::term_count; ++t) w.term[t] = at(term + t);
    w.tempo = at(tempo);
    return w;
  }
};

}  // namespace boardlab::search
