#pragma once
// Chess's pawn structure: which pawns are passed, doubled, isolated, backward or connected, and
// the squares each side's pawns attack. It depends on the pawns alone, which change in few moves,
// so it is computed once per pawn placement and kept in a small per-thread table (a pawn hash):
// without it the pawn terms cost a fifth of the search's time.
#include <array>
#include <cstdint>
#include <memory>

#include "variants/chess/eval_attacks.hpp"

namespace boardlab::variants::chess_eval {

struct PawnStructure {
  std::uint64_t white = 0, black = 0;  // the placement it describes (all zero: no pawns)
  std::array<std::uint64_t, 2> passed{}, attacks{};
  // Counts per side; `connected` sums the relative ranks of the connected pawns.
  std::array<std::int16_t, 2> doubled{}, isolated{}, backward{}, connected{};
};

// Squares ahead of a pawn of each colour on its own and the neighbouring files: a pawn with no
// enemy pawn there is passed; seen from the other colour, the squares behind it.
inline constexpr std::array<std::array<std::uint64_t, 64>, 2> front_span = [] {
  std::array<std::array<std::uint64_t, 64>, 2> t{};
  for (Color c : {White, Black})
    for (int sq = 0; sq < 64; ++sq)
      for (int df = -1; df <= 1; ++df)
        for (int r = G::rank_of(sq) + (c == White ? 1 : -1); r >= 0 && r < 8;
             r += (c == White ? 1 : -1))
          if (G::on_board(G::file_of(sq) + df, r))
            t[c][sq] |= G::bb(G::square(G::file_of(sq) + df, r));
  return t;
}();

template <class V>
PawnStructure compute_pawn_structure(std::uint64_t white, std::uint64_t black) {
  PawnStructure ps;
  ps.white = white, ps.black = black;
  const std::array<std::uint64_t, 2> pawns = {white, black};
  const std::uint64_t occ = white | black;
  for (Color c : {White, Black}) {
    auto b = pawns[c];
    while (b) ps.attacks[c] |= pawn_attacks<V>(c, pop_lsb(b), occ);
  }
  for (Color c : {White, Black}) {
    const auto own = pawns[c], theirs = pawns[~c];
    auto b = own;
    while (b) {
      const int sq = pop_lsb(b), f = G::file_of(sq), r = G::rank_of(sq);
      const int ahead = r + (c == White ? 1 : -1);
      const auto neighbours = neighbour_files[f];
      if (!(front_span[c][sq] & theirs)) ps.passed[c] |= G::bb(sq);
      if (front_span[c][sq] & G::file_bb(f) & own) ++ps.doubled[c];
      if (!(neighbours & own)) {
        ++ps.isolated[c];
      } else if (!((front_span[~c][sq] | G::rank_bb(r)) & neighbours & own) && ahead >= 0 &&
                 ahead < 8 && (ps.attacks[~c] & G::bb(G::square(f, ahead)))) {
        ++ps.backward[c];  // no neighbour level or behind to defend it, its advance hit
      }
      // A pawn of the other colour on sq attacks the squares its defenders would stand on.
      const bool defended = pawn_attacks<V>(~c, sq, occ) & own;
      if (defended || (neighbours & G::rank_bb(r) & own))
        ps.connected[c] += std::int16_t(G::relative_rank(c, r));
    }
  }
  return ps;
}

// The structure of pos's pawns, from this thread's table (8,192 entries, 0.5 MB a thread and
// variant; an entry is replaced by the next placement that hashes to its slot).
template <class V>
const PawnStructure& pawn_structure(const Position<V>& pos) {
  constexpr int kBits = 13;
  thread_local std::unique_ptr<PawnStructure[]> table(new PawnStructure[1 << kBits]);
  const std::uint64_t white = pos.pieces(White, pawn), black = pos.pieces(Black, pawn);
  const std::uint64_t h =
      (white * 0x9E3779B97F4A7C15ull) ^ ((black + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full);
  PawnStructure& e = table[h >> (64 - kBits)];
  if (e.white != white || e.black != black) e = compute_pawn_structure<V>(white, black);
  return e;
}

}  // namespace boardlab::variants::chess_eval
