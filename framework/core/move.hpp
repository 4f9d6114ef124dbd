#pragma once
// A move in 32 bits: from, to, type and one auxiliary kind (promotion target or dropped kind).
// Castling is stored as king-takes-own-rook (to = the rook's square) so that one encoding serves
// every castling rule; notation decides how to print it.
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace boardlab {

enum class MoveType : std::uint8_t { Normal, Promotion, EnPassant, Castling, Drop };

class Move {
 public:
  // Left uninitialised so that a move list's storage costs nothing until it is filled.
  Move() = default;
  constexpr Move(int from, int to, MoveType type = MoveType::Normal, int aux = 0)
      : v_(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(type) << 16 |
           std::uint32_t(aux) << 19) {}
  constexpr int from() const { return v_ & 0xFF; }
  constexpr int to() const { return (v_ >> 8) & 0xFF; }
  constexpr MoveType type() const { return MoveType((v_ >> 16) & 7); }
  constexpr int aux() const { return int(v_ >> 19); }
  constexpr bool operator==(const Move&) const = default;
  constexpr std::uint32_t raw() const { return v_; }

 private:
  std::uint32_t v_;
};

template <int Capacity>
class MoveList {
 public:
  void push(Move m) {
#ifdef BOARDLAB_CHECK_BOUNDS
    // The sanitizer build proves the descriptor's max_moves bound on every position it sees.
    if (size_ >= Capacity) {
      std::fprintf(stderr, "MoveList: more than %d moves (raise the descriptor's max_moves)\n",
                   Capacity);
      std::abort();
    }
#endif
    moves_[size_++] = m;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  Move operator[](int i) const { return moves_[i]; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }

 private:
  Move moves_[Capacity];
  int size_ = 0;
};

}  // namespace boardlab
