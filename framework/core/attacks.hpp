#pragma once
// Attack tables generated from a descriptor's piece data, and the attacks of any kind from any
// square. Kinds and colours are template arguments, so `if constexpr` removes every movement
// feature a piece does not have.
#include <array>

#include "framework/core/slider_attacks.hpp"
#include "framework/core/variant_traits.hpp"

namespace boardlab {

template <class V>
struct LeaperTables {
  using T = Traits<V>;
  using G = typename T::G;
  using Bitboard = typename G::Bitboard;
  using Table = std::array<std::array<std::array<Bitboard, G::squares>, T::kinds>, 2>;
  Table leap{}, capture{};

  static constexpr Bitboard targets(const Offsets& offs, bool relative, Color c, int sq) {
    Bitboard b = 0;
    for (Offset o : offs) {
      const Offset d = oriented(o, relative, c);
      const int f = G::file_of(sq) + d.df, r = G::rank_of(sq) + d.dr;
      if (G::on_board(f, r)) b |= G::bb(G::square(f, r));
    }
    return b;
  }

  constexpr LeaperTables() {
    for (Color c : {White, Black})
      for (int k = 0; k < T::kinds; ++k)
        for (int s = 0; s < G::squares; ++s) {
          const PieceSpec& p = V::pieces[k];
          leap[c][k][s] = targets(p.leaps, p.relative, c, s);
          capture[c][k][s] = targets(p.capture_leaps, p.relative, c, s);
        }
  }
};

template <class V>
inline constexpr LeaperTables<V> leaper_tables{};

// Squares attacked (moved to or captured on) by a piece of kind K and colour C standing on sq.
template <class V, Color C, int K>
inline typename V::geometry::Bitboard piece_attacks(int sq, typename V::geometry::Bitboard occ) {
  using T = Traits<V>;
  using G = typename V::geometry;
  constexpr const PieceSpec& p = V::pieces[K];
  typename G::Bitboard a = 0;
  if constexpr (!p.leaps.empty()) a |= leaper_tables<V>.leap[C][K][sq];
  if constexpr (!p.capture_leaps.empty()) a |= leaper_tables<V>.capture[C][K][sq];
  if constexpr (T::orth(K)) a |= slider_tables<G>.orth(sq, occ);
  if constexpr (T::diag(K)) a |= slider_tables<G>.diag(sq, occ);
  constexpr Offsets others = T::other_slides(K);
  for (Offset o : others)
    a |= geometry_tables<G>.ray_attacks(direction_index(oriented(o, p.relative, C)), sq, occ);
  return a;
}

// Calls f.template operator()<K>() for every kind K of the descriptor, unrolled at compile time.
template <class V, class F>
inline void for_each_kind(F&& f) {
  [&]<int... K>(std::integer_sequence<int, K...>) { (f.template operator()<K>(), ...); }
  (std::make_integer_sequence<int, Traits<V>::kinds>{});
}

}  // namespace boardlab
