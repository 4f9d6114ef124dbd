#pragma once
// The one perft for every variant: leaf nodes of the legal move tree, counted in bulk one ply
// early (the last ply's moves are counted, never made).
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "framework/rules/movegen.hpp"

namespace boardlab {

template <class V>
std::uint64_t perft(Position<V>& pos, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_legal(pos);
  const auto moves = legal_moves(pos);
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake(m);
  }
  return nodes;
}

// perft that gives up when `stop` is set (from another thread): nullopt then. The flag is read
// once per node above the last two plies, so the bulk-counting leaves run as fast as in perft.
template <class V>
std::optional<std::uint64_t> perft_until(Position<V>& pos, int depth,
                                         const std::atomic<bool>& stop) {
  if (depth <= 2) return perft(pos, depth);
  if (stop.load(std::memory_order_relaxed)) return std::nullopt;
  const auto moves = legal_moves(pos);
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    pos.make(m);
    const auto below = perft_until(pos, depth - 1, stop);
    pos.unmake(m);
    if (!below) return std::nullopt;
    nodes += *below;
  }
  return nodes;
}

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};

// Per-root-move counts; `progress(done, total)` is called after each root move.
template <class V>
std::vector<DivideEntry> perft_divide(Position<V>& pos, int depth,
                                      const std::function<void(int, int)>& progress = {}) {
  std::vector<DivideEntry> out;
  if (depth <= 0) return out;
  const auto moves = legal_moves(pos);
  for (Move m : moves) {
    pos.make(m);
    out.push_back({m, perft(pos, depth - 1)});
    pos.unmake(m);
    if (progress) progress(int(out.size()), moves.size());
  }
  return out;
}

}  // namespace boardlab
