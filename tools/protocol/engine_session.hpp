#pragma once
// One variant's engine behind the protocols: the game being played (a Referee), the searcher and
// its table.
// The protocol loop (protocol_loop.cpp) is compiled once and speaks to every variant through this
// interface; VariantSession<V> (variant_session.hpp) implements it and is instantiated in each
// variant's generated translation unit.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "framework/search/mate_search.hpp"
#include "framework/search/search.hpp"
#include "tools/registry/referee.hpp"

namespace boardlab::protocol {

struct BestMove {
  enum Kind { Move, NoLegalMove, DeclareWin } kind = Move;
  std::string move, ponder;  // in the variant's move notation; ponder may be empty
};

struct MateAnswer {
  search::MateStatus status = search::MateStatus::NoMate;
  std::string moves;  // space separated, when found
};

class EngineSession {
 public:
  virtual ~EngineSession() = default;

  // The game being played: set by the protocol's `position` commands (Referee::set_position),
  // read for its position, side to move and legal moves. The registry's one implementation.
  virtual table::Referee& game() = 0;
  virtual const table::Referee& game() const = 0;

  virtual void resize_hash(std::size_t megabytes) = 0;
  // The evaluation's weights from a file (empty: the compiled default); an InputError leaves
  // the current ones.
  virtual void set_eval_file(const std::string& path) = 0;
  virtual void clear_hash() = 0;

  // Searches the current position, calling `info` with each protocol info line; `limits.stop`
  // and `limits.deadlines` may end it from another thread.
  virtual BestMove search(const search::Limits& limits,
                          const std::function<void(const std::string&)>& info) = 0;

  // Stockfish's `go perft` output: "move: count" lines, a blank line, "Nodes searched: N". When
  // `stop` is set first, the root moves counted so far and an "info string" saying it stopped
  // (no total: a partial one would be read as the answer).
  virtual std::string divide(int depth, const std::atomic<bool>& stop) = 0;
  // A mate by checks alone (tsume), up to `max_plies`.
  virtual MateAnswer mate(int max_plies, std::int64_t deadline_ms,
                          const std::atomic<bool>* stop) = 0;
};

}  // namespace boardlab::protocol
