#pragma once
// `boardlab verify`: boardlab's move generation against another engine's `go perft` divide on
// random positions, descending to the shallowest position where the two disagree.
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "tools/registry/variant_row.hpp"

namespace boardlab::verify {

struct VerifyOptions {
  std::string variant;
  std::string engine;  // command (a path or a name in PATH)
  std::vector<std::string> engine_args;
  std::string protocol;  // "uci" or "usi"; empty: the variant's own
  std::vector<std::pair<std::string, std::string>> options;  // setoption NAME value VALUE
  int positions = 100;
  int depth = 3;
  std::uint64_t seed = 1;
  bool quiet = false;  // no progress line
  // The longest wait for one answer (the handshake, one `go perft`): past it the engine is
  // killed and verify fails with one line.
  std::int64_t timeout_ms = 60000;
};

// Prints a `mismatch: …` line per disagreeing position and the closing line
// `verified N positions at depth D: K mismatches`; returns 0 when K is 0, 1 otherwise.
int run(const VerifyOptions& options, std::span<const table::VariantRow> table);

// A `go perft` divide as engines print it ("e2e4: 20" lines, then "Nodes searched: N"), read
// from `lines`; the total goes to `total`. Exposed for tests.
std::vector<std::pair<std::string, std::uint64_t>> read_divide(
    const std::vector<std::string>& lines, std::uint64_t& total);

}  // namespace boardlab::verify
