#pragma once
// shogi-dropmate (RULES.md, "Rule variations"): shogi where a pawn drop that gives mate is legal
// (no uchifuzume rule); everything else as in shogi.
#include "variants/shogi/shogi.hpp"

namespace boardlab::variants {

struct ShogiDropmate : Shogi {
  static constexpr std::string_view name = "shogi-dropmate";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description = "shogi where a pawn drop may give mate";
  static constexpr auto pieces = [] {
    auto p = shogi_pieces;
    p[0].drop_mate_forbidden = false;
    return p;
  }();
};

}  // namespace boardlab::variants
