#pragma once
// One game as a line of games.jsonl: the one schema that `match --jsonl` and `experiment` write
// and that `view --jsonl`, `experiment merge` and `--resume`, and the experiment's summary read.
//
//   {"game": K (from 1), "variant": V, "first": NAME, "second": NAME,
//    "opening": {"position": TEXT or null, "moves": [...]}, "moves": [...] (after the opening),
//    "result": "1-0" | "0-1" | "1/2-1/2" | "*", "reason": TEXT, "plies": N,
//    "move_info": [{"score": CP, "depth": D, "nodes": N, "time_ms": MS} or nulls, one per move],
//    "seed": S (experiment), "time_ms": {NAME: MS, ...} (match)}
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// Declarations only: the per-variant translation units that read game lines (cli/tune_games.hpp)
// then neither parse the JSON library nor instantiate its parser, once per variant.
#include <nlohmann/json_fwd.hpp>

#include "tools/match/player.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::match {

struct GameLine {
  int game = 1;               // a match's game number, or an experiment variant's, from 1
  std::string variant;        // the registered name
  std::string first, second;  // the players, first mover first
  Opening opening;
  std::vector<std::string> moves;  // after the opening
  std::string result = "*", reason;
  std::optional<std::uint64_t> seed;            // the game's own seed (experiment)
  std::map<std::string, std::int64_t> time_ms;  // thinking time by player (match)
  std::vector<MoveInfo> move_info;              // per move after the opening (may be absent)
};

nlohmann::json to_json(const GameLine& g);
// The game of a parsed line: `variant` and `moves` are required, the rest defaults (game 1, no
// names, the variant's start, "*"); nlohmann::json::exception when a field is missing or
// mistyped.
GameLine game_line_of(const nlohmann::json& j);

// A line of games.jsonl that is not JSON, or not a game line; what() is the JSON library's own
// message.
struct BadGameLine : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// The game of one line of games.jsonl, as game_line_of(parsed text); BadGameLine otherwise.
GameLine parse_game_line(std::string_view text);

}  // namespace boardlab::match
