// See player.hpp.
#include "tools/match/player.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "framework/search/time_manager.hpp"
#include "tools/match/child_process.hpp"
#include "tools/protocol/engine_session.hpp"

namespace boardlab::match {
namespace {

// Why an engine gave no answer: it exited, or it stayed silent for the whole --timeout.
std::string silence(const ChildProcess& process, std::int64_t timeout_ms) {
  if (process.closed()) return " (it exited)";
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", double(timeout_ms) / 1000);
  return std::string(" within ") + seconds + " s (--timeout)";
}

}  // namespace

std::optional<int> score_of_info(std::string_view line) {
  const auto words = split_words(line);
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if (words[i] != "score") continue;
    int v = 0;
    const auto w = words[i + 2];
    if (std::from_chars(w.data(), w.data() + w.size(), v).ec != std::errc()) return std::nullopt;
    if (words[i + 1] == "cp") return v;
    if (words[i + 1] == "mate") return v > 0 ? 100000 - v : -100000 - v;
    return std::nullopt;
  }
  return std::nullopt;
}

void read_info(std::string_view line, MoveReply& reply) {
  const auto score = score_of_info(line);
  if (!score) return;
  reply.score_cp = score;
  const auto words = split_words(line);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const auto w = words[i + 1];
    if (words[i] == "depth") {
      int v = 0;
      if (std::from_chars(w.data(), w.data() + w.size(), v).ec == std::errc()) reply.depth = v;
    } else if (words[i] == "nodes") {
      std::uint64_t v = 0;
      if (std::from_chars(w.data(), w.data() + w.size(), v).ec == std::errc()) reply.nodes = v;
    }
  }
}

bool engine_ready(ChildProcess& process, std::chrono::milliseconds limit) {
  process.send("isready");
  const auto until = ChildProcess::Clock::now() + limit;
  while (auto line = process.read_line(until))
    if (*line == "readyok") return true;
  return false;
}

std::unique_ptr<ChildProcess> start_engine(const PlayerSpec& spec, const table::VariantRow& variant,
                                           int log) {
  std::vector<std::string> argv{spec.command};
  argv.insert(argv.end(), spec.args.begin(), spec.args.end());
  auto process = std::make_unique<ChildProcess>(argv, log);
  process->send(spec.protocol);
  std::vector<std::string> options;
  const std::chrono::milliseconds timeout(spec.timeout_ms);
  const auto until = ChildProcess::Clock::now() + timeout;
  bool ok = false;
  while (auto line = process->read_line(until)) {
    if (line->rfind("option name ", 0) == 0) {
      const auto type_at = line->find(" type ");
      options.push_back(
          line->substr(12, type_at == std::string::npos ? std::string::npos : type_at - 12));
    }
    if (*line == spec.protocol + "ok") {
      ok = true;
      break;
    }
  }
  if (!ok)
    throw InputError("engine " + quote_path(spec.name) + " did not answer '" + spec.protocol +
                     "' with '" + spec.protocol + "ok'" + silence(*process, spec.timeout_ms));
  // An option the engine offers and the user did not set (the user's choice wins).
  auto offered = [&](std::string_view o) {
    return std::find(options.begin(), options.end(), o) != options.end() &&
           std::none_of(spec.options.begin(), spec.options.end(),
                        [&](const auto& given) { return given.first == o; });
  };
  // Options the user gave first (Fairy-Stockfish's VariantPath must precede UCI_Variant), then
  // the variant by the names engines use: a shuffled-start variant is its parent with
  // UCI_Chess960 where the engine has that option.
  for (const auto& [k, v] : spec.options) process->send("setoption name " + k + " value " + v);
  std::string name(variant.name);
  if (!variant.shuffled_start_of.empty() && offered("UCI_Chess960")) {
    process->send("setoption name UCI_Chess960 value true");
    name = std::string(variant.shuffled_start_of);
  }
  for (const char* option : {"UCI_Variant", "USI_Variant"})
    if (offered(option)) process->send(std::string("setoption name ") + option + " value " + name);
  if (!engine_ready(*process, timeout))
    throw InputError("engine " + quote_path(spec.name) + " did not answer 'isready'" +
                     silence(*process, spec.timeout_ms));
  return process;
}

namespace {

// The shared search in this process, through the same session the protocols use.
class BuiltinPlayer final : public Player {
 public:
  BuiltinPlayer(const PlayerSpec& spec, const table::VariantRow& variant)
      : spec_(spec), session_(variant.session(spec.hash_mb)) {
    if (!spec.eval_file.empty()) session_->set_eval_file(spec.eval_file);
  }
  const std::string& name() const override { return spec_.name; }
  void new_game() override { session_->clear_hash(); }

  MoveReply think(const MoveRequest& r) override {
    session_->game().set_position(r.game);
    search::Limits limits;
    limits.depth = spec_.limits.depth;
    limits.nodes = spec_.limits.nodes;
    limits.movetime_ms = spec_.limits.movetime_ms;
    const int us = r.first_to_move ? 0 : 1;
    if (r.clock_ms[us] >= 0 || spec_.limits.byoyomi_ms > 0) {
      const auto b = search::time_budget(
          {r.clock_ms[us], r.increment_ms[us], spec_.limits.byoyomi_ms, r.moves_to_go}, 10);
      limits.soft_ms = b.soft_ms;
      limits.hard_ms = b.hard_ms;
    }
    MoveReply reply;
    const protocol::BestMove best =
        session_->search(limits, [&](const std::string& info) { read_info(info, reply); });
    if (best.kind == protocol::BestMove::NoLegalMove) reply.kind = MoveReply::Resign;
    if (best.kind == protocol::BestMove::DeclareWin) reply.kind = MoveReply::DeclareWin;
    reply.move = best.move;
    return reply;
  }

