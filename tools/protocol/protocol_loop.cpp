// The UCI and USI loops (see protocol_loop.hpp). One Engine serves either dialect; where they
// differ (names of options, clock words, what `go mate` means, how a lost game is answered) the
// dialect is consulted at that one place.
#include "tools/protocol/protocol_loop.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <iostream>
#include <mutex>
#include <ostream>
#include <thread>
#include <vector>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "framework/search/time_manager.hpp"
#include "tools/protocol/engine_options.hpp"
#include "tools/protocol/engine_session.hpp"
#include "tools/protocol/go_request.hpp"
#include "tools/protocol/line_output.hpp"

#ifndef BOARDLAB_VERSION
#define BOARDLAB_VERSION ""
#endif

namespace boardlab::protocol {
namespace {

using Words = std::vector<std::string_view>;

constexpr int kMatePlies = 63;  // the longest tsume searched by `go mate` (USI)

class Engine {
 public:
  Engine(std::span<const table::VariantRow> table, Dialect dialect, std::string_view variant,
         Output& out)
      : dialect_(dialect), out_(out) {
    for (const table::VariantRow& row : table)
      if (row.engine_protocol == dialect_name(dialect)) family_.push_back(&row);
    if (family_.empty())
      throw InputError("no registered variant speaks " + std::string(dialect_name(dialect)));
    variant_ = variant.empty() ? family_.front() : find(variant);
    apply_variant();
  }
  ~Engine() { end_search(); }

  // Handles one command line; false after `quit`.
  bool handle(std::string_view line) {
    const Words w = split_words(line);
    if (w.empty()) return true;
    const std::string_view cmd = w[0];
    try {
      if (cmd == "quit") return end_search(), false;
      if (cmd == "isready") return out_.line("readyok"), true;
      if (cmd == "stop") return stop(), true;
      if (cmd == "ponderhit") return ponderhit(), true;
      if (cmd == dialect_name(dialect_)) return identify(), true;
      if (cmd == "debug" || cmd == "register") return true;  // UCI commands with nothing to do
      if (dialect_ == Dialect::Usi && cmd == "gameover") return stop(), true;
      const bool changes_state = cmd == "setoption" || cmd == "position" || cmd == "go" ||
                                 cmd == "ucinewgame" || cmd == "usinewgame";
      if (changes_state && busy_ && held()) {
        error(quote_input(cmd) + " arrived during an infinite or ponder search; send stop first " +
              "(ignored)");
        return true;
      }
      // A search with limits is let finish first, as Stockfish does: a script may send
      // `go depth 10` and the next `position` without waiting for bestmove.
      if (thread_.joinable() && (changes_state || !busy_)) thread_.join();
      if (cmd == "setoption") return set_option(w), true;
      if (cmd == "position") return set_position(w), true;
      if (cmd == "go") return go(w), true;
      if (cmd == "ucinewgame" || cmd == "usinewgame") return new_game(), true;
      if (cmd == "d")
        return out_.line("info string position " + session_->game().position_text()), true;
      out_.line("info string unknown command " + quote_input(cmd) + " (ignored)");
    } catch (const InputError& e) {
      error(e.what());
    } catch (const std::exception& e) {
      error(std::string("internal: ") + e.what());
    }
    return true;
  }

  // End of input: a search with limits finishes and answers; an infinite or ponder one stops.
  void end_of_input() {
    if (held()) stop_ = true, release();
    if (thread_.joinable()) thread_.join();
  }

 private:
  bool held() {
    std::lock_guard lock(mutex_);
    return hold_;
  }
  bool uci() const { return dialect_ == Dialect::Uci; }
  void error(const std::string& what) { out_.line("info string error: " + what); }

  const table::VariantRow* find(std::string_view name) const {
    for (const table::VariantRow* row : family_) {
      if (row->name == name) return row;
      for (std::string_view a : row->aliases)
        if (a == name) return row;
    }
    std::vector<std::string_view> names;
    for (const table::VariantRow* row : family_) names.push_back(row->name);
    throw InputError("unknown " + std::string(dialect_name(dialect_)) + " variant " +
                     quote_input(name) + " (valid: " + join(names, ", ") + ")");
  }

  // The variant played: the chosen one, or its shuffled-start form under UCI_Chess960. A new
  // variant gets a new session (and table) at its start position.
  void apply_variant() {
    const table::VariantRow* row = variant_;
    if (chess960_ && row->shuffled_start_of.empty()) {
      const auto it = std::find_if(family_.begin(), family_.end(), [&](const table::VariantRow* r) {
        return r->shuffled_start_of == variant_->name;
      });
      if (it == family_.end())
        error("variant " + quote_input(variant_->name) +
              " has no shuffled-start form: UCI_Chess960 is ignored for it");
      else
        row = *it;
    }
    if (row == playing_) return;
    playing_ = row;
    session_ = row->session(hash_mb_);
    // A weights file belongs to the variant it fits: another variant plays its own default.
    if (!eval_file_.empty()) {
      try {
        session_->set_eval_file(eval_file_);
      } catch (const InputError& e) {
        error(std::string("EvalFile: ") + e.what() + " (" + std::string(row->name) +
              " plays its compiled weights)");
        eval_file_.clear();
      }
    }
  }

