#pragma once
// Board geometry as a compile-time parameter: files x ranks, square numbering (rank-major, a1 = 0
// in chess terms, file 0 on the first player's left) and the bitboard width it implies.
#include <array>
#include <cstdint>
#include <type_traits>

#include "framework/core/bitboard.hpp"

namespace boardlab {

enum Color : int { White = 0, Black = 1 };  // White is the first player (sente in shogi)
constexpr Color operator~(Color c) { return Color(c ^ 1); }

struct Offset {
  int df = 0;  // file step, positive toward higher file numbers in our indexing
  int dr = 0;  // rank step, positive toward the second player
  constexpr bool operator==(const Offset&) const = default;
};

template <int Files, int Ranks>
struct Geometry {
  static_assert(Files > 0 && Ranks > 0 && Files * Ranks <= 128, "at most 128 squares");
  static constexpr int files = Files;
  static constexpr int ranks = Ranks;
  static constexpr int squares = Files * Ranks;
  // An 8x8 board never pays for 128 bits.
  using Bitboard = std::conditional_t<(squares <= 64), std::uint64_t, u128>;
  static constexpr int bits = sizeof(Bitboard) * 8;

  static constexpr int square(int file, int rank) { return rank * Files + file; }
  static constexpr int file_of(int sq) { return sq % Files; }
  static constexpr int rank_of(int sq) { return sq / Files; }
  static constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < Files && rank >= 0 && rank < Ranks;
  }
  static constexpr Bitboard bb(int sq) { return Bitboard(1) << sq; }

  static constexpr Bitboard all = [] {
    Bitboard b = 0;
    for (int s = 0; s < squares; ++s) b |= Bitboard(1) << s;
    return b;
  }();

  static constexpr Bitboard rank_bb(int rank) {
    Bitboard b = 0;
    for (int f = 0; f < Files; ++f) b |= bb(square(f, rank));
    return b;
  }
  static constexpr Bitboard file_bb(int file) {
    Bitboard b = 0;
    for (int r = 0; r < Ranks; ++r) b |= bb(square(file, r));
    return b;
  }
  // Rank counted from the given player's own side.
  static constexpr int relative_rank(Color c, int rank) {
    return c == White ? rank : Ranks - 1 - rank;
  }
  static constexpr Bitboard relative_rank_bb(Color c, int rank) {
    return rank_bb(relative_rank(c, rank));
  }
  // The `count` ranks farthest from player c.
  static constexpr Bitboard far_ranks_bb(Color c, int count) {
    Bitboard b = 0;
    for (int i = 0; i < count; ++i) b |= relative_rank_bb(c, Ranks - 1 - i);
    return b;
  }

  // Shifts every piece of a set by one offset, dropping those that would leave the board.
  template <int DF, int DR>
  static constexpr Bitboard shift(Bitboard b) {
    constexpr int s = DR * Files + DF;
    constexpr Bitboard keep = [] {
      Bitboard k = 0;
      for (int sq = 0; sq < squares; ++sq)
        if (on_board(file_of(sq) - DF, rank_of(sq) - DR)) k |= bb(sq);
      return k;
    }();
    if constexpr (s >= 0)
      return (b << s) & keep;
    else
      return (b >> -s) & keep;
  }
};

}  // namespace boardlab
