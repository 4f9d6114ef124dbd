#pragma once
// What chess's evaluation terms read of a position besides the pawns: the kinds by index, the
// king distance, the neighbouring files, and each side's attacked squares by kind of attacker.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "framework/rules/position.hpp"

namespace boardlab::variants {

namespace chess_eval {
constexpr int pawn = 0, knight = 1, bishop = 2, rook = 3, queen = 4, king = 5;
using G = Geometry<8, 8>;

constexpr int distance(int a, int b) {  // in king moves
  return std::max(std::abs(G::file_of(a) - G::file_of(b)), std::abs(G::rank_of(a) - G::rank_of(b)));
}
constexpr std::array<std::uint64_t, 8> neighbour_files = [] {
  std::array<std::uint64_t, 8> t{};
  for (int f = 0; f < 8; ++f)
    t[f] = (f > 0 ? G::file_bb(f - 1) : 0) | (f < 7 ? G::file_bb(f + 1) : 0);
  return t;
}();

// The squares a piece of kind K and colour c on sq attacks (the colour known at run time). The
// variant's own pieces: the rule variants' pawns (pawnback, pawnsideways) are read as they move.
template <class V, int K>
typename G::Bitboard attacks_of(Color c, int sq, typename G::Bitboard occ) {
  return c == White ? piece_attacks<V, White, K>(sq, occ) : piece_attacks<V, Black, K>(sq, occ);
}
template <class V>
typename G::Bitboard pawn_attacks(Color c, int sq, typename G::Bitboard occ) {
  return attacks_of<V, pawn>(c, sq, occ);
}

// What each side attacks, by pawns (given: the pawn structure holds them), by knights and
// bishops, by rooks, and by all its pieces.
template <class V>
struct Attacks {
  std::array<typename G::Bitboard, 2> pawns{}, minors{}, rooks{}, all{};
  Attacks(const Position<V>& pos, const std::array<typename G::Bitboard, 2>& pawn_attacks)
      : pawns(pawn_attacks) {
    const auto occ = pos.pieces();
    for (Color c : {White, Black}) {
      add<knight>(pos, c, occ, minors[c]);
      add<bishop>(pos, c, occ, minors[c]);
      add<rook>(pos, c, occ, rooks[c]);
      typename G::Bitboard rest = 0;
      add<queen>(pos, c, occ, rest);
      add<king>(pos, c, occ, rest);
      all[c] = pawns[c] | minors[c] | rooks[c] | rest;
    }
  }
  template <int K>
  static void add(const Position<V>& pos, Color c, typename G::Bitboard occ,
                  typename G::Bitboard& into) {
    auto b = pos.pieces(c, K);
    while (b) into |= attacks_of<V, K>(c, pop_lsb(b), occ);
  }
};
}  // namespace chess_eval

}  // namespace boardlab::variants
