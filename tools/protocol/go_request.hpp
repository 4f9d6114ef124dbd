#pragma once
// A `go` command of the UCI and USI protocols, read into its limits (the one place where the two
// dialects' clock words differ: UCI's white and USI's black, sente, move first).
#include <cstdint>
#include <string_view>
#include <vector>

#include "framework/search/time_manager.hpp"
#include "tools/protocol/protocol_loop.hpp"

namespace boardlab::protocol {

struct GoRequest {
  search::ClockState clock[2];  // first player, second player
  std::int64_t movetime = 0, byoyomi = 0;
  std::int64_t mate_ms = -1;  // USI `go mate`: time limit, 0 for infinite; -1: not a mate search
  int depth = 0, mate = 0, perft = -1, moves_to_go = 0;
  std::uint64_t nodes = 0;
  bool infinite = false, ponder = false;
};

// The words of a `go` line (w[0] is "go"); an InputError names a bad or unknown parameter.
GoRequest parse_go(const std::vector<std::string_view>& w, Dialect dialect);

}  // namespace boardlab::protocol
