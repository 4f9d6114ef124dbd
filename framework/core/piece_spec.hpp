#pragma once
// A piece kind described as data: how it moves, whether it is royal, what it promotes to. Attack
// tables and move generation are generated from these fields; no piece is named in the framework.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

#include "framework/core/geometry.hpp"

namespace boardlab {

template <class T, int N>
struct FixedList {
  std::array<T, N> items{};
  int size = 0;
  constexpr FixedList() = default;
  constexpr FixedList(std::initializer_list<T> list) {
    for (const T& v : list) items[size++] = v;
  }
  constexpr const T* begin() const { return items.data(); }
  constexpr const T* end() const { return items.data() + size; }
  constexpr const T& operator[](int i) const { return items[i]; }
  constexpr bool empty() const { return size == 0; }
};

using Offsets = FixedList<Offset, 16>;
using Symbols = FixedList<std::string_view, 8>;

// A set of ranks counted from the owner's side, so that one piece set fits boards of any size:
// the `first` nearest ranks, the `last` farthest ranks, and single ranks by their index from
// the owner's side (bit r of `nth`: own rank r, 0 being the first).
struct Ranks {
  int first = 0;
  int last = 0;
  std::uint32_t nth = 0;
  constexpr bool empty() const { return first == 0 && last == 0 && nth == 0; }
  constexpr bool contains(int own_rank, int ranks) const {
    return own_rank < first || own_rank >= ranks - last || (own_rank < 32 && (nth >> own_rank & 1));
  }
};
inline constexpr Ranks every_rank{.first = 1 << 20};
constexpr Ranks own_rank(int r) { return Ranks{.nth = 1u << r}; }

struct PieceSpec {
  std::string_view symbol{};  // notation letter(s) for the first player, e.g. "N" or "+P"
  std::string_view name{};
  Offsets leaps{};                   // one step that moves or captures
  Offsets slides{};                  // unit directions ridden until blocked, capturing the blocker
  Offsets quiet_leaps{};             // steps that only move to an empty square (pawn push)
  Offsets capture_leaps{};           // steps that only capture (pawn capture)
  bool relative = false;             // offsets point toward the owner's forward direction
  bool royal = false;                // losing it (checkmate) loses the game
  Ranks double_step_ranks{};         // ranks from which a forward quiet leap may be made twice
  bool en_passant = false;           // after a double step it may be captured in passing
  Ranks en_passant_ranks{};          // where that double step must start (empty: anywhere)
  bool resets_move_clock = false;    // moving or dropping it resets the move-count draw clock
  Symbols promotes_to{};             // kinds it may turn into inside the promotion zone
  int forced_promotion_ranks = 0;    // far ranks on which it must promote
  Ranks forbidden_ranks{};           // ranks it may never stand on (moving or dropped)
  bool drop_one_per_file = false;    // nifu: not dropped onto a file holding an own one
  bool drop_mate_forbidden = false;  // uchifuzume: a drop of it may not give checkmate
  bool survives_explosions = false;  // stays when a capture next to it explodes (atomic's pawn)
  int max_total = 0;  // most a game can hold, promoted forms and hands included (0: no limit)
};

// Offsets as the given player sees them: the second player's relative moves are turned 180°.
constexpr Offset oriented(Offset o, bool relative, Color c) {
  return (relative && c == Black) ? Offset{-o.df, -o.dr} : o;
}

}  // namespace boardlab
