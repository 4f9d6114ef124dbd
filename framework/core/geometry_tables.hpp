#pragma once
// Tables that depend only on the board's shape: rays in the eight unit directions, the squares
// between two aligned squares, the whole line through them, and the squares one step around each
// square. Shared by every variant that uses the same geometry.
#include <array>

#include "framework/core/geometry.hpp"

namespace boardlab {

// The eight unit directions; index order is fixed so tables can be indexed by it.
inline constexpr std::array<Offset, 8> unit_directions = {
    Offset{1, 0}, Offset{-1, 0},  Offset{0, 1},  Offset{0, -1},
    Offset{1, 1}, Offset{-1, -1}, Offset{1, -1}, Offset{-1, 1}};

constexpr int direction_index(Offset o) {
  for (int i = 0; i < 8; ++i)
    if (unit_directions[i] == o) return i;
  return -1;
}

template <class G>
struct GeometryTables {
  using Bitboard = typename G::Bitboard;
  std::array<std::array<Bitboard, G::squares>, 8> ray{};
  std::array<std::array<Bitboard, G::squares>, G::squares> between{};
  std::array<std::array<Bitboard, G::squares>, G::squares> line{};
  std::array<Bitboard, G::squares> around{};  // the up to eight squares one step away

  constexpr GeometryTables() {
    for (int d = 0; d < 8; ++d)
      for (int s = 0; s < G::squares; ++s) {
        int f = G::file_of(s) + unit_directions[d].df, r = G::rank_of(s) + unit_directions[d].dr;
        for (; G::on_board(f, r); f += unit_directions[d].df, r += unit_directions[d].dr)
          ray[d][s] |= G::bb(G::square(f, r));
        f = G::file_of(s) + unit_directions[d].df, r = G::rank_of(s) + unit_directions[d].dr;
        if (G::on_board(f, r)) around[s] |= G::bb(G::square(f, r));
      }
    for (int a = 0; a < G::squares; ++a)
      for (int d = 0; d < 8; ++d) {
        Bitboard walked = 0;
        int f = G::file_of(a), r = G::rank_of(a);
        while (true) {
          f += unit_directions[d].df, r += unit_directions[d].dr;
          if (!G::on_board(f, r)) break;
          const int b = G::square(f, r);
          between[a][b] = walked;
          line[a][b] = ray[d][a] | ray[d ^ 1][a] | G::bb(a);
          walked |= G::bb(b);
        }
      }
  }

  // Attacks along one direction: the ray up to and including the first blocker.
  constexpr Bitboard ray_attacks(int d, int sq, Bitboard occ) const {
    const Bitboard r = ray[d][sq];
    const Bitboard blockers = r & occ;
    if (!blockers) return r;
    const Offset o = unit_directions[d];
    const int step = o.dr * G::files + o.df;
    const int first = step > 0 ? lsb(blockers) : msb(blockers);
    return r ^ ray[d][first];
  }
};

template <class G>
inline constexpr GeometryTables<G> geometry_tables{};

}  // namespace boardlab
