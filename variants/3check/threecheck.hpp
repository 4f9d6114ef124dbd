#pragma once
// Three-check (RULES.md, "Lichess variants and shatranj"): chess, and a player who gives check
// for the third time wins (reason "three-check"), as lichess plays it. The FEN carries the checks
// each side may still give after the en-passant field (`3+3`, White's first).
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct ThreeCheck : Chess {
  static constexpr std::string_view name = "3check";
  static constexpr Symbols aliases = {"threecheck", "three-check"};
  static constexpr std::string_view description = "chess, and the third check given wins";
  static constexpr std::string_view pgn_variant = "Three-check";
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
  using goals = Goals<ChecksGiven<3, Reason::ThreeCheck>>;
  // Any piece can still give checks; only two bare kings are drawn (lichess agrees).
  using dead_position = OnlyRoyalsLeftIsDead;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 2+3 0 1",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 1+2 0 10"};
};

}  // namespace boardlab::variants
