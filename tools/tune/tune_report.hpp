#pragma once
// The report `boardlab tune` writes beside its weights file: what the data was, the scale and
// the error before and after, and the weights that moved most.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tools/tune/tuner.hpp"

namespace boardlab::tune {

struct TuneSummary {
  std::string variant, start_weights, fit, command;
  std::vector<std::string> inputs;
  std::size_t games = 0, positions = 0, held_out_games = 0, held_out_positions = 0;
  std::uint64_t seed = 1;  // of the held-out games' choice
  double regularize = 0;
  std::map<std::string, std::size_t> skipped_games;  // why -> how many
  std::size_t unresolved = 0;  // positions whose quiescence line could not be made quiet
  int epochs = 0, threads = 0;
  double rate = 0;
  std::vector<std::string> names;
  std::vector<double> before;
  TuneResult result;
};

// Markdown: a few lines of settings and measures, then a table of the `most` weights that moved
// most (by how far), largest first.
std::string tune_report(const TuneSummary& s, int most = 30);

}  // namespace boardlab::tune
