#pragma once
// nocastle (RULES.md, "Rule variations"): chess without castling. The FEN castling field is
// always "-" (a FEN granting a right is refused).
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct NoCastle : Chess {
  static constexpr std::string_view name = "nocastle";
  static constexpr Symbols aliases = {"no-castling"};
  static constexpr std::string_view description = "chess without castling";
  static constexpr std::string_view pgn_variant = "nocastle";
  using castling = NoCastling;
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"};
};

}  // namespace boardlab::variants
