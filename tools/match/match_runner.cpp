// See match_runner.hpp. Games are numbered from 0 here and from 1 in everything printed; games
// 2k and 2k+1 share an opening with colours swapped, and A (the first --engine) moves first in
// the even ones, as in cutechess-cli.
#include "tools/match/match_runner.hpp"

#include "tools/match/game_loop.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <mutex>

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/checked_file.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/record_endings.hpp"
#include "tools/match/worker_pool.hpp"

namespace boardlab::match {
namespace {

// One finished game, as recorded and counted.
struct GameResult {
  int index = 0;
  bool a_first = true;  // A had the first move (White / sente)
  Opening opening;
  std::vector<std::string> moves;  // after the opening
  std::string result = "*", reason;
  std::int64_t used_ms[2] = {0, 0};  // A, B
  std::vector<MoveInfo> move_info;
  std::string record;  // PGN, or CSA text for the csa directory
  std::string record_format;
};

// Two outputs on one file would interleave and corrupt each other. Devices (/dev/null) are no
// file to corrupt.
bool same_place(const std::string& a, const std::string& b) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(a, ec) && fs::exists(b, ec)) {
    const auto type = fs::status(a, ec).type();
    if (type != fs::file_type::regular && type != fs::file_type::directory) return false;
    return fs::equivalent(a, b, ec);
  }
  return fs::weakly_canonical(a, ec) == fs::weakly_canonical(b, ec);
}

class Match {
 public:
  Match(const MatchOptions& o, std::span<const table::VariantRow> table)
      : o_(o), row_(table::find_variant(table, o.variant)) {
    if (o.players.size() != 2) throw InputError("a match needs two --engine groups");
    for (const auto& p : o.players)
      if (!p.builtin && p.protocol != row_.engine_protocol)
        throw InputError(
            "engine " + quote_path(p.name) + " speaks " +
            (p.protocol.empty() ? std::string("no protocol (give proto=)") : p.protocol) +
            " but variant " + quote_input(row_.name) + " is played over " +
            std::string(row_.engine_protocol.empty() ? "no protocol" : row_.engine_protocol));
    if (o.players[0].name == o.players[1].name)
      throw InputError("the two engines need different names (name=...)");
    if (o.games < 1) throw InputError("--games must be at least 1");
    const auto referee = row_.referee();
    if (!o.openings_file.empty()) openings_ = read_openings_file(o.openings_file, *referee);
    const std::string formats(referee->record_formats());
    if (!o.pgn.empty() && formats.find("pgn") == std::string::npos)
      throw InputError("--pgn: variant " + quote_input(row_.name) + " writes " + formats);
    if (!o.csa_dir.empty() && formats.find("csa") == std::string::npos)
      throw InputError("--csa: variant " + quote_input(row_.name) + " writes " + formats);
    rules_.abort = &abort_;
    open_outputs();
  }
  ~Match() {
    if (log_ >= 0) close(log_);
    // A log made for this match and left empty was never needed.
    struct stat st;
    if (log_created_ && stat(log_path_.c_str(), &st) == 0 && st.st_size == 0)
      unlink(log_path_.c_str());
  }

  int run() {
    // Every engine is started (and its handshake made) before the first game: a wrong command
    // line is a set-up error, reported before any "Started game" line.
    const int k = std::max(1, std::min(o_.concurrency, o_.games));
    std::vector<Seats> seats(static_cast<std::size_t>(k));
    for (Seats& pair : seats)
      for (int p = 0; p < 2; ++p) {
        pair[std::size_t(p)] = make_player(spec(p), row_, log_);
        pair[std::size_t(p)]->start();
      }
    pool_.run(std::size_t(o_.games), k, [&](std::size_t index, int worker) {
      play_one(int(index), seats[std::size_t(worker)]);
    });
    if (!std::cout) return 2;  // standard output failed: the caller says so
    if (progress_) std::fputs("\n", stderr);
    std::lock_guard lock(mutex_);
    print_score();
    print_rating(true);
    std::cout << "Finished match" << std::endl;
    return 0;
  }

 private:
  using Seats = std::array<std::unique_ptr<Player>, 2>;  // A, B

  const PlayerSpec& spec(int player) const { return o_.players[std::size_t(player)]; }
  const std::string& name(int player) const { return spec(player).name; }