  void identify() {
    const std::string_view prefix = uci() ? "UCI" : "USI";
    out_.line(std::string("id name boardlab ") + BOARDLAB_VERSION);
    out_.line("id author the boardlab authors");
    std::string combo = "option name " + std::string(prefix) + "_Variant type combo default " +
                        std::string(variant_->name);
    for (const table::VariantRow* row : family_) combo += " var " + std::string(row->name);
    out_.line(combo);
    const bool chess960 =
        std::any_of(family_.begin(), family_.end(),
                    [](const table::VariantRow* r) { return !r->shuffled_start_of.empty(); });
    for (const std::string& line : option_lines(dialect_, chess960)) out_.line(line);
    out_.line(uci() ? "uciok" : "usiok");
  }

  // setoption name NAME [value VALUE]; NAME and VALUE may contain spaces.
  void set_option(const Words& w) {
    if (w.size() < 3 || w[1] != "name") throw InputError("setoption needs 'name NAME [value V]'");
    const auto value_at = std::find(w.begin() + 2, w.end(), std::string_view("value"));
    const std::string name = join(std::span(w.begin() + 2, value_at), " ");
    const std::string value =
        value_at == w.end() ? std::string() : join(std::span(value_at + 1, w.end()), " ");
    const std::string key = option_key(name);
    auto number = [&](long long min, long long max) {
      return parse_integer(value, "option " + name, min, max);
    };
    auto boolean = [&] {
      if (value == "true") return true;
      if (value == "false") return false;
      throw InputError("option " + name + " takes true or false, not " + quote_input(value));
    };
    if (key == "ucivariant" || key == "usivariant") {
      variant_ = find(value);
      apply_variant();
    } else if (key == "ucichess960") {
      chess960_ = boolean();
      apply_variant();
    } else if (key == "hash" || key == "usihash") {
      hash_mb_ = std::size_t(number(1, kMaxHashMb));
      session_->resize_hash(hash_mb_);
    } else if (key == "evalfile") {
      const std::string path = value == "<empty>" ? std::string() : value;
      session_->set_eval_file(path);  // a bad file leaves the weights as they were
      eval_file_ = path;
    } else if (key == "clearhash") {
      session_->clear_hash();
    } else if (key == "multipv") {
      multipv_ = int(number(1, kMaxMultiPv));
    } else if (key == "moveoverhead") {
      overhead_ms_ = number(0, kMaxOverhead);
    } else if (key == "ponder" || key == "usiponder") {
      boolean();  // pondering is the GUI's choice (go ponder); nothing to set here
    } else {
      throw InputError("unknown option " + quote_input(name));
    }
  }

  // position startpos|fen F|sfen S [moves M...]: a failure keeps the previous position.
  void set_position(const Words& w) {
    const std::string_view keyword = uci() ? "fen" : "sfen";
    const auto moves_at = std::find(w.begin() + 1, w.end(), std::string_view("moves"));
    std::optional<std::string> text;
    if (w.size() >= 2 && w[1] == "startpos") {
      if (moves_at != w.begin() + 2 && !(moves_at == w.end() && w.size() == 2))
        throw InputError("position startpos: unexpected " + quote_input(w[2]));
    } else if (w.size() >= 3 && w[1] == keyword && moves_at != w.begin() + 2) {
      text = join(std::span(w.begin() + 2, moves_at), " ");
    } else {
      throw InputError("position needs 'startpos' or '" + std::string(keyword) + " " +
                       (uci() ? "FEN" : "SFEN") + "', then optionally 'moves ...'");
    }
    table::Opening position{text, {}};
    for (auto m = moves_at == w.end() ? w.end() : moves_at + 1; m != w.end(); ++m)
      position.moves.emplace_back(*m);
    try {
      session_->game().set_position(position);
    } catch (const InputError& e) {
      throw InputError(std::string("position: ") + e.what() + " (position unchanged)");
    }
  }

  void new_game() {
    session_->clear_hash();
    session_->game().set_position({});
  }

