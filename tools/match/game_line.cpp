// See game_line.hpp.
#include "tools/match/game_line.hpp"

#include <nlohmann/json.hpp>

namespace boardlab::match {

nlohmann::json to_json(const GameLine& g) {
  nlohmann::json j = {
      {"game", g.game},
      {"variant", g.variant},
      {"first", g.first},
      {"second", g.second},
      {"opening",
       {{"position", g.opening.position ? nlohmann::json(*g.opening.position) : nullptr},
        {"moves", g.opening.moves}}},
      {"moves", g.moves},
      {"result", g.result},
      {"reason", g.reason},
      {"plies", g.moves.size()}};
  if (!g.move_info.empty()) {
    const auto or_null = [](const auto& v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
    nlohmann::json info = nlohmann::json::array();
    for (const MoveInfo& m : g.move_info)
      info.push_back({{"score", or_null(m.score_cp)},
                      {"depth", or_null(m.depth)},
                      {"nodes", or_null(m.nodes)},
                      {"time_ms", m.time_ms}});
    j["move_info"] = info;
  }
  if (g.seed) j["seed"] = *g.seed;
  if (!g.time_ms.empty()) j["time_ms"] = g.time_ms;
  return j;
}

GameLine game_line_of(const nlohmann::json& j) {
  GameLine g;
  g.variant = j.at("variant").get<std::string>();
  g.moves = j.at("moves").get<std::vector<std::string>>();
  // The rest has a natural default, so that a line written by hand needs only those two.
  if (j.contains("game")) g.game = j.at("game").get<int>();
  g.first = j.value("first", std::string());
  g.second = j.value("second", std::string());
  if (j.contains("opening")) {
    const auto& opening = j.at("opening");
    if (opening.contains("position") && !opening.at("position").is_null())
      g.opening.position = opening.at("position").get<std::string>();
    g.opening.moves = opening.value("moves", std::vector<std::string>());
  }
  g.result = j.value("result", std::string("*"));
  g.reason = j.value("reason", std::string());
  if (j.contains("seed")) g.seed = j.at("seed").get<std::uint64_t>();
  if (j.contains("move_info"))
    for (const auto& m : j.at("move_info")) {
      MoveInfo info;
      if (!m.at("score").is_null()) info.score_cp = m.at("score").get<int>();
      if (!m.at("depth").is_null()) info.depth = m.at("depth").get<int>();
      if (!m.at("nodes").is_null()) info.nodes = m.at("nodes").get<std::uint64_t>();
      info.time_ms = m.at("time_ms").get<std::int64_t>();
      g.move_info.push_back(info);
    }
  if (j.contains("time_ms")) g.time_ms = j.at("time_ms").get<std::map<std::string, std::int64_t>>();
  return g;
}

GameLine parse_game_line(std::string_view text) {
  try {
    return game_line_of(nlohmann::json::parse(text));
  } catch (const nlohmann::json::exception& e) {
    throw BadGameLine(e.what());
  }
}

}  // namespace boardlab::match
