#pragma once
// One variant's engine behind the protocols: the game being played, the searcher and its table.
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

  // The position `text` (the variant's start when empty) and the moves played from it, in the
  // variant's notation. Throws InputError naming what is wrong; the session's game is then kept.
  virtual void set_position(std::optional<std::string_view> text,
                            std::span<const std::string_view> moves) = 0;
  virtual std::string position_text() const = 0;
  virtual bool first_player_to_move() const = 0;
  virtual int legal_move_count() const = 0;

  virtual void resize_hash(std::size_t megabytes) = 0;
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
