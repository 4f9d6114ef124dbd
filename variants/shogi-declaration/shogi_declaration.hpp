#pragma once
// shogi-declaration: shogi with the 27-point entering-king declaration (the rule of computer
// shogi tournaments, RULES.md "Jishogi"): the side to move, not in check, with its king and ten
// other pieces in the promotion zone and 28 points (sente) / 27 (gote) wins by declaring. Over
// USI the engine declares with `bestmove win`. Everything else is shogi.
#include "variants/shogi/shogi.hpp"

namespace boardlab::variants {

struct ShogiDeclaration : Shogi {
  static constexpr std::string_view name = "shogi-declaration";
  static constexpr Symbols aliases = {"shogi27"};
  static constexpr std::string_view description =
      "shogi with the 27-point entering-king declaration";
  using impasse = ShogiImpasse<true>;
  // `boardlab bench`: the start and a position where the declaration is near.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "2SGS4/+B+RG1GLLRB/3GK4/9/7pp/8k/9/9/9 b - 1"};
};

}  // namespace boardlab::variants
