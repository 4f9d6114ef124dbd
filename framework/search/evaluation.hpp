#pragma once
// The generic evaluation: material and piece-square values (middlegame and endgame, blended by
// game phase), pieces in hand, and the variant's extra terms. All numbers are data in the
// variant's `evaluation` policy, so a rule-variant descriptor can reuse or adjust them:
//   mg_value, eg_value, hand_value: per kind; phase: per kind, max_phase (0: no blending);
//   pst_mg, pst_eg: per kind and square, from the first player's side (the second player's
//   squares are turned 180°); tempo; extra(pos): further terms, first player's view.
#include "framework/rules/position.hpp"
#include "framework/search/value.hpp"

namespace boardlab::search {

template <class V>
Value evaluate(const Position<V>& pos) {
  using E = typename V::evaluation;
  using G = typename V::geometry;
  int mg = 0, eg = 0, phase = 0;
  for_each_kind<V>([&]<int K>() {
    for (Color c : {White, Black}) {
      const int sign = c == White ? 1 : -1;
      auto b = pos.pieces(c, K);
      while (b) {
        const int sq = pop_lsb(b);
        const int rel = c == White ? sq : G::squares - 1 - sq;
        mg += sign * (E::mg_value[K] + E::pst_mg[K][rel]);
        eg += sign * (E::eg_value[K] + E::pst_eg[K][rel]);
        phase += E::phase[K];
      }
      if constexpr (Traits<V>::has_hands) mg += sign * E::hand_value[K] * pos.hand(c, K);
      if constexpr (Traits<V>::has_hands) eg += sign * E::hand_value[K] * pos.hand(c, K);
    }
  });
  Value v;
  if constexpr (E::max_phase == 0) {
    v = mg;
  } else {
    phase = phase < E::max_phase ? phase : E::max_phase;
    v = (mg * phase + eg * (E::max_phase - phase)) / E::max_phase;
  }
  v += E::extra(pos);
  return (pos.side_to_move() == White ? v : -v) + E::tempo;
}

// A piece-square table from a formula f(file, rank) in the first player's view.
template <class G, class F>
constexpr std::array<std::int16_t, G::squares> square_table(F f) {
  std::array<std::int16_t, G::squares> t{};
  for (int s = 0; s < G::squares; ++s) t[s] = std::int16_t(f(G::file_of(s), G::rank_of(s)));
  return t;
}

}  // namespace boardlab::search
