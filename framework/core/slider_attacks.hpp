#pragma once
// Attacks of the two common slider families, orthogonal (rook) and diagonal (bishop). With BMI2
// on a board of at most 64 squares they come from PEXT-indexed tables; otherwise from ray scans,
// which are slower but work for every geometry and every processor.
#include <cstdint>
#include <vector>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "framework/core/geometry_tables.hpp"

namespace boardlab {

inline constexpr int orth_dirs[4] = {0, 1, 2, 3};
inline constexpr int diag_dirs[4] = {4, 5, 6, 7};

template <class G>
struct RayScanSliders {
  using Bitboard = typename G::Bitboard;
  static Bitboard scan(const int (&dirs)[4], int sq, Bitboard occ) {
    const auto& t = geometry_tables<G>;
    Bitboard a = 0;
    for (int d : dirs) a |= t.ray_attacks(d, sq, occ);
    return a;
  }
  Bitboard orth(int sq, Bitboard occ) const { return scan(orth_dirs, sq, occ); }
  Bitboard diag(int sq, Bitboard occ) const { return scan(diag_dirs, sq, occ); }
};

#if defined(__BMI2__)
template <class G>
struct PextSliders {
  using Bitboard = std::uint64_t;
  struct Family {
    Bitboard mask[G::squares];
    const Bitboard* table[G::squares];
    std::vector<Bitboard> storage;

    explicit Family(const int (&dirs)[4]) {
      const auto& t = geometry_tables<G>;
      std::size_t total = 0;
      for (int s = 0; s < G::squares; ++s) {
        mask[s] = 0;
        // The last square of each ray never blocks anything beyond it, so it is left out.
        for (int d : dirs) {
          Bitboard r = t.ray[d][s];
          if (r) {
            const int step = unit_directions[d].dr * G::files + unit_directions[d].df;
            r &= ~G::bb(step > 0 ? msb(r) : lsb(r));
          }
          mask[s] |= r;
        }
        total += std::size_t(1) << popcount(mask[s]);
      }
      storage.resize(total);
      std::size_t at = 0;
      for (int s = 0; s < G::squares; ++s) {
        table[s] = storage.data() + at;
        const std::size_t n = std::size_t(1) << popcount(mask[s]);
        for (std::size_t i = 0; i < n; ++i) {
          const Bitboard occ = _pdep_u64(i, mask[s]);
          Bitboard a = 0;
          for (int d : dirs) a |= t.ray_attacks(d, s, occ);
          storage[at + i] = a;
        }
        at += n;
      }
    }
    Bitboard operator()(int sq, Bitboard occ) const { return table[sq][_pext_u64(occ, mask[sq])]; }
  };
  Family orth_family{orth_dirs};
  Family diag_family{diag_dirs};
  Bitboard orth(int sq, Bitboard occ) const { return orth_family(sq, occ); }
  Bitboard diag(int sq, Bitboard occ) const { return diag_family(sq, occ); }
};

template <class G>
using SliderTables = std::conditional_t<(G::squares <= 64), PextSliders<G>, RayScanSliders<G>>;
#else
template <class G>
using SliderTables = RayScanSliders<G>;
#endif

template <class G>
inline const SliderTables<G> slider_tables{};

}  // namespace boardlab
