#pragma once
// `boardlab match` settings, read from cutechess-cli-style KEY=VALUE groups.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/game_loop.hpp"
#include "tools/match/player.hpp"
#include "tools/match/statistics.hpp"

namespace boardlab::match {

struct MatchOptions {
  std::string variant = "chess";
  std::vector<PlayerSpec> players;  // two
  int games = 2, concurrency = 1;
  int random_plies = 0;       // --openings random-plies:K
  std::string openings_file;  // --openings file=F
  std::uint64_t seed = 1;
  std::string pgn, csa_dir, jsonl, log;
  bool force = false;   // overwrite existing record files
  bool append = false;  // or add to them
  std::optional<Sprt> sprt;
  GameRules rules;           // --maxplies, --timemargin, --resign, --draw
  int rating_interval = 10;  // an Elo line every this many games (0: only at the end)
};

// One engine from its group ("name=A builtin depth=3", "name=B cmd=/usr/games/stockfish
// proto=uci option.Hash=32 tc=10+0.1"), after the --each group. InputError names a bad token.
PlayerSpec read_player(const std::vector<std::string>& group, const std::vector<std::string>& each);
// "tc=40/60+0.6", "tc=5+0.1", "tc=inf", "st=0.2", "byoyomi=1", "nodes=N", "depth=D" into `tc`.
// False when `key` is not a limit.
bool read_limit(const std::string& key, const std::string& value, TimeControl& tc);
// elo0=A elo1=B alpha=X beta=Y min=N
Sprt read_sprt(const std::vector<std::string>& tokens);
Adjudication read_adjudication(const std::vector<std::string>& resign,
                               const std::vector<std::string>& draw);

}  // namespace boardlab::match