  // Record files: an existing one is kept unless --force or --append says otherwise, and no two
  // outputs share a file. The engines' log is appended to, as logs are.
  void open_outputs() {
    const bool external = !spec(0).builtin || !spec(1).builtin;
    log_path_ = o_.log.empty() ? "boardlab-match-stderr.log" : o_.log;
    if (o_.force && o_.append) throw InputError("--force and --append exclude each other");
    std::vector<std::pair<std::string, std::string>> outputs;
    if (!o_.pgn.empty()) outputs.emplace_back("--pgn", o_.pgn);
    if (!o_.jsonl.empty()) outputs.emplace_back("--jsonl", o_.jsonl);
    if (!o_.csa_dir.empty()) outputs.emplace_back("--csa", o_.csa_dir);
    if (external) outputs.emplace_back("--log", log_path_);
    for (std::size_t a = 0; a < outputs.size(); ++a)
      for (std::size_t b = a + 1; b < outputs.size(); ++b)
        if (same_place(outputs[a].second, outputs[b].second))
          throw InputError(outputs[a].first + " and " + outputs[b].first + " name the same file " +
                           quote_path(outputs[b].second) + ": give each output its own");
    const auto mode = o_.append  ? CheckedFile::Mode::Append
                      : o_.force ? CheckedFile::Mode::Truncate
                                 : CheckedFile::Mode::Create;
    if (!o_.csa_dir.empty()) {
      std::error_code ec;
      std::filesystem::create_directories(o_.csa_dir, ec);
      if (ec) throw InputError("--csa: cannot create " + quote_path(o_.csa_dir));
      if (!o_.force)
        for (int i = 0; i < o_.games; ++i)
          if (std::filesystem::exists(std::filesystem::path(o_.csa_dir) / csa_name(i), ec))
            throw InputError("--csa: " + quote_path(o_.csa_dir) + " already holds " + csa_name(i) +
                             " (add --force to overwrite)");
    }
    if (!o_.pgn.empty()) pgn_ = CheckedFile(o_.pgn, "--pgn", mode);
    if (!o_.jsonl.empty()) jsonl_ = CheckedFile(o_.jsonl, "--jsonl", mode);
    if (external) {
      struct stat st;
      log_created_ = stat(log_path_.c_str(), &st) != 0;
      log_ = open(log_path_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
      if (log_ < 0) throw InputError("--log: cannot write " + quote_path(log_path_));
    }
    progress_ = isatty(STDERR_FILENO);
  }

  static std::string csa_name(int index) {
    char file[32];
    std::snprintf(file, sizeof file, "game-%05d.csa", index + 1);
    return file;
  }

  // After a line to standard output: a failed write ends the match (the caller reports it).
  void check_stdout() {
    if (std::cout) return;
    pool_.stop();
    abort_ = true;
  }

  Opening opening_for(int pair, const Referee& referee) const {
    if (!openings_.empty()) return openings_[std::size_t(pair) % openings_.size()];
    Opening o;
    if (o_.random_plies > 0)
      o.moves = referee.random_moves(o_.random_plies, derive_seed(o_.seed, std::uint64_t(pair)));
    return o;
  }

  void play_one(int index, Seats& players) {
    {
      std::lock_guard lock(mutex_);
      const bool a_first = index % 2 == 0;
      std::cout << "Started game " << index + 1 << " of " << o_.games << " ("
                << name(a_first ? 0 : 1) << " vs " << name(a_first ? 1 : 0) << ")" << std::endl;
      check_stdout();
    }
    GameResult g = play(index, players);
    if (!abort_) finish(g);  // else cut short by a failure elsewhere: not a result
  }

  GameResult play(int index, Seats& players) {
    GameResult g;
    g.index = index;
    g.a_first = index % 2 == 0;
    auto referee = row_.referee();
    g.opening = opening_for(index / 2, *referee);
    referee->start(g.opening);
    // seat[c]: the player (0 = A, 1 = B) with the first (c = 0) or second move.
    const int seat[2] = {g.a_first ? 0 : 1, g.a_first ? 1 : 0};
    for (int p = 0; p < 2; ++p) {
      try {
        players[p]->new_game();
      } catch (const InputError& e) {
        // The first game must start: a wrong command line is reported, not played out.
        if (index < std::max(1, o_.concurrency)) throw;
        g.result = seat[0] == p ? "0-1" : "1-0";
        g.reason = std::string("engine failure: ") + e.what();
        return g;
      }
    }
    Player* const players_by_seat[2] = {players[seat[0]].get(), players[seat[1]].get()};
    const PlayerSpec* const specs_by_seat[2] = {&spec(seat[0]), &spec(seat[1])};
    const PlayedGame played = play_out(*referee, g.opening, players_by_seat, specs_by_seat, rules_);
    g.result = played.result;
    g.reason = played.reason;
    for (int c = 0; c < 2; ++c) g.used_ms[seat[c]] = played.used_ms[c];
    g.move_info = played.move_info;
    const auto& all = referee->moves();
    g.moves.assign(all.begin() + std::ptrdiff_t(g.opening.moves.size()), all.end());
    auto tags =
        record_tags("boardlab match", index + 1, name(seat[0]), name(seat[1]), g.result, g.reason);
    if (!o_.pgn.empty()) g.record = referee->record("pgn", tags), g.record_format = "pgn";
    if (!o_.csa_dir.empty()) {
      tags["Special"] = csa_special(g.result, g.reason);
      if (tags["Special"].empty()) tags.erase("Special");
      g.record = referee->record("csa", tags), g.record_format = "csa";
    }
    return g;
  }

  void finish(const GameResult& g) {
    std::lock_guard lock(mutex_);
    const int first = g.a_first ? 0 : 1;
    std::cout << "Finished game " << g.index + 1 << " (" << name(first) << " vs " << name(1 - first)
              << "): " << g.result << " {" << g.reason << "}" << std::endl;
    // A's points in half points.
    const int half = g.result == "1/2-1/2"              ? 1
                     : g.result == "*"                  ? -1
                     : (g.result == "1-0") == g.a_first ? 2
                                                        : 0;
    if (half == 2) ++a_.wins;
    if (half == 1) ++a_.draws;
    if (half == 0) ++a_.losses;
    if (half >= 0) {
      auto& pair = pairs_[g.index / 2];
      pair.first += 1;
      pair.second += half;
      if (pair.first == 2) ++penta_.pairs[std::size_t(pair.second)];
    }
    ++done_;
    write_records(g);
    print_score();
    check_stdout();
    if (o_.rating_interval && done_ % o_.rating_interval == 0 && done_ < o_.games)
      print_rating(false);
    if (progress_) {
      std::fprintf(stderr, "\r[%d/%d] %s %d - %d - %d  Elo %+.1f  ", done_, o_.games,
                   name(0).c_str(), a_.wins, a_.losses, a_.draws, elo().elo);
      std::fflush(stderr);
    }
    // The verdict is the one reached when a bound is crossed: a game still in flight then is
    // recorded too, but cannot take the decision back.
    if (o_.sprt && verdict_ == SprtState::Continue && done_ >= o_.sprt->min_games) {
      verdict_ = sprt_state(llr(), *o_.sprt);
      if (verdict_ != SprtState::Continue) pool_.stop();
    }
  }

  // Each record is written whole before the next game is counted; a failed write throws.
  void write_records(const GameResult& g) {
    if (g.record_format == "pgn") pgn_.write(g.record + '\n');
    if (g.record_format == "csa") {
      CheckedFile file((std::filesystem::path(o_.csa_dir) / csa_name(g.index)).string(), "--csa",
                       CheckedFile::Mode::Truncate);
      file.write(g.record);
      file.close();
    }
    if (jsonl_.is_open()) {
      const int first = g.a_first ? 0 : 1;
      GameLine line;
      line.game = g.index + 1;
      line.variant = row_.name;
      line.first = name(first);
      line.second = name(1 - first);
      line.opening = g.opening;
      line.moves = g.moves;
      line.result = g.result;
      line.reason = g.reason;
      line.time_ms = {{name(0), g.used_ms[0]}, {name(1), g.used_ms[1]}};
      line.move_info = g.move_info;
      jsonl_.write(to_json(line).dump() + '\n');
    }
  }

  EloEstimate elo() const { return penta_.count() ? estimate(penta_) : estimate(a_); }
  double llr() const {
    return penta_.count() ? log_likelihood_ratio(penta_, *o_.sprt)
                          : log_likelihood_ratio(a_, *o_.sprt);
  }

  void print_score() const {
    char line[256];
    std::snprintf(line, sizeof line, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", name(0).c_str(),
                  name(1).c_str(), a_.wins, a_.losses, a_.draws, a_.score(), a_.games());
    std::cout << line << std::endl;
  }

  void print_rating(bool final) const {
    if (a_.games() == 0) return;
    const EloEstimate e = elo();
    char line[256];
    std::snprintf(line, sizeof line,
                  "Elo difference: %.1f +/- %.1f, LOS: %.1f %%, DrawRatio: %.1f %%", e.elo + 0.0,
                  std::fabs(e.margin), 100 * likelihood_of_superiority(a_),
                  100.0 * a_.draws / a_.games());
    std::cout << line << std::endl;
    if (o_.sprt) {
      const Sprt& s = *o_.sprt;
      const double l = llr();
      const SprtState state = verdict_ != SprtState::Continue ? verdict_
                              : final || done_ >= s.min_games ? sprt_state(l, s)
                                                              : SprtState::Continue;
      const double percent = 100 * l / (l >= 0 ? s.upper_bound() : s.lower_bound());
      std::snprintf(line, sizeof line, "SPRT: llr %.3g (%.1f%%), lbound %.3g, ubound %.3g", l,
                    percent, s.lower_bound(), s.upper_bound());
      std::cout << line
                << (state == SprtState::AcceptH1   ? " - H1 was accepted"
                    : state == SprtState::AcceptH0 ? " - H0 was accepted"
                    : final                        ? " - no hypothesis was accepted"
                                                   : "")
                << std::endl;
    }
  }

  const MatchOptions& o_;
  const table::VariantRow& row_;
  SprtState verdict_ = SprtState::Continue;
  std::vector<Opening> openings_;
  GameRules rules_ = o_.rules;  // with `abort` pointing at abort_
  CheckedFile pgn_, jsonl_;
  std::string log_path_;
  int log_ = -1;
  bool log_created_ = false, progress_ = false;

  std::atomic<bool> abort_{false};  // the games in flight end before their next move
  WorkerPool pool_{[this] { abort_ = true; }};
  std::mutex mutex_;  // guards everything below and the output
  int done_ = 0;
  Trinomial a_;  // from A's side
  Pentanomial penta_;
  std::map<int, std::pair<int, int>> pairs_;  // pair -> games finished, A's half points
};

}  // namespace

int run_match(const MatchOptions& options, std::span<const table::VariantRow> table) {
  Match match(options, table);
  return match.run();
}

}  // namespace boardlab::match