  void go(const Words& w) {
    const GoRequest r = parse_go(w, dialect_);
    stop_ = false;
    if (r.perft >= 0) {
      start([this, depth = r.perft] {
        const std::string text = session_->divide(depth, stop_);
        busy_ = false;
        out_.line(text);
      });
      return;
    }
    if (r.mate_ms >= 0) {
      start([this, ms = r.mate_ms] {
        const MateAnswer a = session_->mate(kMatePlies, ms, &stop_);
        busy_ = false;
        out_.line(a.status == search::MateStatus::Found    ? "checkmate " + a.moves
                  : a.status == search::MateStatus::NoMate ? "checkmate nomate"
                                                           : "checkmate timeout");
      });
      return;
    }
    search::Limits limits;
    limits.depth = r.depth;
    limits.nodes = r.nodes;
    limits.mate = r.mate;
    limits.multipv = multipv_;
    limits.stop = &stop_;
    limits.deadlines = &deadlines_;
    // A mate-in-N search ends by itself: deep enough for the mate plus room for extensions.
    if (r.mate && !r.depth && !r.nodes && !r.movetime) limits.depth = 2 * r.mate + 4;
    search::ClockState clock = r.clock[session_->game().first_to_move() ? 0 : 1];
    clock.byoyomi = r.byoyomi;
    clock.moves_to_go = r.moves_to_go;
    search::TimeBudget budget = search::time_budget(clock, overhead_ms_);
    if (r.movetime) budget = {r.movetime, r.movetime};
    // One legal move: answer after the first iteration.
    if (budget.soft_ms && !r.ponder && session_->game().legal_move_count() == 1) budget.soft_ms = 1;
    const bool limited = budget.hard_ms || r.depth || r.nodes || r.mate;
    {
      std::lock_guard lock(mutex_);
      pondering_ = r.ponder;
      hold_ = r.infinite || r.ponder || !limited;
      infinite_ = r.infinite || !limited;
      budget_ = budget;
      set_deadlines(r.ponder ? search::TimeBudget{} : budget);
    }
    start([this, limits] {
      const BestMove b =
          session_->search(limits, [this](const std::string& line) { out_.line(line); });
      {
        std::unique_lock lock(mutex_);
        released_.wait(lock, [&] { return !hold_ || stop_; });
      }
      std::string text = "bestmove ";
      if (b.kind == BestMove::Move)
        text += b.move + (b.ponder.empty() ? "" : " ponder " + b.ponder);
      else if (b.kind == BestMove::DeclareWin)
        text += "win";
      else
        text += uci() ? "(none)" : "resign";
      busy_ = false;
      out_.line(text);
    });
  }

  void set_deadlines(search::TimeBudget b) {
    const std::int64_t now = search::steady_ms();
    deadlines_.soft_at = b.soft_ms ? now + b.soft_ms : 0;
    deadlines_.hard_at = b.hard_ms ? now + b.hard_ms : 0;
  }

  void start(std::function<void()> job) {
    busy_ = true;
    thread_ = std::thread(std::move(job));
  }

  void release() {
    {
      std::lock_guard lock(mutex_);
      hold_ = false;
      pondering_ = false;
    }
    released_.notify_all();
  }

  void stop() {
    if (!thread_.joinable()) return;
    stop_ = true;
    release();
    thread_.join();
  }

  // The opponent played the move pondered on: the search goes on as a timed one from now.
  void ponderhit() {
    {
      std::lock_guard lock(mutex_);
      if (!pondering_) return;
      pondering_ = false;
      hold_ = infinite_;
      set_deadlines(budget_);
    }
    released_.notify_all();
  }

  void end_search() {
    if (thread_.joinable()) stop();
  }

  Dialect dialect_;
  Output& out_;
  std::vector<const table::VariantRow*> family_;
  const table::VariantRow* variant_ = nullptr;  // UCI_Variant / USI_Variant
  const table::VariantRow* playing_ = nullptr;  // the same after UCI_Chess960
  std::unique_ptr<EngineSession> session_;
  bool chess960_ = false;
  std::size_t hash_mb_ = 16;
  std::string eval_file_;  // EvalFile (empty: the compiled weights)
  int multipv_ = 1;
  std::int64_t overhead_ms_ = 30;

  std::thread thread_;
  std::atomic<bool> busy_{false}, stop_{false};
  search::Deadlines deadlines_;
  std::mutex mutex_;  // guards the fields below
  std::condition_variable released_;
  bool hold_ = false;  // the answer waits for stop or ponderhit (infinite, ponder)
  bool pondering_ = false, infinite_ = false;
  search::TimeBudget budget_;
};

}  // namespace

int serve(std::span<const table::VariantRow> table, Dialect dialect, std::string_view variant,
          std::istream& in, std::ostream& out, std::optional<std::string> first_line) {
  Output output(out);
  std::optional<Engine> engine;
  try {
    engine.emplace(table, dialect, variant, output);
  } catch (const InputError& e) {
    std::cerr << "error: " << e.what() << std::endl;
    return 2;
  }
  if (first_line && !engine->handle(*first_line)) return 0;
  std::string line;
  while (!output.failed() && std::getline(in, line))
    if (!engine->handle(line)) return 0;
  if (output.failed()) {
    engine->handle("quit");  // nobody reads the answer: stop searching for it
    return 2;
  }
  engine->end_of_input();
  return 0;
}

}  // namespace boardlab::protocol
