#pragma once
// A mate search in the tsume sense: the attacker (the side to move) must give check with every
// move, the defender answers with any legal move, and a position where the defender has no move
// after a check is mate. Iterative deepening over odd depths finds the shortest mate; the line
// returned lets the defender resist longest at every reply. Positions disproved at a depth are
// remembered so transpositions are not searched twice. This is the plain AND/OR search; a df-pn
// solver can replace it behind the same interface.
#include <atomic>
#include <chrono>
#include <optional>
#include <unordered_map>
#include <vector>

#include "framework/rules/movegen.hpp"

namespace boardlab::search {

enum class MateStatus { Found, NoMate, Stopped };

struct MateResult {
  MateStatus status = MateStatus::NoMate;
  std::vector<Move> line;  // attacker and defender moves, mate last (when Found)
  std::uint64_t nodes = 0;
};

template <class V>
class MateSearch {
 public:
  // Searches mates of up to `max_plies` plies (odd); stops at `deadline_ms` (0: none) or when
  // `stop` is set.
  MateResult solve(Position<V> pos, int max_plies, std::int64_t deadline_ms = 0,
                   const std::atomic<bool>* stop = nullptr) {
    start_ = std::chrono::steady_clock::now();
    deadline_ms_ = deadline_ms;
    stop_ = stop;
    stopped_ = false;
    nodes_ = 0;
    disproved_.clear();
    MateResult r;
    for (int depth = 1; depth <= max_plies; depth += 2) {
      if (attack(pos, depth)) {
        r.status = MateStatus::Found;
        r.line = line(pos, depth);
        break;
      }
      if (stopped_) {
        r.status = MateStatus::Stopped;
        break;
      }
    }
    r.nodes = nodes_;
    return r;
  }

 private:
  bool out_of_time() {
    if (stopped_) return true;
    if ((++nodes_ & 1023) == 0) {
      const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start_)
                          .count();
      stopped_ =
          (stop_ && stop_->load(std::memory_order_relaxed)) || (deadline_ms_ && ms >= deadline_ms_);
    }
    return stopped_;
  }

  // Mated: no legal move after a check (the variant's own rule for having no move while not in
  // check never arises, since every attacking move checks).
  static bool mated(const Position<V>& pos) { return legal_moves(pos).empty(); }

  // Can the side to move force mate within `depth` plies by checks alone?
  bool attack(Position<V>& pos, int depth) {
    if (out_of_time() || depth <= 0) return false;
    auto known = disproved_.find(pos.key());
    if (known != disproved_.end() && known->second >= depth) return false;
    for (Move m : legal_moves(pos)) {
      pos.make(m);
      const bool proved = pos.in_check() && defend(pos, depth - 1);
      pos.unmake(m);
      if (proved) return true;
      if (stopped_) return false;
    }
    disproved_[pos.key()] = depth;
    return false;
  }

  // Does every reply of the side to move (in check) lose within `depth` plies?
  bool defend(Position<V>& pos, int depth) {
    if (out_of_time()) return false;
    const auto replies = legal_moves(pos);
    if (replies.empty()) return true;
    if (depth <= 1) return false;
    for (Move m : replies) {
      pos.make(m);
      const bool proved = attack(pos, depth - 1);
      pos.unmake(m);
      if (!proved) return false;
    }
    return true;
  }

  // The shortest mate by the attacker against the longest defence, in a position proved at
  // `depth`.
  std::vector<Move> line(Position<V> pos, int depth) {
    std::vector<Move> moves;
    while (depth > 0) {
      bool extended = false;
      for (Move m : legal_moves(pos)) {
        pos.make(m);
        if (pos.in_check()) {
          for (int d = 0; d < depth && !extended; d += 2) {
            if (!defend(pos, d)) continue;
            moves.push_back(m);
            if (mated(pos)) return moves;
            // The reply whose mate takes longest.
            Move longest{};
            int longest_d = -1;
            for (Move reply : legal_moves(pos)) {
              pos.make(reply);
              int need = 1;
              while (need < d && !attack(pos, need)) need += 2;
              pos.unmake(reply);
              if (need > longest_d) longest_d = need, longest = reply;
            }
            moves.push_back(longest);
            pos.make(longest);
            depth = longest_d;
            extended = true;
          }
          if (extended) break;
        }
        pos.unmake(m);
      }
      if (!extended) break;
    }
    return moves;
  }

  std::chrono::steady_clock::time_point start_;
  std::int64_t deadline_ms_ = 0;
  const std::atomic<bool>* stop_ = nullptr;
  bool stopped_ = false;
  std::uint64_t nodes_ = 0;
  std::unordered_map<Key, int> disproved_;  // position -> deepest depth with no mate
};

}  // namespace boardlab::search
