// The tuner's view of the evaluation: a position traced once under one set of weights evaluates,
// under any other weights, as the search's evaluate() does with those weights (within the
// search's integer rounding), and the traced gradient is the slope of the traced value.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/eval_trace.hpp"
#include "variants/chess/chess.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using search::EvalParams;

// Positions of a random game, a few plies apart.
template <class V>
std::vector<Position<V>> random_positions(unsigned seed, int plies) {
  std::mt19937 rng(seed);
  Position<V> pos = V::notation::template parse_position<V>(V::start_position);
  std::vector<Position<V>> out;
  for (int ply = 0; ply < plies; ++ply) {
    const auto moves = legal_moves(pos);
    if (moves.empty()) break;
    pos.make(moves[rng() % moves.size()]);
    if (ply % 3 == 0) out.push_back(pos);
  }
  return out;
}

// The compiled weights with every weight the evaluation has moved at random by up to ±spread.
template <class V>
search::Weights<V> shaken(unsigned seed, int spread) {
  using P = EvalParams<V>;
  std::mt19937 rng(seed);
  auto x = P::to_vector(search::compiled_weights<V>);
  for (int i = 0; i < P::count; ++i)
    if (P::exists(i)) x[i] += int(rng() % (2 * spread + 1)) - spread;
  return P::from_vector(x);
}

template <class V>
void traced_value_is_the_evaluation() {
  const auto shape = search::trace_shape<V>();
  const auto other = shaken<V>(7, 40);
  const auto other_x = EvalParams<V>::to_vector(other);
  search::TraceBuffers t;
  int checked = 0;
  for (unsigned game = 1; game <= 6; ++game)
    for (const auto& pos : random_positions<V>(game, 150)) {
      // Traced under the compiled weights, evaluated under others.
      search::trace_evaluation(pos, search::compiled_weights<V>, t);
      const int sign = pos.side_to_move() == White ? 1 : -1;
      const int expected = sign * search::evaluate(pos, other);
      if (std::abs(expected) >= search::kMaxEvaluation - 1) continue;
      EXPECT_NEAR(search::traced_value(t.view(), shape, other_x), expected, 2.0)
          << V::notation::template write_position<V>(pos);
      ++checked;
    }
  EXPECT_GT(checked, 100);
}

TEST(EvalTrace, ATracedPositionEvaluatesUnderOtherWeightsAsTheSearchDoes) {
  traced_value_is_the_evaluation<variants::Chess>();       // tapered, mobility, named terms
  traced_value_is_the_evaluation<variants::Shogi>();       // hands, king-attack units squared
  traced_value_is_the_evaluation<variants::Crazyhouse>();  // chess's evaluation with hands
}

TEST(EvalTrace, TheGradientIsTheTracedValuesSlope) {
  using V = variants::Shogi;  // the king-attack units make the value non-linear
  const auto shape = search::trace_shape<V>();
  auto x = EvalParams<V>::to_vector(shaken<V>(3, 30));
  search::TraceBuffers t;
  for (const auto& pos : random_positions<V>(11, 120)) {
    search::trace_evaluation(pos, search::compiled_weights<V>, t);
    std::vector<double> grad(x.size());
    search::add_traced_gradient(t.view(), shape, x, 1.0, grad);
    for (int i = 0; i < EvalParams<V>::count; i += 7) {
      const double h = 0.5, keep = x[i];
      x[i] = keep + h;
      const double up = search::traced_value(t.view(), shape, x);
      x[i] = keep - h;
      const double down = search::traced_value(t.view(), shape, x);
      x[i] = keep;
      EXPECT_NEAR(grad[i], (up - down) / (2 * h), 1e-6) << EvalParams<V>::name(i);
    }
  }
}

TEST(EvalParams, TheVectorRoundTripsAndEveryWeightHasItsOwnName) {
  using V = variants::Chess;
  using P = EvalParams<V>;
  const auto w = shaken<V>(5, 25);
  EXPECT_EQ(P::from_vector(P::to_vector(w)), w);
  std::set<std::string> names;
  for (int i = 0; i < P::count; ++i) names.insert(P::name(i));
  EXPECT_EQ(int(names.size()), P::count);
  EXPECT_EQ(P::name(P::tempo), "tempo");
  EXPECT_EQ(P::name(P::value + 1), "value.mg N");
  EXPECT_EQ(P::name(P::block + P::pst_index(0, 12)), "pst.eg P e2");
  EXPECT_EQ(P::name(P::term), "term bishop_pair_mg");
  // Structure: no mobility for pawns or kings, no hands in chess, no king-attack units.
  EXPECT_FALSE(P::exists(P::mobility + 0));
  EXPECT_TRUE(P::exists(P::mobility + 1));
  EXPECT_FALSE(P::exists(P::hand + 1));
  EXPECT_FALSE(P::exists(P::king_attack + 1));
  // Out-of-range weights are clamped to what a weights file accepts.
  auto x = P::to_vector(w);
  x[P::tempo] = 1e9;
  EXPECT_EQ(P::from_vector(x).tempo, 20000);
}

}  // namespace
}  // namespace boardlab::test
