#pragma once
// The players of a match: the shared search in-process (`builtin`) or any UCI/USI engine as a
// child process. The runner asks each for a move given the game so far and the clocks, and
// measures the time the answer took itself.
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tools/match/referee.hpp"
#include "tools/registry/variant_row.hpp"

namespace boardlab::match {

// A time control or a fixed limit. Times in milliseconds.
struct TimeControl {
  std::int64_t base_ms = -1;  // clock at the start; -1: no clock
  std::int64_t increment_ms = 0;
  int moves = 0;                 // moves per period (tc=40/60+0.6); 0: the whole game
  std::int64_t movetime_ms = 0;  // st=
  std::int64_t byoyomi_ms = 0;   // byoyomi=
  std::uint64_t nodes = 0;
  int depth = 0;
  bool clocked() const { return base_ms >= 0 || byoyomi_ms > 0; }
};

struct PlayerSpec {
  std::string name;
  bool builtin = false;
  std::string command;  // external engines
  std::vector<std::string> args;
  std::string protocol;  // "uci" or "usi"
  std::vector<std::pair<std::string, std::string>> options;
  std::size_t hash_mb = 16;
  std::string eval_file;  // built-in player: evaluation weights (empty: the compiled default)
  TimeControl limits;
  // The longest an external engine may stay silent where no clock bounds the wait: its
  // handshake, and a move under a node, depth or no limit. Past it the engine is killed.
  std::int64_t timeout_ms = 60000;
};

// What a player is asked: the game (start and moves) and both clocks.
struct MoveRequest {
  Opening game;  // position text (empty: the variant's start) and every move since
  bool first_to_move = true;
  std::int64_t clock_ms[2] = {-1, -1};  // first player, second player; -1: no clock
  std::int64_t increment_ms[2] = {0, 0};
  int moves_to_go = 0;
  // After this the player is treated as hung and killed (external engines).
  std::int64_t give_up_ms = 0;
};

struct MoveReply {
  enum Kind { Move, Resign, DeclareWin, Hung, Crashed, Garbled } kind = Move;
  std::string move, detail;
  std::optional<int> score_cp;  // from the last info line, side to move's view; mates are ±100000
  std::optional<int> depth;     // of that line
  std::optional<std::uint64_t> nodes;
};

// What the search said about one move of a game, and how long the player took: a games.jsonl
// line's `move_info` (game_line.hpp). Unknown fields (an engine that sent no info) stay empty.
struct MoveInfo {
  std::optional<int> score_cp, depth;
  std::optional<std::uint64_t> nodes;
  std::int64_t time_ms = 0;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual const std::string& name() const = 0;
  // Starts what the player needs (an external engine and its handshake): a failure here is a
  // set-up error, reported before any game.
  virtual void start() {}
  // Prepares a new game (an external engine that died is started again here).
  virtual void new_game() = 0;
  virtual MoveReply think(const MoveRequest& request) = 0;
};

// `log`: a file descriptor that receives external engines' standard error (-1: inherited).
std::unique_ptr<Player> make_player(const PlayerSpec& spec, const table::VariantRow& variant,
                                    int log);

class ChildProcess;

// Starts an external engine and makes it ready for the variant: the protocol handshake, the
// spec's options, the variant options the engine offers (UCI_Variant/USI_Variant, UCI_Chess960),
// isready. InputError naming the engine when it does not answer.
std::unique_ptr<ChildProcess> start_engine(const PlayerSpec& spec, const table::VariantRow& variant,
                                           int log);
// Sends isready and waits up to `limit` for readyok; every other line before it is dropped (an
// answer the engine sent late, such as a second bestmove, must not be taken for the next one).
bool engine_ready(ChildProcess& process, std::chrono::milliseconds limit);

// The score of a UCI/USI info line ("score cp 35", "score mate -3"), side to move's view.
std::optional<int> score_of_info(std::string_view line);
// An info line with a score (an iteration's report) sets the reply's score, depth and nodes
// (those it gives); other info lines (currmove, strings) leave them.
void read_info(std::string_view line, MoveReply& reply);

}  // namespace boardlab::match
