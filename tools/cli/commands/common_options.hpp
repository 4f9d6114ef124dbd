#pragma once
// Options several commands share, written once: the position (--variant, --fen, --position,
// --seed, --moves), the search limits, and --openings.
#include <optional>
#include <string>

#include "tools/cli/run.hpp"

namespace CLI {
class App;
}

namespace boardlab::cli {

void add_position_options(CLI::App& cmd, Options& o);
// --variant alone (commands that take no position).
void add_variant_option(CLI::App& cmd, Options& o);

// --depth, --movetime, --nodes and --hash of the commands that search.
void add_search_limits(CLI::App& cmd, Options& o);

// --openings as the commands that play games read it: random-plies:K, or (where `files`) file=F.
struct OpeningsChoice {
  std::optional<int> random_plies;
  std::string file;  // file=F
};
OpeningsChoice read_openings_choice(const std::string& text, bool files);

// Seconds given on the command line as whole milliseconds, at least one.
std::int64_t milliseconds_of(double seconds);

}  // namespace boardlab::cli