 private:
  PlayerSpec spec_;
  std::unique_ptr<protocol::EngineSession> session_;
};

// A UCI or USI engine in a child process. It is started (and the handshake made) on the first
// game, and again after it died or was killed.
class EnginePlayer final : public Player {
 public:
  EnginePlayer(const PlayerSpec& spec, const table::VariantRow& variant, int log)
      : spec_(spec), variant_(variant), log_(log) {}
  ~EnginePlayer() override {
    if (process_) process_->send("quit");
  }
  const std::string& name() const override { return spec_.name; }

  void start() override {
    if (!process_ || process_->closed()) process_ = start_engine(spec_, variant_, log_);
  }

  void new_game() override {
    start();
    send(uci() ? "ucinewgame" : "usinewgame");
    wait_ready();
  }

  MoveReply think(const MoveRequest& r) override {
    MoveReply reply;
    if (!process_ || process_->closed()) return crashed("is not running");
    std::string position = "position ";
    position += r.game.position ? (uci() ? "fen " : "sfen ") + *r.game.position : "startpos";
    if (!r.game.moves.empty()) position += " moves " + join(r.game.moves, " ");
    std::string go = "go";
    const auto& l = spec_.limits;
    if (r.clock_ms[0] >= 0) {
      // UCI names clocks by colour (white first), USI by sente (black) first.
      const char* first = uci() ? "w" : "b";
      const char* second = uci() ? "b" : "w";
      go += std::string(" ") + first + "time " + std::to_string(r.clock_ms[0]) + " " + second +
            "time " + std::to_string(r.clock_ms[1]);
      if (r.increment_ms[0] || r.increment_ms[1])
        go += std::string(" ") + first + "inc " + std::to_string(r.increment_ms[0]) + " " + second +
              "inc " + std::to_string(r.increment_ms[1]);
      if (r.moves_to_go) go += " movestogo " + std::to_string(r.moves_to_go);
    }
    if (l.byoyomi_ms) {
      if (r.clock_ms[0] < 0) go += " btime 0 wtime 0";
      go += " byoyomi " + std::to_string(l.byoyomi_ms);
    }
    if (l.movetime_ms) go += " movetime " + std::to_string(l.movetime_ms);
    if (l.nodes) go += " nodes " + std::to_string(l.nodes);
    if (l.depth) go += " depth " + std::to_string(l.depth);
    // isready first: whatever the engine still had to say about the last move (a second,
    // unsolicited bestmove) is read and dropped before this move is asked for.
    if (!send(position) || !send("isready")) return crashed("closed its input");
    if (!engine_ready(*process_, std::chrono::milliseconds(spec_.timeout_ms))) {
      if (process_->closed()) return crashed("exited before its move");
      reply.kind = MoveReply::Hung;
      reply.detail =
          "did not answer 'isready'" + silence(*process_, spec_.timeout_ms) + " and was killed";
      process_->kill();
      return reply;
    }
    if (!send(go)) return crashed("closed its input");
    const auto deadline = r.give_up_ms > 0
                              ? ChildProcess::Clock::now() + std::chrono::milliseconds(r.give_up_ms)
                              : ChildProcess::Clock::time_point::max();
    while (auto line = process_->read_line(deadline)) {
      if (line->rfind("info", 0) == 0) {
        read_info(*line, reply);
        continue;
      }
      if (line->rfind("bestmove", 0) != 0) continue;
      const auto words = split_words(*line);
      if (words.size() < 2) {
        reply.kind = MoveReply::Garbled;
        reply.detail = "sent " + quote_input(*line);
        return reply;
      }
      reply.move = std::string(words[1]);
      if (reply.move == "resign" || reply.move == "(none)" || reply.move == "0000")
        reply.kind = MoveReply::Resign;
      else if (reply.move == "win")
        reply.kind = MoveReply::DeclareWin;
      return reply;
    }
    if (process_->closed()) return crashed("exited during its move");
    process_->kill();  // hung: past its time and the margin, or silent past --timeout
    reply.kind = MoveReply::Hung;
    reply.detail = "did not answer within " + std::to_string(r.give_up_ms) + " ms and was killed";
    return reply;
  }

 private:
  bool uci() const { return spec_.protocol == "uci"; }
  bool send(const std::string& line) { return process_ && process_->send(line); }

  MoveReply crashed(const std::string& what) {
    MoveReply reply;
    reply.kind = MoveReply::Crashed;
    reply.detail = what;
    return reply;
  }

  void wait_ready() {
    if (!engine_ready(*process_, std::chrono::milliseconds(spec_.timeout_ms)))
      throw InputError("engine " + quote_path(spec_.name) + " did not answer 'isready'" +
                       silence(*process_, spec_.timeout_ms));
  }

  PlayerSpec spec_;
  const table::VariantRow& variant_;
  int log_;
  std::unique_ptr<ChildProcess> process_;
};

}  // namespace

std::unique_ptr<Player> make_player(const PlayerSpec& spec, const table::VariantRow& variant,
                                    int log) {
  if (spec.builtin) return std::make_unique<BuiltinPlayer>(spec, variant);
  return std::make_unique<EnginePlayer>(spec, variant, log);
}

}  // namespace boardlab::match
