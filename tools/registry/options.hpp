#pragma once
// What the command line parsed, handed to a variant's command implementations (the commands'
// entry points in a VariantRow take it).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boardlab::table {

struct Options {
  std::string variant = "chess";
  bool variant_given = false;  // --variant was on the command line (even as the default)
  std::optional<std::string> fen;
  std::optional<std::string> position;  // numbered start position, or "random"
  std::optional<std::uint64_t> seed;
  std::string moves;
  int depth = 1;
  bool divide = false;
  bool xfen = false;
  bool claim = false;
  std::optional<std::string> record_format;  // "pgn", "csa", "usi"
  std::string record_file;
  // Search commands.
  int search_depth = 0;
  std::int64_t movetime_ms = 0;
  std::uint64_t nodes = 0;
  std::size_t hash_mb = 16;
  std::string eval_file;  // --eval: evaluation weights (empty: the compiled default)
  int games = 2;
  int opening_plies = 0;
  std::string pgn_out;
  // show
  bool ascii = false, flip = false;
  std::string colour = "auto";  // auto, always, never
  // svg, view
  std::string out;
  int size = 0;
  bool last_move = false;
  std::string arrows;
  int game_index = 1;  // game, view: which game of a PGN or USI-lines file (1-based)
  // tune (docs/cli.md, "boardlab tune")
  struct Tune {
    std::vector<std::string> game_files;  // games.jsonl, PGN, CSA or USI records
    std::string fit;                      // comma-separated weight keys; empty: every weight
    int epochs = 400;
    double rate = 1.0;
    int threads = 2;
    int skip_plies = 8;       // each game's first plies give no positions
    double validation = 0.1;  // share of the games held out (chosen by --seed)
    double regularize = 0;
    double scale = 0;    // K; 0: fitted
    std::string report;  // empty: beside --out, with ".md" added
  } tune;
};

}  // namespace boardlab::table
