// See experiment.hpp. A run is a list of games (variant, index), each fully determined by the
// settings: its opening comes from the pair index and the seed, and each side's node budget is
// jittered from the same seed (otherwise the two games of a pair, same engine both sides, would
// be one game twice). So shards and job counts change only who plays a game, never the game.
#include "tools/experiment/experiment.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
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

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/openings.hpp"
#include "tools/experiment/players.hpp"
#include "tools/experiment/provenance.hpp"
#include "tools/experiment/run_directory.hpp"
#include "tools/match/checked_file.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/game_loop.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/worker_pool.hpp"
#include "tools/protocol/engine_session.hpp"
#include "tools/render/progress_bar.hpp"

namespace boardlab::experiment {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

struct Task {
  int variant, index;
};

json play_game(const Settings& s, std::span<const table::VariantRow> table, Task t,
               const match::Opening& opening, const std::atomic<bool>* abort) {
  const table::VariantRow& row = table::find_variant(table, s.variants[std::size_t(t.variant)]);
  auto referee = row.referee();
  referee->start(opening);
  match::PlayerSpec spec[2];
  std::unique_ptr<match::Player> players[2];
  const std::uint64_t seed =
      match::derive_seed(s.seed, std::uint64_t(t.index) * 7919 + std::uint64_t(t.variant));
  for (int c = 0; c < 2; ++c) {
    spec[c] = player_spec(s, table, std::size_t(t.variant));
    spec[c].name = c == 0 ? "first" : "second";
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
  rules.max_plies_unfinished = true;
  rules.abort = abort;
  const match::PlayedGame g = match::play_out(*referee, opening, seat, specs, rules);
  const auto& all = referee->moves();
  const std::vector<std::string> moves(all.begin() + std::ptrdiff_t(opening.moves.size()),
                                       all.end());
  match::GameLine line;
  line.game = t.index + 1;
  line.variant = row.name;
  line.first = line.second =
      spec[0].builtin ? std::string("boardlab") : fs::path(spec[0].command).filename().string();
  line.opening = opening;
  line.moves = moves;
  line.result = g.result;
  line.reason = g.reason;
  line.seed = seed;
  line.move_info = g.move_info;
  return to_json(line);
}

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
  for (const std::string& v : s.variants)
    table::find_variant(table, v);  // unknown names are errors
  for (std::size_t a = 0; a < s.variants.size(); ++a)
    for (std::size_t b = a + 1; b < s.variants.size(); ++b)
      if (table::find_variant(table, s.variants[a]).name ==
          table::find_variant(table, s.variants[b]).name)
        throw InputError("--variants lists " + quote_input(s.variants[b]) + " twice");
  if (!s.nodes && !s.depth && !s.movetime_ms)
    throw InputError("give the engine a limit: --nodes N, --depth D or --movetime MS");
  check_players(s, table);
  for (const auto& [variant, file] : s.eval_files) {
    const table::VariantRow& row = table::find_variant(table, variant);
    if (std::none_of(s.variants.begin(), s.variants.end(), [&](const std::string& v) {
          return table::find_variant(table, v).name == row.name;
        }))
      throw InputError("--eval " + variant + "=" + file + ": " + quote_input(variant) +
                       " is not in --variants");
    try {
      row.session(1)->set_eval_file(file);  // read now: a bad file is a set-up error
    } catch (const InputError& e) {
      throw InputError("--eval " + variant + "=" + file + ": " + e.what());
    }
  }
  // An engine that cannot start, or a player's weights file that does not read: before any game.
  for (std::size_t v = 0; v < s.variants.size(); ++v) {
    const match::PlayerSpec p = player_spec(s, table, v);
    if (!p.builtin) match::make_player(p, table::find_variant(table, s.variants[v]), -1)->start();
    if (p.builtin && !p.eval_file.empty())
      table::find_variant(table, s.variants[v]).session(1)->set_eval_file(p.eval_file);
  }
  if (shard.index < 1 || shard.index > shard.count)
    throw InputError("--shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) +
                     " is impossible (I/K with 1 <= I <= K)");
  for (int pair = 0; pair < std::min<int>(int(s.opening_lines.size()), (s.games + 1) / 2); ++pair)
    try {
      pair_openings(s, table, pair);
    } catch (const InputError& e) {
      throw InputError("--openings line " + std::to_string(pair + 1) + ": " + e.what());
    }
}

// The openings of the pairs `tasks` play, by pair: balanced ones take a search each, so they are
// found first, on the run's threads, with their own progress bar.
std::map<int, std::vector<match::Opening>> openings_of(const Settings& s,
                                                       std::span<const table::VariantRow> table,
                                                       const std::vector<Task>& tasks, int jobs,
                                                       bool quiet) {
  std::vector<int> pairs;
  for (const Task& t : tasks) pairs.push_back(t.index / 2);
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  std::map<int, std::vector<match::Opening>> openings;
  std::mutex mutex;
  std::atomic<int> done{0};
  const render::ProgressBar progress("openings",
                                     s.balance.enabled && !quiet && isatty(STDERR_FILENO));
  match::WorkerPool pool([] { interrupted = true; });
  pool.run(pairs.size(), s.balance.enabled ? jobs : 1, [&](std::size_t i, int) {
    if (interrupted) return pool.stop();
    std::vector<match::Opening> found = pair_openings(s, table, pairs[i]);
    std::lock_guard lock(mutex);
    openings[pairs[i]] = std::move(found);
    progress.update(++done, int(pairs.size()));
  });
  progress.finish();
  return openings;
}

// Where an interrupted run stands: its settings and shard (from kStarted, checked against any
// given again) and the games it finished.
struct ResumePoint {
  Settings settings;
  Shard shard;
  std::vector<json> kept;
  json record;  // run.json as the run left it
};

ResumePoint resume_point(const RunOptions& o) {
  const fs::path dir(o.out);
  std::error_code ec;
  if (fs::exists(dir / "summary.json", ec))
    throw InputError("--resume: " + quote_path(o.out) + " holds a finished run (summary.json)");
  std::ifstream in(dir / kStarted);
  if (!in)
    throw InputError("--resume: " + quote_path(o.out) + " holds no interrupted experiment (no " +
                     kStarted + ")");
  ResumePoint r;
  try {
    r.record = json::parse(in);
    const json started = {{"settings", r.record.at("settings")}, {"shard", r.record.at("shard")}};
    r.settings = Settings::from_json(started.at("settings"));
    if (o.settings_given && started_json(o.settings, o.shard) != started)
      throw InputError("--resume: " + quote_path(o.out) +
                       " was started with other settings; give the same ones, or none");
    r.shard = {started.at("shard").at("index"), started.at("shard").at("count")};
  } catch (const json::exception& e) {
    throw InputError("--resume: " + quote_path((dir / kStarted).string()) + ": " + e.what());
  }
  r.kept = read_finished(dir / kFinished);
  return r;
}

// The games of the run (its shard) that `kept` does not hold; each kept game must be one of the
// run's, once.
std::vector<Task> tasks_left(const Settings& s, const Shard& shard, const std::vector<json>& kept,
                             const fs::path& finished_file) {
  std::map<std::pair<std::string, int>, bool> done_before;
  for (const json& g : kept) {
    const auto key = key_of(g);
    const auto v = std::find(s.variants.begin(), s.variants.end(), key.first);
    if (v == s.variants.end() || key.second < 0 || key.second >= s.games ||
        key.second % shard.count != shard.index - 1 || done_before[key])
      throw InputError("--resume: " + quote_path(finished_file.string()) +
                       " holds a game that is not one of this run's, or one twice (" + key.first +
                       " game " + std::to_string(key.second) + ")");
    done_before[key] = true;
  }
  std::vector<Task> tasks;
  for (int v = 0; v < int(s.variants.size()); ++v)
    for (int i = 0; i < s.games; ++i)
      if (i % shard.count == shard.index - 1 && !done_before.count({s.variants[std::size_t(v)], i}))
        tasks.push_back({v, i});
  return tasks;
}

}  // namespace

