#pragma once
// Zobrist keys, generated at compile time from a fixed seed so that keys (and therefore search
// node counts) are the same on every run and every machine.
#include <array>
#include <cstdint>

#include "framework/core/variant_traits.hpp"

namespace boardlab {

using Key = std::uint64_t;

constexpr Key splitmix64(Key& state) {
  Key z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

template <class V>
struct Zobrist {
  using G = typename V::geometry;
  static constexpr int pieces = 2 * Traits<V>::kinds;
  std::array<std::array<Key, G::squares>, pieces> psq{};
  std::array<Key, 16> castling{};
  std::array<Key, G::files> ep_file{};
  // hand[colour][kind][count]; one slot when the variant has no hands.
  static constexpr int hand_counts = Traits<V>::has_hands ? 64 : 1;
  std::array<std::array<std::array<Key, hand_counts>, Traits<V>::kinds>, 2> hand{};
  Key side = 0;
  Key castling_locked = 0;  // castling not yet legal by the move number (RookCastling FromMove)
  // A promoted piece on a square (where the position remembers promotions).
  std::array<Key, Traits<V>::tracks_promoted ? G::squares : 1> promoted{};
  // checks[colour][checks given] in N-check games; one slot otherwise.
  std::array<std::array<Key, Traits<V>::check_limit + 1>, 2> checks{};

  constexpr Zobrist() {
    Key seed = 0x626F6172646C6162ull;  // "boardlab"
    for (auto& row : psq)
      for (Key& k : row) k = splitmix64(seed);
    for (Key& k : castling) k = splitmix64(seed);
    castling[0] = 0;
    for (Key& k : ep_file) k = splitmix64(seed);
    side = splitmix64(seed);
    for (auto& colour : hand)
      for (auto& kind : colour) {
        for (Key& k : kind) k = splitmix64(seed);
        kind[0] = 0;
      }
    castling_locked = splitmix64(seed);
    for (Key& k : promoted) k = splitmix64(seed);
    // Drawn last, so that adding them changed no other key.
    for (auto& colour : checks) {
      for (Key& k : colour) k = splitmix64(seed);
      colour[0] = 0;
    }
  }
};

template <class V>
inline constexpr Zobrist<V> zobrist{};

}  // namespace boardlab
