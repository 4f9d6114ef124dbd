#pragma once
// King of the hill (RULES.md, "Lichess variants and shatranj"): chess, and a king that reaches
// d4, e4, d5 or e5 wins at once (reason "king-of-the-hill"), as lichess plays it.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct KingOfTheHill : Chess {
  static constexpr std::string_view name = "kingofthehill";
  static constexpr Symbols aliases = {"koth"};
  static constexpr std::string_view description =
      "chess, and a king that reaches one of the four centre squares wins";
  static constexpr std::string_view pgn_variant = "King of the Hill";
  using goals = Goals<RoyalReaches<Cells{{3, 3}, {4, 3}, {3, 4}, {4, 4}}, Reason::KingOfTheHill>>;
  // No material is too little: a lone king can still walk to the hill (lichess agrees).
  using dead_position = NoDeadPositions;
  // `boardlab bench`: the start, a middlegame, and an ending where the kings race to the centre.
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
};

}  // namespace boardlab::variants
