#pragma once
// shogi-dropmate (RULES.md, "Rule variations"): shogi where a pawn drop that gives mate is legal
// (no uchifuzume rule); everything else as in shogi.
#include "variants/shogi/shogi.hpp"

namespace boardlab::variants {

struct ShogiDropmate : Shogi {
  static constexpr std::string_view name = "shogi-dropmate";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description = "shogi where a pawn drop may give mate";
  static constexpr auto pieces =
      with_piece(shogi_pieces, "P", [](PieceSpec& p) { p.drop_mate_forbidden = false; });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
      "kn7/9/1G7/9/9/9/9/9/8K b P 1",
      "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1"};
};

}  // namespace boardlab::variants
