#pragma once
// Reading a run's games.jsonl in tests.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace boardlab::test {

// The games of the run written to `dir`, one object per line of its games.jsonl.
inline std::vector<nlohmann::json> recorded_games(const std::string& dir) {
  std::vector<nlohmann::json> games;
  std::ifstream in(dir + "/games.jsonl");
  for (std::string line; std::getline(in, line);) games.push_back(nlohmann::json::parse(line));
  return games;
}

// games.jsonl as two runs of one fixed-node experiment must agree on it: every byte but the
// per-move thinking times (move_info's time_ms), the only part the clock decides.
inline std::string without_move_times(const std::string& jsonl) {
  std::istringstream in(jsonl);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    auto g = nlohmann::json::parse(line);
    if (g.contains("move_info"))
      for (auto& m : g["move_info"]) m.erase("time_ms");
    out += g.dump() + '\n';
  }
  return out;
}

}  // namespace boardlab::test
