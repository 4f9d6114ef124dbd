#pragma once
// The transposition table: one 16-byte entry per slot, indexed by the full position key (hands
// included), replaced when the new search is deeper, the slot belongs to another position, or it
// was written by an earlier search.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "framework/core/input_error.hpp"
#include "framework/core/move.hpp"
#include "framework/core/zobrist.hpp"
#include "framework/search/value.hpp"

namespace boardlab::search {

enum Bound : std::uint8_t { kNone = 0, kUpper = 1, kLower = 2, kExact = 3 };

struct TTEntry {
  std::uint32_t check = 0;
  Move move{};
  std::int16_t value = 0;
  std::int8_t depth = 0;
  std::uint8_t bound = kNone;
  std::uint8_t generation = 0;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

  // A size the machine cannot give is the user's request to correct, not an internal error; the
  // table is then left as it was.
  void resize(std::size_t megabytes) {
    std::size_t n = 1;
    while (n * 2 * sizeof(TTEntry) <= megabytes * 1024 * 1024) n *= 2;
    try {
      table_.assign(n, TTEntry{});
    } catch (const std::bad_alloc&) {
      throw InputError("a hash table of " + std::to_string(megabytes) +
                       " MB cannot be allocated on this machine (ask for less: --hash, or the "
                       "Hash option)");
    }
    mask_ = n - 1;
  }
  void clear() { std::fill(table_.begin(), table_.end(), TTEntry{}); }
  void new_search() { ++generation_; }

  // Per mille of a sample of slots written by the current search (UCI's `hashfull`).
  int hashfull() const {
    const std::size_t sample = std::min<std::size_t>(1000, table_.size());
    std::size_t used = 0;
    for (std::size_t i = 0; i < sample; ++i)
      used += table_[i].bound != kNone && table_[i].generation == generation_;
    return int(used * 1000 / sample);
  }

  const TTEntry* probe(Key key) const {
    const TTEntry& e = table_[key & mask_];
    return e.bound != kNone && e.check == std::uint32_t(key >> 32) ? &e : nullptr;
  }

  void store(Key key, Move move, Value value, int depth, Bound bound) {
    TTEntry& e = table_[key & mask_];
    const bool same = e.check == std::uint32_t(key >> 32);
    if (!same || depth >= e.depth || e.generation != generation_ || bound == kExact) {
      if (!same || move.raw()) e.move = move;
      e.check = std::uint32_t(key >> 32);
      e.value = std::int16_t(value);
      e.depth = std::int8_t(depth);
      e.bound = bound;
      e.generation = generation_;
    }
  }

 private:
  std::vector<TTEntry> table_;
  std::size_t mask_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace boardlab::search
