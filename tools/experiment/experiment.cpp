// See experiment.hpp. A run is a list of games (variant, index), each fully determined by the
// settings: its opening comes from the pair index and the seed, and each side's node budget is
// jittered from the same seed (otherwise the two games of a pair, same engine both sides, would
// be one game twice). So shards and job counts change only who plays a game, never the game.
#include "tools/experiment/experiment.hpp"

#include <signal.h>
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

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/checked_file.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/game_loop.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/worker_pool.hpp"

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

const table::VariantRow& row_of(std::span<const table::VariantRow> table, const std::string& name) {
  return table::find_variant(table, name);
}

// The opening of pair `pair` in variant `v`: the first variant's random opening (or file line)
// where it is legal in `v`, else `v`'s own from the same seed.
match::Opening opening_for(const Settings& s, std::span<const table::VariantRow> table, int v,
                           int pair) {
  const auto referee = row_of(table, s.variants[std::size_t(v)]).referee();
  if (!s.opening_lines.empty()) {
    const std::string& line = s.opening_lines[std::size_t(pair) % s.opening_lines.size()];
    return referee->read_opening("line", line);
  }
  match::Opening o;
  if (s.random_plies <= 0) return o;
  const std::uint64_t seed = match::derive_seed(s.seed, std::uint64_t(pair));
  o.moves = row_of(table, s.variants[0]).referee()->random_moves(s.random_plies, seed);
  try {
    referee->start(o);
    if (referee->end().over) throw InputError("over");
  } catch (const InputError&) {
    // From v's own start: `referee` may hold the first variant's opening now.
    o.moves =
        row_of(table, s.variants[std::size_t(v)]).referee()->random_moves(s.random_plies, seed);
  }
  return o;
}

json play_game(const Settings& s, std::span<const table::VariantRow> table, Task t,
               const std::atomic<bool>* abort) {
  const table::VariantRow& row = row_of(table, s.variants[std::size_t(t.variant)]);
  const int pair = t.index / 2;
  const match::Opening opening = opening_for(s, table, t.variant, pair);
  auto referee = row.referee();
  referee->start(opening);
  match::PlayerSpec spec[2];
  std::unique_ptr<match::Player> players[2];
  const std::uint64_t seed =
      match::derive_seed(s.seed, std::uint64_t(t.index) * 7919 + std::uint64_t(t.variant));
  for (int c = 0; c < 2; ++c) {
    spec[c].name = c == 0 ? "first" : "second";
    spec[c].builtin = true;
    spec[c].hash_mb = s.hash_mb;
    spec[c].limits.depth = s.depth;
    spec[c].limits.movetime_ms = s.movetime_ms;
    // Node budgets jittered by up to ±10% per side and game, reproducibly.
    if (s.nodes)
      spec[c].limits.nodes = std::max<std::uint64_t>(
          1, s.nodes * (900 + match::derive_seed(seed, std::uint64_t(c)) % 201) / 1000);
    players[c] = match::make_player(spec[c], row, -1);
    players[c]->new_game();
  }
  match::Player* const seat[2] = {players[0].get(), players[1].get()};
  const match::PlayerSpec* const specs[2] = {&spec[0], &spec[1]};
  match::GameRules rules;
  rules.max_plies = s.max_plies;
  rules.abort = abort;
  const match::PlayedGame g = match::play_out(*referee, opening, seat, specs, rules);
  const auto& all = referee->moves();
  const std::vector<std::string> moves(all.begin() + std::ptrdiff_t(opening.moves.size()),
                                       all.end());
  // A game the move limit cut short is unfinished, not a draw by any rule.
  const bool cut = g.reason == "adjudication: maximum plies";
  match::GameLine line;
  line.game = t.index + 1;
  line.variant = row.name;
  line.first = line.second = "boardlab";
  line.opening = opening;
  line.moves = moves;
  line.result = cut ? "*" : g.result;
  line.reason = cut ? "max-plies" : g.reason;
  line.seed = seed;
  return to_json(line);
}

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

// While a run is going on, DIR holds its settings (kStarted) and each finished game, appended as
// it ends (kFinished): what `--resume` continues from. Both go when the outputs are written.
constexpr const char* kStarted = "run.json";
constexpr const char* kFinished = "finished.jsonl";

