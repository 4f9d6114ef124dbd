#pragma once
// The checks every notation reader applies after placing the pieces: a position the rules could
// never reach is refused with a message naming what is wrong.
#include <string>

#include "framework/core/input_error.hpp"
#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
void validate_position(const Position<V>& pos) {
  using T = Traits<V>;
  using G = typename V::geometry;
  for (Color c : {White, Black}) {
    const std::string who(Desc<V>::players[c]);
    if constexpr (T::has_royal) {
      const std::string royal(V::pieces[T::royal].name);
      const int kings = popcount(pos.royals(c));
      if (kings > 1 || (kings == 0 && !T::royal_optional))
        throw InputError("position has " + std::to_string(kings) + " " + who + " " + royal +
                         "s, expected " + (T::royal_optional ? "at most 1" : "1"));
    }
    for (int k = 0; k < T::kinds; ++k) {
      const PieceSpec& p = V::pieces[k];
      if (pos.pieces(c, k) & T::forbidden(c, k))
        throw InputError("position has a " + who + " " + std::string(p.name) +
                         " on a rank where it cannot move");
      if (p.drop_one_per_file)
        for (int f = 0; f < G::files; ++f)
          if (more_than_one(pos.pieces(c, k) & G::file_bb(f)))
            throw InputError("position has two " + who + " " + std::string(p.name) +
                             "s on one file");
      if (p.max_total) {
        int n = 0;
        for (int j = 0; j < T::kinds; ++j)
          if (T::base_kinds[j] == k)
            n += popcount(pos.pieces(j)) + pos.hand(White, j) + pos.hand(Black, j);
        if (n > p.max_total)
          throw InputError("position has " + std::to_string(n) + " " + std::string(p.name) +
                           "s, a game has " + std::to_string(p.max_total));
      }
    }
  }
  if constexpr (T::has_hands) {
    // Every capture adds one to a hand: with at most max_hand_count pieces in all, none overflows.
    int pieces = popcount(pos.pieces() & ~(pos.royals(White) | pos.royals(Black)));
    for (int k = 0; k < T::kinds; ++k) pieces += pos.hand(White, k) + pos.hand(Black, k);
    std::string besides;
    if constexpr (T::has_royal)
      besides = " besides the " + std::string(V::pieces[T::royal].name) + "s";
    if (pieces > max_hand_count)
      throw InputError("position has " + std::to_string(pieces) + " pieces" + besides +
                       ", at most " + std::to_string(max_hand_count) + " fit in a hand");
  }
  if (pos.checkers(~pos.side_to_move())) throw InputError("the side not to move is in check");
}

}  // namespace boardlab
