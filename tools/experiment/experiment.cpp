// See experiment.hpp. A run is a list of games (variant, index), each fully determined by the
// settings: its opening comes from the pair index and the seed, and each side's node budget is
// jittered from the same seed (otherwise the two games of a pair, same engine both sides, would
// be one game twice). So shards and job counts change only who plays a game, never the game.
#include "tools/experiment/experiment.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/game_loop.hpp"

namespace boardlab::experiment {
namespace fs = std::filesystem;
using nlohmann::json;

json Settings::to_json() const {
  return {{"variants", variants},
          {"games", games},
          {"nodes", nodes},
          {"depth", depth},
          {"movetime_ms", movetime_ms},
          {"random_plies", random_plies},
          {"opening_lines", opening_lines},
          {"seed", seed},
          {"max_plies", max_plies},
          {"hash_mb", hash_mb}};
}

Settings Settings::from_json(const json& j) {
  Settings s;
  s.variants = j.at("variants").get<std::vector<std::string>>();
  s.games = j.at("games");
  s.nodes = j.at("nodes");
  s.depth = j.at("depth");
  s.movetime_ms = j.at("movetime_ms");
  s.random_plies = j.at("random_plies");
  s.opening_lines = j.at("opening_lines").get<std::vector<std::string>>();
  s.seed = j.at("seed");
  s.max_plies = j.at("max_plies");
  s.hash_mb = j.at("hash_mb");
  return s;
}

namespace {

struct Task {
  int variant, index;
};

// A seed for game material derived from the run's seed and a number (splitmix64).
std::uint64_t mix(std::uint64_t seed, std::uint64_t n) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (n + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

const cli::VariantRow& row_of(std::span<const cli::VariantRow> table, const std::string& name) {
  return cli::find_variant(table, name);
}

// The opening of pair `pair` in variant `v`: the first variant's random opening (or file line)
// where it is legal in `v`, else `v`'s own from the same seed.
match::Opening opening_for(const Settings& s, std::span<const cli::VariantRow> table, int v,
                           int pair) {
  const auto referee = row_of(table, s.variants[std::size_t(v)]).referee();
  if (!s.opening_lines.empty()) {
    const std::string& line = s.opening_lines[std::size_t(pair) % s.opening_lines.size()];
    return referee->read_opening("line", line);
  }
  match::Opening o;
  if (s.random_plies <= 0) return o;
  const std::uint64_t seed = mix(s.seed, std::uint64_t(pair));
  o.moves = row_of(table, s.variants[0]).referee()->random_moves(s.random_plies, seed);
  try {
    referee->start(o);
    if (referee->end().over) throw InputError("over");
  } catch (const InputError&) {
    o.moves = referee->random_moves(s.random_plies, seed);
  }
  return o;
}

json play_game(const Settings& s, std::span<const cli::VariantRow> table, Task t) {
  const cli::VariantRow& row = row_of(table, s.variants[std::size_t(t.variant)]);
  const int pair = t.index / 2;
  const match::Opening opening = opening_for(s, table, t.variant, pair);
  auto referee = row.referee();
  referee->start(opening);
  match::PlayerSpec spec[2];
  std::unique_ptr<match::Player> players[2];
  const std::uint64_t seed = mix(s.seed, std::uint64_t(t.index) * 7919 + std::uint64_t(t.variant));
  for (int c = 0; c < 2; ++c) {
    spec[c].name = c == 0 ? "first" : "second";
    spec[c].builtin = true;
    spec[c].hash_mb = s.hash_mb;
    spec[c].limits.depth = s.depth;
    spec[c].limits.movetime_ms = s.movetime_ms;
    // Node budgets jittered by up to ±10% per side and game, reproducibly.
    if (s.nodes)
      spec[c].limits.nodes =
          std::max<std::uint64_t>(1, s.nodes * (900 + mix(seed, std::uint64_t(c)) % 201) / 1000);
    players[c] = match::make_player(spec[c], row, -1);
    players[c]->new_game();
  }
  match::Player* const seat[2] = {players[0].get(), players[1].get()};
  const match::PlayerSpec* const specs[2] = {&spec[0], &spec[1]};
  match::GameRules rules;
  rules.max_plies = s.max_plies;
  const match::PlayedGame g = match::play_out(*referee, opening, seat, specs, rules);
  const auto& all = referee->moves();
  const std::vector<std::string> moves(all.begin() + std::ptrdiff_t(opening.moves.size()),
                                       all.end());
  // A game the move limit cut short is unfinished, not a draw by any rule.
  const bool cut = g.reason == "adjudication: maximum plies";
  json j = {{"variant", std::string(row.name)},
            {"index", t.index},
            {"seed", seed},
            {"opening", opening.moves},
            {"moves", moves},
            {"result", cut ? "*" : g.result},
            {"reason", cut ? "max-plies" : g.reason},
            {"plies", moves.size()}};
  if (opening.position) j["start"] = *opening.position;
  return j;
}

// Games sorted as the settings list them: variant order, then index. This order makes a merged
// run's games.jsonl byte-identical to a single run's.
void sort_games(std::vector<json>& games, const Settings& s) {
  auto order = [&](const json& g) {
    const auto it =
        std::find(s.variants.begin(), s.variants.end(), g.at("variant").get<std::string>());
    return std::pair(int(it - s.variants.begin()), g.at("index").get<int>());
  };
  std::sort(games.begin(), games.end(),
            [&](const json& a, const json& b) { return order(a) < order(b); });
}

void prepare_out(const std::string& out, bool force) {
  std::error_code ec;
  if (fs::exists(out, ec) && !fs::is_empty(out, ec)) {
    if (!force)
      throw InputError("--out " + quote_path(out) + " exists and is not empty (add --force)");
    for (const char* f : {"summary.json", "games.jsonl", "report.md", "report.html", "wdl.svg",
                          "lengths.svg", "piece_values.svg", "games.jsonl.partial"})
      fs::remove(fs::path(out) / f, ec);
  }
  fs::create_directories(out, ec);
  if (ec) throw InputError("--out: cannot create " + quote_path(out));
}

// Writes the outputs of a finished run. summary.json goes last, by rename: a directory with a
// summary.json is complete.
void write_outputs(const std::string& out, const Settings& s, const Shard& shard,
                   std::vector<json> games, std::span<const cli::VariantRow> table) {
  sort_games(games, s);
  const fs::path dir(out);
  {
    std::ofstream f(dir / "games.jsonl.partial", std::ios::binary);
    for (const json& g : games) f << g.dump() << '\n';
    if (!f) throw InputError("cannot write " + quote_path((dir / "games.jsonl").string()));
  }
  fs::rename(dir / "games.jsonl.partial", dir / "games.jsonl");
  json summary = summarize(s, games, table);
  if (shard.count > 1) summary["shard"] = {{"index", shard.index}, {"count", shard.count}};
  write_report(summary, out);
  write_report_html(summary, games, table, out);
  {
    std::ofstream f(dir / "summary.json.partial", std::ios::binary);
    f << summary.dump(2) << '\n';
    if (!f) throw InputError("cannot write " + quote_path((dir / "summary.json").string()));
  }
  fs::rename(dir / "summary.json.partial", dir / "summary.json");
}

class Progress {
 public:
  Progress(int total, bool show) : total_(total), show_(show), start_(Clock::now()) {}
  void tick(int done) const {
    if (!show_) return;
    const double s = std::chrono::duration<double>(Clock::now() - start_).count();
    const double rate = s > 0 ? done / s : 0;
    const int width = 30, filled = total_ ? width * done / total_ : width;
    std::fprintf(stderr, "\r[%s%s] %d/%d games, %.1f games/s, ETA %.0f s   ",
                 std::string(std::size_t(filled), '#').c_str(),
                 std::string(std::size_t(width - filled), '.').c_str(), done, total_, rate,
                 rate > 0 ? (total_ - done) / rate : 0.0);
    if (done == total_) std::fputs("\n", stderr);
  }

 private:
  using Clock = std::chrono::steady_clock;
  int total_;
  bool show_;
  Clock::time_point start_;
};

}  // namespace

int run(const RunOptions& o, std::span<const cli::VariantRow> table) {
  const Settings& s = o.settings;
  if (s.variants.empty()) throw InputError("--variants: give at least one variant");
  for (const std::string& v : s.variants) row_of(table, v);  // unknown names are errors
  for (std::size_t a = 0; a < s.variants.size(); ++a)
    for (std::size_t b = a + 1; b < s.variants.size(); ++b)
      if (row_of(table, s.variants[a]).name == row_of(table, s.variants[b]).name)
        throw InputError("--variants lists " + quote_input(s.variants[b]) + " twice");
  if (!s.nodes && !s.depth && !s.movetime_ms)
    throw InputError("give the engine a limit: --nodes N, --depth D or --movetime MS");
  if (o.shard.index < 1 || o.shard.index > o.shard.count)
    throw InputError("--shard " + std::to_string(o.shard.index) + "/" +
                     std::to_string(o.shard.count) + " is impossible (I/K with 1 <= I <= K)");
  // Openings are checked before anything is written.
  for (std::size_t v = 0; v < s.variants.size(); ++v)
    for (int pair = 0; pair < std::min<int>(int(s.opening_lines.size()), (s.games + 1) / 2); ++pair)
      try {
        opening_for(s, table, int(v), pair);
      } catch (const InputError& e) {
        throw InputError("--openings line " + std::to_string(pair + 1) + " in " + s.variants[v] +
                         ": " + e.what());
      }
  prepare_out(o.out, o.force);

  std::vector<Task> tasks;
  for (int v = 0; v < int(s.variants.size()); ++v)
    for (int i = 0; i < s.games; ++i)
      if (i % o.shard.count == o.shard.index - 1) tasks.push_back({v, i});
  std::vector<json> games(tasks.size());
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::mutex mutex;
  std::string failure;
  const Progress progress(int(tasks.size()), !o.quiet && isatty(STDERR_FILENO));
  auto work = [&] {
    try {
      for (std::size_t i; (i = next++) < tasks.size();) {
        games[i] = play_game(s, table, tasks[i]);
        const int n = ++done;
        std::lock_guard lock(mutex);
        progress.tick(n);
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex);
      if (failure.empty()) failure = e.what();
      next = tasks.size();
    }
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < std::max(1, o.jobs); ++j) threads.emplace_back(work);
  for (auto& t : threads) t.join();
  if (!failure.empty()) throw InputError(failure);
  write_outputs(o.out, s, o.shard, std::move(games), table);
  if (!o.quiet)
    std::cout << "wrote " << tasks.size()
              << " games, summary.json, report.md, report.html and plots to " << o.out << std::endl;
  return 0;
}

int merge(const std::vector<std::string>& dirs, const std::string& out, bool force,
          std::span<const cli::VariantRow> table) {
  if (dirs.empty()) throw InputError("merge: name the shard directories");
  std::optional<Settings> settings;
  std::vector<json> games;
  for (const std::string& dir : dirs) {
    std::ifstream in(fs::path(dir) / "summary.json");
    if (!in)
      throw InputError("merge: " + quote_path(dir) +
                       " has no summary.json (not an experiment, or not finished)");
    json summary;
    try {
      summary = json::parse(in);
    } catch (const json::exception& e) {
      throw InputError("merge: " + quote_path(dir) + "/summary.json: " + e.what());
    }
    // A summary or game line that parses but lacks a field is bad input too, named by file.
    const auto fields = [&](const std::string& file, auto&& read) {
      try {
        return read();
      } catch (const json::exception& e) {
        throw InputError("merge: " + quote_path(dir) + "/" + file + ": " + e.what());
      }
    };
    const Settings s =
        fields("summary.json", [&] { return Settings::from_json(summary.at("settings")); });
    if (settings && s.to_json() != settings->to_json())
      throw InputError("merge: " + quote_path(dir) + " was run with other settings than " +
                       quote_path(dirs[0]));
    settings = s;
    std::ifstream g(fs::path(dir) / "games.jsonl");
    int number = 0;
    for (std::string line; std::getline(g, line);) {
      ++number;
      games.push_back(fields("games.jsonl line " + std::to_string(number), [&] {
        json game = json::parse(line);
        game.at("variant").get<std::string>();
        game.at("index").get<int>();
        return game;
      }));
    }
  }
  sort_games(games, *settings);
  // Every game of the full run exactly once.
  std::map<std::pair<std::string, int>, int> seen;
  for (const json& g : games)
    ++seen[{g.at("variant").get<std::string>(), g.at("index").get<int>()}];
  for (const std::string& v : settings->variants)
    for (int i = 0; i < settings->games; ++i) {
      const int n = seen.count({v, i}) ? seen[{v, i}] : 0;
      if (n != 1)
        throw InputError("merge: game " + std::to_string(i) + " of " + v +
                         (n ? " is in more than one shard" : " is missing (a shard not given?)"));
    }
  if (games.size() != seen.size()) throw InputError("merge: the shards hold games of another run");
  prepare_out(out, force);
  write_outputs(out, *settings, {}, std::move(games), table);
  std::cout << "merged " << dirs.size() << " shards into " << out << std::endl;
  return 0;
}

}  // namespace boardlab::experiment
