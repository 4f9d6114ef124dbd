// Piece values (tools/experiment/piece_values.hpp): the fit recovers the values that generated
// the results, its bootstrap interval covers them, only quiet positions count, and a kind too
// rarely unbalanced gets a reason instead of a number.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "tools/experiment/piece_values.hpp"

namespace boardlab::experiment {
namespace {

TEST(PieceValues, OnlyQuietPositionsEveryOtherPlyAreTaken) {
  MaterialSample s;
  s.symbols = {"P", "N"};
  // Plies 0..4: quiet at 0 (0, 0, 0), not at 2 (a capture comes at ply 3).
  add_game(s, 5, {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}}, 1.0);
  ASSERT_EQ(s.x.size(), 1u);
  EXPECT_EQ(s.pair[0], 2);  // game 5 is in pair 2
  EXPECT_EQ(s.y[0], 1.0);
}

TEST(PieceValues, RecoverTheValuesThatDecidedTheGames) {
  // Results drawn from sigmoid(0.6 (pawns + 3 knights)): the knight is worth 3 pawns. The queen
  // is unbalanced in 10 positions only.
  MaterialSample s;
  s.symbols = {"P", "N", "Q"};
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<int> pawns(-3, 3), knights(-1, 1);
  std::uniform_real_distribution<double> u(0, 1);
  for (int game = 0; game < 6000; ++game) {
    const int p = pawns(rng), n = knights(rng), q = game < 10 ? 1 : 0;
    const double y = u(rng) < 1 / (1 + std::exp(-0.6 * (p + 3 * n))) ? 1 : 0;
    add_game(s, game, {{p, n, q}, {p, n, q}, {p, n, q}}, y);
  }
  const nlohmann::json v = piece_values_json(s, 1);
  EXPECT_EQ(v["piece_value_positions"], 6000);
  EXPECT_NEAR(v["piece_values"]["N"].get<double>(), 3.0, 0.25);
  EXPECT_FALSE(v["piece_values"].contains("P"));  // the unit
  const auto ci = v["piece_values_ci95"]["N"];
  EXPECT_LT(ci[0].get<double>(), 3.0);
  EXPECT_GT(ci[1].get<double>(), 3.0);
  EXPECT_LT(ci[1].get<double>() - ci[0].get<double>(), 1.0);
  EXPECT_FALSE(v["piece_values"].contains("Q"));
  EXPECT_EQ(v["piece_values_missing"]["Q"], "unbalanced in 10 quiet positions (needs 30)");
  // The same seed, the same interval.
  EXPECT_EQ(piece_values_json(s, 1), v);
}

TEST(PieceValues, NoPawnBalanceNoValues) {
  MaterialSample s;
  s.symbols = {"P", "N"};
  for (int game = 0; game < 100; ++game) add_game(s, game, {{0, 1}, {0, 1}, {0, 1}}, 1);
  const nlohmann::json v = piece_values_json(s, 1);
  EXPECT_TRUE(v["piece_values"].empty());
  EXPECT_EQ(v["piece_values_missing"]["N"], "the pawn, the unit, is too rarely unbalanced");
}

}  // namespace
}  // namespace boardlab::experiment
