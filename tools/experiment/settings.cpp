// An experiment's settings as JSON (experiment.hpp): what run.json and summary.json record, what
// --resume and merge compare.
#include <nlohmann/json.hpp>

#include "tools/experiment/experiment.hpp"

namespace boardlab::experiment {
using nlohmann::json;

json Settings::to_json() const {
  json j = {{"variants", variants},
            {"games", games},
            {"nodes", nodes},
            {"depth", depth},
            {"movetime_ms", movetime_ms},
            {"random_plies", random_plies},
            {"opening_lines", opening_lines},
            {"seed", seed},
            {"max_plies", max_plies},
            {"hash_mb", hash_mb}};
  if (!eval_files.empty()) j["eval_files"] = eval_files;  // absent: the runs before it existed
  return j;
}

Settings Settings::from_json(const json& j) {
  Settings s;
  s.variants = j.at("variants").get<std::vector<std::string>>();
  s.games = j.at("games");
  s.nodes = j.at("nodes");
  s.depth = j.at("depth");
  s.movetime_ms = j.at("movetime_ms");
  s.random_plies = j.at("random_plies");
  s.opening_lines = j.at("opening_lines").get<std::vector<std::string>>();
  s.seed = j.at("seed");
  s.max_plies = j.at("max_plies");
  s.hash_mb = j.at("hash_mb");
  if (j.contains("eval_files"))
    s.eval_files = j.at("eval_files").get<std::map<std::string, std::string>>();
  return s;
}

}  // namespace boardlab::experiment
