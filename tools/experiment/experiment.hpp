#pragma once
// `boardlab experiment`: self-play of several variants with one engine setting, for research on
// rule variations; statistics, piece values, a report with plots; sharding and merging for runs
// beyond one machine.
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/registry/variant_row.hpp"

namespace boardlab::experiment {

struct Settings {
  std::vector<std::string> variants;
  int games = 100;  // per variant
  std::uint64_t nodes = 0;
  int depth = 0;
  std::int64_t movetime_ms = 0;
  int random_plies = 8;  // openings: random-plies:K or balanced:K
  // balanced:K: a candidate opening is kept when a search of `nodes` scores it within
  // ±window_cp, in every variant it is playable in (or in the first only).
  struct Balance {
    bool enabled = false, every_variant = true;
    int window_cp = 50;
    std::uint64_t nodes = 10000;
  } balance;
  std::vector<std::string> opening_lines;  // or file=F: its lines, kept in the settings
  std::uint64_t seed = 1;
  int max_plies = 400;
  std::size_t hash_mb = 16;
  // Evaluation weights per variant (--eval VARIANT=FILE); the others play their compiled ones.
  std::map<std::string, std::string> eval_files;
  // Players (players.hpp): --player SPEC under "" (every variant), --player VARIANT=SPEC under
  // the variant; none: the built-in search everywhere.
  std::map<std::string, std::string> players;

  nlohmann::json to_json() const;
  static Settings from_json(const nlohmann::json& j);
};

struct Shard {
  int index = 1, count = 1;  // shard `index` of `count`, from 1
};

struct RunOptions {
  Settings settings;
  Shard shard;
  int jobs = 1;
  std::string out;
  bool force = false, quiet = false;
  bool csv = false;  // also games.csv and positions.csv (csv_tables.hpp)
  // Continue the interrupted run in `out`: its own settings are used; settings given as well
  // (settings_given) must be the same.
  bool resume = false, settings_given = true;
};

int run(const RunOptions& options, std::span<const table::VariantRow> table);
int merge(const std::vector<std::string>& dirs, const std::string& out, bool force, bool csv,
          std::span<const table::VariantRow> table);

// From the games of a whole run: summary.json's object (exposed for tests).
nlohmann::json summarize(const Settings& settings, const std::vector<nlohmann::json>& games,
                         std::span<const table::VariantRow> table);
// report.md and the SVG plots, from a summary and run.json's players.
void write_report(const nlohmann::json& summary, const nlohmann::json& players,
                  const std::string& dir);
// The results table of the report (header row first), as report.md and report.html show it.
std::vector<std::vector<std::string>> results_table(const nlohmann::json& summary);
// report.html: the results, the plots (written by write_report) and an offline viewer for the
// first `samples` finished games of each variant.
void write_report_html(const nlohmann::json& summary, const nlohmann::json& players,
                       const std::vector<nlohmann::json>& games,
                       std::span<const table::VariantRow> table, const std::string& dir,
                       int samples = 2);

}  // namespace boardlab::experiment
