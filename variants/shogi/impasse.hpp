#pragma once
// Shogi's impasse rules (RULES.md, "Jishogi"). When both kings have entered their promotion
// zones, the side to move may claim: points are counted over each player's pieces on the board
// and in hand (rook and bishop, promoted or not, 5; others 1; kings 0); both with at least 24 is a
// draw, otherwise the player below 24 loses. With Declaration (the 27-point rule used between
// programs) the side to move, not in check, with its king and at least 10 other pieces in the
// zone and at least 28 points (sente) / 27 (gote) over pieces in the zone and in hand, wins.
#include <optional>

#include "framework/rules/outcome.hpp"
#include "framework/rules/position.hpp"

namespace boardlab::variants {

template <bool Declaration, int JishogiPoints = 24>
struct ShogiImpasse {
  static constexpr bool enabled = true;

  template <class V>
  static int points(const Position<V>& pos, Color c, typename V::geometry::Bitboard area) {
    using T = Traits<V>;
    int n = 0;
    for (int k = 0; k < T::kinds; ++k) {
      if (k == T::royal) continue;
      const int value =
          V::pieces[T::base_kinds[k]].symbol == "R" || V::pieces[T::base_kinds[k]].symbol == "B"
              ? 5
              : 1;
      n += value * (popcount(pos.pieces(c, k) & area) + pos.hand(c, k));
    }
    return n;
  }

  template <class V>
  static std::optional<Outcome> claim(const Position<V>& pos) {
    using T = Traits<V>;
    using G = typename V::geometry;
    static_assert(G::files == 9 && G::ranks == 9,
                  "ShogiImpasse's point thresholds (24, 27/28, 10 pieces) are for 9x9 shogi");
    const Color us = pos.side_to_move();
    auto in_zone = [&](Color c) {
      return pos.has_king(c) && (T::zone(c) & pos.pieces(c, T::royal));
    };
    if constexpr (Declaration) {
      const auto zone = T::zone(us);
      if (in_zone(us) && !pos.in_check() &&
          popcount(pos.pieces(us) & zone & ~pos.pieces(us, T::royal)) >= 10 &&
          points(pos, us, zone) >= (us == White ? 28 : 27))
        return Outcome{win_for(us), Reason::Declaration};
    }
    if (!in_zone(White) || !in_zone(Black)) return std::nullopt;
    const int first = points(pos, White, G::all), second = points(pos, Black, G::all);
    if (first >= JishogiPoints && second >= JishogiPoints)
      return Outcome{Result::Draw, Reason::Jishogi};
    return Outcome{first < JishogiPoints ? Result::SecondWins : Result::FirstWins, Reason::Jishogi};
  }
};

}  // namespace boardlab::variants