void prepare_out(const std::string& out, bool force) {
  std::error_code ec;
  if (fs::exists(out, ec) && !fs::is_empty(out, ec)) {
    if (!force && fs::exists(fs::path(out) / kStarted, ec))
      throw InputError("--out " + quote_path(out) +
                       " holds an interrupted run: continue it with --resume, or start again "
                       "with --force");
    if (!force)
      throw InputError("--out " + quote_path(out) + " exists and is not empty (add --force)");
    for (const char* f :
         {"summary.json", "games.jsonl", "report.md", "report.html", "wdl.svg", "lengths.svg",
          "piece_values.svg", "games.jsonl.partial", kStarted, kFinished})
      fs::remove(fs::path(out) / f, ec);
  }
  fs::create_directories(out, ec);
  if (ec) throw InputError("--out: cannot create " + quote_path(out));
}

// Writes the outputs of a finished run. summary.json goes last, by rename: a directory with a
// summary.json is complete.
void write_outputs(const std::string& out, const Settings& s, const Shard& shard,
                   std::vector<json> games, std::span<const table::VariantRow> table) {
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

// SIGINT and SIGTERM during a run: no new game starts, the games in flight end before their next
// move, and every finished game stays in DIR for --resume. (Lock-free atomics: safe to set from a
// signal handler.)
std::atomic<bool> interrupted{false};
std::atomic<int> interrupting_signal{0};

extern "C" void on_interrupt(int signal) {
  interrupting_signal = signal;
  interrupted = true;
}

class InterruptHandlers {
 public:
  InterruptHandlers() {
    interrupted = false;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int_);
    sigaction(SIGTERM, &action, &old_term_);
  }
  ~InterruptHandlers() {
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }
  InterruptHandlers(const InterruptHandlers&) = delete;
  InterruptHandlers& operator=(const InterruptHandlers&) = delete;

 private:
  struct sigaction old_int_ {
  }, old_term_{};
};

void check_settings(const Settings& s, const Shard& shard,
                    std::span<const table::VariantRow> table) {
  if (s.variants.empty()) throw InputError("--variants: give at least one variant");
  for (const std::string& v : s.variants) row_of(table, v);  // unknown names are errors
  for (std::size_t a = 0; a < s.variants.size(); ++a)
    for (std::size_t b = a + 1; b < s.variants.size(); ++b)
      if (row_of(table, s.variants[a]).name == row_of(table, s.variants[b]).name)
        throw InputError("--variants lists " + quote_input(s.variants[b]) + " twice");
  if (!s.nodes && !s.depth && !s.movetime_ms)
    throw InputError("give the engine a limit: --nodes N, --depth D or --movetime MS");
  if (shard.index < 1 || shard.index > shard.count)
    throw InputError("--shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) +
                     " is impossible (I/K with 1 <= I <= K)");
  for (std::size_t v = 0; v < s.variants.size(); ++v)
    for (int pair = 0; pair < std::min<int>(int(s.opening_lines.size()), (s.games + 1) / 2); ++pair)
      try {
        opening_for(s, table, int(v), pair);
      } catch (const InputError& e) {
        throw InputError("--openings line " + std::to_string(pair + 1) + " in " + s.variants[v] +
                         ": " + e.what());
      }
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

}  // namespace

