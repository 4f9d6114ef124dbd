#pragma once
// games.jsonl as two runs of one fixed-node experiment must agree on it: every byte but the
// per-move thinking times (move_info's time_ms), the only part the clock decides.
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

namespace boardlab::test {

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