int run(const RunOptions& o, std::span<const table::VariantRow> table) {
  const fs::path dir(o.out);
  ResumePoint r = o.resume ? resume_point(o) : ResumePoint{o.settings, o.shard, {}, {}};
  const Settings& s = r.settings;
  const Shard& shard = r.shard;
  check_settings(s, shard, table);
  json& record = r.record;
  if (!o.resume) {
    prepare_out(o.out, o.force);
    record = started_json(s, shard);
    record["players"] = players_json(s, table);
  }
  if (!record.contains("sessions")) record["sessions"] = json::array();
  record["sessions"].push_back(open_session(o.jobs));
  save_run_record(o.out, record);
  const int kept_before = int(r.kept.size());
  const std::vector<Task> tasks = tasks_left(s, shard, r.kept, dir / kFinished);
  const InterruptHandlers handlers;
  const auto openings = openings_of(s, table, tasks, o.jobs, o.quiet);
  const int total = int(tasks.size() + r.kept.size());
  match::CheckedFile finished((dir / kFinished).string(), "--out",
                              match::CheckedFile::Mode::Append);
  std::vector<json> games = std::move(r.kept);
  std::atomic<int> done{int(games.size())};
  std::mutex mutex;
  const render::ProgressBar progress("games", !o.quiet && isatty(STDERR_FILENO));
  match::WorkerPool pool([] { interrupted = true; });
  try {
    pool.run(tasks.size(), o.jobs, [&](std::size_t i, int) {
      if (interrupted) return pool.stop();
      const Task t = tasks[i];
      json game =
          play_game(s, table, t, openings.at(t.index / 2)[std::size_t(t.variant)], &interrupted);
      if (interrupted) return pool.stop();  // possibly cut short: played again on --resume
      std::lock_guard lock(mutex);
      finished.write(game.dump() + '\n');  // kept at once: a kill loses only games in flight
      games.push_back(std::move(game));
      progress.update(++done, total);
    });
  } catch (const InputError&) {
    finished.close();
    throw;
  }
  finished.close();
  progress.finish();
  if (interrupting_signal && int(games.size()) < total) {
    close_session(record, "interrupted", int(games.size()) - kept_before);
    save_run_record(o.out, record);
    std::cerr << "\ninterrupted: " << games.size() << " of " << total << " games are kept in "
              << quote_path(o.out) << "; continue with: boardlab experiment --resume --out "
              << quote_path(o.out) << std::endl;
    return 128 + interrupting_signal.exchange(0);
  }
  interrupting_signal = 0;
  close_session(record, "finished", int(games.size()) - kept_before);
  write_outputs(o.out, s, shard, std::move(games), table, o.csv,
                record.value("players", json::object()));
  save_run_record(o.out, record);  // after summary.json: a finished run keeps its record
  std::error_code ec;
  fs::remove(dir / kFinished, ec);
  if (!o.quiet)
    std::cout << "wrote " << total << " games, summary.json, report.md, report.html, plots"
              << (o.csv ? ", games.csv, positions.csv" : "") << " and run.json to " << o.out
              << std::endl;
  return 0;
}

int merge(const std::vector<std::string>& dirs, const std::string& out, bool force, bool csv,
          std::span<const table::VariantRow> table) {
  if (dirs.empty()) throw InputError("merge: name the shard directories");
  std::optional<Settings> settings;
  std::vector<json> games;
  json record = {{"merged_from", json::array()}, {"sessions", {open_session(1)}}};
  for (const std::string& dir : dirs) {
    std::ifstream shard_record(fs::path(dir) / kStarted);  // absent in runs before it was kept
    json shard_run = json::parse(shard_record, nullptr, false);
    if (shard_run.is_discarded()) shard_run = nullptr;
    record["merged_from"].push_back({{"dir", dir}, {"run", shard_run}});
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
  record["settings"] = settings->to_json();
  close_session(record, "merged", 0);
  const json& first_run = record["merged_from"][0]["run"];  // the shards' players are the same
  write_outputs(
      out, *settings, {}, std::move(games), table, csv,
      first_run.is_object() ? first_run.value("players", json::object()) : json::object());
  save_run_record(out, record);
  std::cout << "merged " << dirs.size() << " shards into " << out << std::endl;
  return 0;
}

}  // namespace boardlab::experiment
