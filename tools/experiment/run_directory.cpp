// See run_directory.hpp.
#include "tools/experiment/run_directory.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/csv_tables.hpp"
#include "tools/match/game_line.hpp"

namespace boardlab::experiment {
namespace fs = std::filesystem;
using nlohmann::json;

// A game's place in the run: its variant and its index (from 0) among that variant's games.
std::pair<std::string, int> key_of(const json& g) {
  return {g.at("variant").get<std::string>(), g.at("game").get<int>() - 1};
}

// Games sorted as the settings list them: variant order, then index. This order makes a merged
// run's games.jsonl byte-identical to a single run's.
void sort_games(std::vector<json>& games, const Settings& s) {
  auto order = [&](const json& g) {
    const auto it =
        std::find(s.variants.begin(), s.variants.end(), g.at("variant").get<std::string>());
    return std::pair(int(it - s.variants.begin()), key_of(g).second);
  };
  std::sort(games.begin(), games.end(),
            [&](const json& a, const json& b) { return order(a) < order(b); });
}

void prepare_out(const std::string& out, bool force) {
  std::error_code ec;
  if (fs::exists(out, ec) && !fs::is_empty(out, ec)) {
    if (!force && fs::exists(fs::path(out) / kStarted, ec) &&
        !fs::exists(fs::path(out) / "summary.json", ec))
      throw InputError("--out " + quote_path(out) +
                       " holds an interrupted run: continue it with --resume, or start again "
                       "with --force");
    if (!force)
      throw InputError("--out " + quote_path(out) + " exists and is not empty (add --force)");
    for (const char* f : {"summary.json", "games.jsonl", "report.md", "report.html", "wdl.svg",
                          "lengths.svg", "piece_values.svg", "games.jsonl.partial", kStarted,
                          "run.json.partial", kFinished, "games.csv", "positions.csv"})
      fs::remove(fs::path(out) / f, ec);
  }
  fs::create_directories(out, ec);
  if (ec) throw InputError("--out: cannot create " + quote_path(out));
}

// Writes the outputs of a finished run. summary.json goes last, by rename: a directory with a
// summary.json is complete.
void write_outputs(const std::string& out, const Settings& s, const Shard& shard,
                   std::vector<json> games, std::span<const table::VariantRow> table, bool csv,
                   const json& players) {
  sort_games(games, s);
  const fs::path dir(out);
  {
    std::ofstream f(dir / "games.jsonl.partial", std::ios::binary);
    for (const json& g : games) f << g.dump() << '\n';
    if (!f) throw InputError("cannot write " + quote_path((dir / "games.jsonl").string()));
  }
  fs::rename(dir / "games.jsonl.partial", dir / "games.jsonl");
  if (csv) write_csv_tables(out, games, table);
  json summary = summarize(s, games, table);
  if (shard.count > 1) summary["shard"] = {{"index", shard.index}, {"count", shard.count}};
  write_report(summary, players, out);
  write_report_html(summary, players, games, table, out);
  {
    std::ofstream f(dir / "summary.json.partial", std::ios::binary);
    f << summary.dump(2) << '\n';
    if (!f) throw InputError("cannot write " + quote_path((dir / "summary.json").string()));
  }
  fs::rename(dir / "summary.json.partial", dir / "summary.json");
}

json started_json(const Settings& s, const Shard& shard) {
  return {{"settings", s.to_json()}, {"shard", {{"index", shard.index}, {"count", shard.count}}}};
}

// The games an interrupted run finished, from kFinished. A last line cut by a kill (no newline)
// is dropped and cut from the file, so that appending goes on from whole lines.
std::vector<json> read_finished(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  const std::size_t whole = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  std::vector<json> games;
  std::istringstream lines(text.substr(0, whole));
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    try {
      games.push_back(json::parse(line));
      match::game_line_of(games.back());
      key_of(games.back());  // a run's line numbers its game
    } catch (const json::exception& e) {
      throw InputError("--resume: " + quote_path(file.string()) + " line " +
                       std::to_string(number) + " is not a game: " + e.what());
    }
  }
  std::error_code ec;
  if (whole < text.size()) fs::resize_file(file, whole, ec);
  if (ec) throw InputError("--resume: cannot repair " + quote_path(file.string()));
  return games;
}

}  // namespace boardlab::experiment
