#pragma once
// The positions of a game, or of a search path, as the repetition rules see them: for each one
// its identity key, whether its side to move was in check and its move clock. Game and Searcher
// share it, so "same position", the repetition window and perpetual check have one definition.
#include <algorithm>
#include <optional>
#include <vector>

#include "framework/rules/movegen.hpp"

namespace boardlab {

template <class V>
class History {
 public:
  // The key that decides "same position": the Zobrist key, except that an en-passant square
  // counts only when an en-passant capture is actually legal (FIDE 9.2.3).
  static Key identity(const Position<V>& pos) {
    Key k = pos.key();
    if constexpr (Traits<V>::any_en_passant) {
      if (pos.ep_square() >= 0) {
        bool legal_ep = false;
        for (Move m : legal_moves(pos)) legal_ep |= m.type() == MoveType::EnPassant;
        if (!legal_ep) k ^= zobrist<V>.ep_file[V::geometry::file_of(pos.ep_square())];
      }
    }
    return k;
  }

  void push(const Position<V>& pos, bool in_check) {
    entries_.push_back({identity(pos), pos.rule50(), in_check});
  }
  void push(const Position<V>& pos) { push(pos, pos.in_check()); }
  void pop() { entries_.pop_back(); }
  void clear() { entries_.clear(); }
  std::size_t size() const { return entries_.size(); }
  bool last_in_check() const { return entries_.back().in_check; }

  // How often `key` occurs among the `window` entries before index `end` (a variant without a
  // move clock looks at all of them: nothing it does is irreversible by rule).
  int count(Key key, std::size_t end, int window) const {
    std::size_t first = 0;
    if constexpr (Desc<V>::move_count::enabled)
      first = end - std::min<std::size_t>(end, std::size_t(window));
    int n = 0;
    for (std::size_t i = first; i < end; ++i) n += entries_[i].key == key;
    return n;
  }
  // How often the last position has occurred, this time included.
  int occurrences() const {
    const Entry& last = entries_.back();
    return count(last.key, entries_.size(), last.clock + 1);
  }

  // The most recent earlier occurrence of the last position at least `min_back` plies back (the
  // search uses 4: no position recurs sooner), within the move clock's window.
  std::optional<std::size_t> previous_occurrence(std::size_t min_back) const {
    const std::size_t n = entries_.size() - 1;
    std::size_t window = n;
    if constexpr (Desc<V>::move_count::enabled)
      window = std::min<std::size_t>(n, std::size_t(entries_[n].clock));
    for (std::size_t back = min_back; back <= window; back += 2)
      if (entries_[n - back].key == entries_[n].key) return n - back;
    return std::nullopt;
  }
  std::optional<std::size_t> first_occurrence() const {
    const std::size_t last = entries_.size() - 1;
    for (std::size_t i = 0; i < last; ++i)
      if (entries_[i].key == entries_[last].key) return i;
    return std::nullopt;
  }

  // Of the two sides, the one that gave check with every one of its moves since entry `from`,
  // if exactly one did; `to_move` is the side to move at the last entry.
  std::optional<Color> perpetual_checker(std::size_t from, Color to_move) const {
    bool all_checks[2] = {true, true}, moved[2] = {false, false};
    Color mover = to_move;
    // Entry i + 1 is in check exactly when move i (by the side to move at i) gave check.
    for (std::size_t i = entries_.size() - 1; i-- > from;) {
      mover = ~mover;
      moved[mover] = true;
      all_checks[mover] &= entries_[i + 1].in_check;
    }
    const bool a = moved[White] && all_checks[White], b = moved[Black] && all_checks[Black];
    if (a == b) return std::nullopt;
    return a ? White : Black;
  }

 private:
  struct Entry {
    Key key;
    int clock;
    bool in_check;
  };
  std::vector<Entry> entries_;
};

}  // namespace boardlab