int run(const RunOptions& o, std::span<const table::VariantRow> table) {
  Settings s = o.settings;
  Shard shard = o.shard;
  const fs::path dir(o.out);
  std::vector<json> kept;  // games an interrupted run finished
  if (o.resume) {
    std::error_code ec;
    if (fs::exists(dir / "summary.json", ec))
      throw InputError("--resume: " + quote_path(o.out) + " holds a finished run (summary.json)");
    std::ifstream in(dir / kStarted);
    if (!in)
      throw InputError("--resume: " + quote_path(o.out) + " holds no interrupted experiment (no " +
                       kStarted + ")");
    json started;
    try {
      started = json::parse(in);
      const Settings stored = Settings::from_json(started.at("settings"));
      if (o.settings_given && started_json(s, shard) != started)
        throw InputError("--resume: " + quote_path(o.out) +
                         " was started with other settings; give the same ones, or none");
      s = stored;
      shard = {started.at("shard").at("index"), started.at("shard").at("count")};
    } catch (const json::exception& e) {
      throw InputError("--resume: " + quote_path((dir / kStarted).string()) + ": " + e.what());
    }
    kept = read_finished(dir / kFinished);
  }
  check_settings(s, shard, table);
  if (!o.resume) {
    prepare_out(o.out, o.force);
    match::CheckedFile started((dir / kStarted).string(), "--out",
                               match::CheckedFile::Mode::Truncate);
    started.write(started_json(s, shard).dump(2) + '\n');
    started.close();
  }

  std::map<std::pair<std::string, int>, bool> done_before;
  for (const json& g : kept) {
    const auto key = key_of(g);
    const auto v = std::find(s.variants.begin(), s.variants.end(), key.first);
    if (v == s.variants.end() || key.second < 0 || key.second >= s.games ||
        key.second % shard.count != shard.index - 1 || done_before[key])
      throw InputError("--resume: " + quote_path((dir / kFinished).string()) +
                       " holds a game that is not one of this run's, or one twice (" + key.first +
                       " game " + std::to_string(key.second) + ")");
    done_before[key] = true;
  }
  std::vector<Task> tasks;
  int total = 0;
  for (int v = 0; v < int(s.variants.size()); ++v)
    for (int i = 0; i < s.games; ++i)
      if (i % shard.count == shard.index - 1) {
        ++total;
        if (!done_before.count({s.variants[std::size_t(v)], i})) tasks.push_back({v, i});
      }
  match::CheckedFile finished((dir / kFinished).string(), "--out",
                              match::CheckedFile::Mode::Append);
  std::vector<json> games = std::move(kept);
  std::atomic<int> done{int(games.size())};
  std::mutex mutex;
  const Progress progress(total, !o.quiet && isatty(STDERR_FILENO));
  const InterruptHandlers handlers;
  match::WorkerPool pool([] { interrupted = true; });
  try {
    pool.run(tasks.size(), o.jobs, [&](std::size_t i, int) {
      if (interrupted) return pool.stop();
      json game = play_game(s, table, tasks[i], &interrupted);
      if (interrupted) return pool.stop();  // possibly cut short: played again on --resume
      std::lock_guard lock(mutex);
      finished.write(game.dump() + '\n');  // kept at once: a kill loses only games in flight
      games.push_back(std::move(game));
      progress.tick(++done);
    });
  } catch (const InputError&) {
    finished.close();
    throw;
  }
  finished.close();
  if (interrupting_signal && int(games.size()) < total) {
    std::cerr << "\ninterrupted: " << games.size() << " of " << total << " games are kept in "
              << quote_path(o.out) << "; continue with: boardlab experiment --resume --out "
              << quote_path(o.out) << std::endl;
    return 128 + interrupting_signal.exchange(0);
  }
  interrupting_signal = 0;
  write_outputs(o.out, s, shard, std::move(games), table);
  std::error_code ec;
  fs::remove(dir / kFinished, ec);
  fs::remove(dir / kStarted, ec);
  if (!o.quiet)
    std::cout << "wrote " << total << " games, summary.json, report.md, report.html and plots to "
              << o.out << std::endl;
  return 0;
}

int merge(const std::vector<std::string>& dirs, const std::string& out, bool force,
          std::span<const table::VariantRow> table) {
  if (dirs.empty()) throw InputError("merge: name the shard directories");
  std::optional<Settings> settings;
  std::vector<json> games;
  for (const std::string& dir : dirs) {
    std::ifstream in(fs::path(dir) / "summary.json");
    std::error_code ec;
    if (!in && fs::exists(fs::path(dir) / kStarted, ec))
      throw InputError("merge: " + quote_path(dir) +
                       " has not finished; continue it with: boardlab experiment --resume --out " +
                       quote_path(dir));
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
        match::game_line_of(game);
        key_of(game);
        return game;
      }));
    }
  }
  sort_games(games, *settings);
  // Every game of the full run exactly once.
  std::map<std::pair<std::string, int>, int> seen;
  for (const json& g : games) ++seen[key_of(g)];
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
