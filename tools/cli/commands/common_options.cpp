// See common_options.hpp.
#include "tools/cli/commands/common_options.hpp"

#include <cmath>

#include <CLI/CLI.hpp>

#include "framework/notation/text_fields.hpp"

namespace boardlab::cli {

void add_variant_option(CLI::App& cmd, Options& o) {
  cmd.add_option("--variant", o.variant, "variant name or alias (see 'boardlab variants')")
      ->capture_default_str();
}

void add_position_options(CLI::App& cmd, Options& o) {
  add_variant_option(cmd, o);
  cmd.add_option("--fen", o.fen, "start position in the variant's notation (FEN, SFEN)");
  cmd.add_option("--position", o.position,
                 "numbered start position (shuffle variants), or 'random'");
  cmd.add_option("--seed", o.seed, "seed for --position random");
  cmd.add_option("--moves", o.moves, "moves played from the position, e.g. \"e2e4 e7e5\"");
}

void add_search_limits(CLI::App& cmd, Options& o) {
  cmd.add_option("--depth", o.search_depth, "depth limit in plies")->check(CLI::Range(1, 100));
  cmd.add_option("--movetime", o.movetime_ms, "time limit per search in milliseconds")
      ->check(CLI::Range(std::int64_t(1), std::int64_t(86400000)));
  cmd.add_option("--nodes", o.nodes, "node limit per search")
      ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 50));
  cmd.add_option("--hash", o.hash_mb, "transposition table size in MB")
      ->capture_default_str()
      ->check(CLI::Range(std::size_t(1), std::size_t(16384)));
  cmd.add_option("--eval", o.eval_file,
                 "evaluation weights file (boardlab weights, boardlab tune); default: compiled in");
}

OpeningsChoice read_openings_choice(const std::string& text, bool files) {
  constexpr std::string_view plies = "random-plies:", file = "file=";
  OpeningsChoice choice;
  if (text.rfind(plies, 0) == 0) {
    choice.random_plies = int(parse_integer(text.substr(plies.size()), "--openings plies", 0, 200));
  } else if (files && text.rfind(file, 0) == 0 && text.size() > file.size()) {
    choice.file = text.substr(file.size());
  } else {
    throw InputError("--openings " + quote_input(text) +
                     (files ? " is not random-plies:K or file=F" : " is not random-plies:K"));
  }
  return choice;
}

std::int64_t milliseconds_of(double seconds) {
  return std::max<std::int64_t>(1, std::llround(seconds * 1000));
}

}  // namespace boardlab::cli
