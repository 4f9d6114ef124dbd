#pragma once
// Bit operations for the two bitboard widths a geometry can choose: 64 bits for boards of up to
// 64 squares, 128 bits above that. Both widths share one set of names so that generic code never
// asks which one it holds.
#include <bit>
#include <cstdint>

namespace boardlab {

using u128 = unsigned __int128;

constexpr int popcount(std::uint64_t b) { return std::popcount(b); }
constexpr int popcount(u128 b) {
  return std::popcount(static_cast<std::uint64_t>(b)) +
         std::popcount(static_cast<std::uint64_t>(b >> 64));
}

constexpr int lsb(std::uint64_t b) { return std::countr_zero(b); }
constexpr int lsb(u128 b) {
  const auto lo = static_cast<std::uint64_t>(b);
  return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}

constexpr int msb(std::uint64_t b) { return 63 - std::countl_zero(b); }
constexpr int msb(u128 b) {
  const auto hi = static_cast<std::uint64_t>(b >> 64);
  return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(static_cast<std::uint64_t>(b));
}

template <class B>
constexpr int pop_lsb(B& b) {
  const int s = lsb(b);
  b &= b - 1;
  return s;
}

template <class B>
constexpr bool more_than_one(B b) {
  return (b & (b - 1)) != 0;
}

// Calls f(square) for every set bit, lowest first.
template <class B, class F>
constexpr void for_each_bit(B b, F&& f) {
  while (b) f(pop_lsb(b));
}

}  // namespace boardlab
