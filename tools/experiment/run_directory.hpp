#pragma once
// An experiment's output directory (docs/cli.md, "boardlab experiment"): made or refused, the
// files of a run in progress that --resume continues from, and the outputs of a finished run
// written so that a directory with a summary.json is complete.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/experiment/experiment.hpp"

namespace boardlab::experiment {

// While a run is going on, DIR holds its record (kStarted: settings, players, sessions; see
// provenance.hpp) and each finished game, appended as it ends (kFinished): what `--resume`
// continues from. The games go into games.jsonl when the outputs are written; the record stays.
// A DIR with kStarted but no summary.json holds an interrupted run.
inline constexpr const char* kStarted = "run.json";
inline constexpr const char* kFinished = "finished.jsonl";

// A game's place in the run: its variant and its index (from 0) among that variant's games.
std::pair<std::string, int> key_of(const nlohmann::json& g);

// Games sorted as the settings list them: variant order, then index. This order makes a merged
// run's games.jsonl byte-identical to a single run's.
void sort_games(std::vector<nlohmann::json>& games, const Settings& s);

// Makes DIR, or empties a finished run's outputs from it with --force; refuses a non-empty DIR
// otherwise (naming --resume when it holds an interrupted run).
void prepare_out(const std::string& out, bool force);

// Writes the outputs of a finished run. summary.json goes last, by rename. `players` is run.json's
// (the report shows the piece values of the weights that played).
void write_outputs(const std::string& out, const Settings& s, const Shard& shard,
                   std::vector<nlohmann::json> games, std::span<const table::VariantRow> table,
                   bool csv, const nlohmann::json& players);

// What kStarted holds: the settings and the shard.
nlohmann::json started_json(const Settings& s, const Shard& shard);

// The games an interrupted run finished, from kFinished. A last line cut by a kill (no newline)
// is dropped and cut from the file, so that appending goes on from whole lines.
std::vector<nlohmann::json> read_finished(const std::filesystem::path& file);

}  // namespace boardlab::experiment
