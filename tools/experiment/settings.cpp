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
  // Absent unless used: the settings of runs made before they existed read the same.
  if (balance.enabled)
    j["balanced_openings"] = {{"window_cp", balance.window_cp},
                              {"nodes", balance.nodes},
                              {"checked_in", balance.every_variant ? "every variant" : "first"}};
  if (!eval_files.empty()) j["eval_files"] = eval_files;
  if (!players.empty()) {
    json p = json::object();
    for (const auto& [variant, spec] : players) p[variant.empty() ? "*" : variant] = spec;
    j["players"] = p;
  }
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
  if (j.contains("balanced_openings")) {
    const json& b = j.at("balanced_openings");
    s.balance.enabled = true;
    s.balance.window_cp = b.at("window_cp");
    s.balance.nodes = b.at("nodes");
    s.balance.every_variant = b.at("checked_in") != "first";
  }
  if (j.contains("players"))
    for (const auto& [variant, spec] : j.at("players").items())
      s.players[variant == "*" ? "" : variant] = spec.get<std::string>();
  if (j.contains("eval_files"))
    s.eval_files = j.at("eval_files").get<std::map<std::string, std::string>>();
  return s;
}

}  // namespace boardlab::experiment
