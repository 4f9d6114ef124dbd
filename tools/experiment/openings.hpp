#pragma once
// Where an experiment's games start (docs/cli.md, "boardlab experiment"). Pair p of every variant
// starts from the same position wherever the variant's rules allow it, so that variants compare
// game pair by game pair:
// - random-plies:K: the first variant's K random moves from the seed;
// - balanced:K: the same, but a candidate is kept only when a short fixed-node search scores it
//   within the window (in every variant it is playable in, or in the first only), else the next
//   candidate from the seed is tried;
// - file=F: line p of the file, cycling.
// A variant where the shared opening is not playable (illegal, or the game already over) draws
// its own from the same seeds. Every opening is a pure function of the settings and the pair:
// shards, --jobs and --resume never change a game.
#include <span>
#include <vector>

#include "tools/experiment/experiment.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::experiment {

// The openings of pair `pair`, one per variant of the settings, in their order.
std::vector<match::Opening> pair_openings(const Settings& s,
                                          std::span<const table::VariantRow> table, int pair);

// How many candidates balanced:K tries for one pair before giving up with an error.
inline constexpr int kBalancedTries = 200;

}  // namespace boardlab::experiment
