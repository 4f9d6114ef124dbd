#pragma once
// Piece values from a run's games: a logistic regression of each finished game's result (the
// first player's: 1, ½, 0) on the material balance of its quiet positions, without a shrinking
// penalty, in pawns (the pawn's weight is the unit), with 95% percentile-bootstrap intervals that
// resample opening pairs (the games of a pair are not independent). A kind too rarely unbalanced
// gets no value but the reason.
//
// Quiet: the balance is the same two plies later (no capture or promotion under way), taken
// every other ply after the opening so that neighbouring positions do not count twice.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace boardlab::experiment {

struct MaterialSample {
  std::vector<std::string> symbols;    // the variant's piece kinds, in balance order
  std::vector<std::vector<double>> x;  // balance per kind, first player minus second
  std::vector<double> y;               // the game's result for the first player
  std::vector<int> pair;               // the position's opening pair (for the bootstrap)
};

// Adds game `game` (from 0)'s quiet positions: `balances` holds the balance after every ply
// from the opening's end, `result` the first player's score.
void add_game(MaterialSample& sample, int game, const std::vector<std::vector<int>>& balances,
              double result);

// The fewest quiet positions with a kind unbalanced for it to get a value.
inline constexpr int kMinUnbalanced = 30;
inline constexpr int kBootstrapResamples = 100;

// summary.json's keys: piece_values {kind: value}, piece_values_ci95 {kind: [low, high]},
// piece_values_missing {kind: reason}, piece_value_positions (quiet positions used).
nlohmann::json piece_values_json(const MaterialSample& sample, std::uint64_t seed);

}  // namespace boardlab::experiment
