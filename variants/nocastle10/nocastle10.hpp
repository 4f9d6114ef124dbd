#pragma once
// nocastle10 (RULES.md, "Rule variations"): chess where castling is illegal during each side's
// first 10 moves: counted by the FEN full-move number, White may castle from its move 11 and
// Black from its move 11.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct NoCastle10 : Chess {
  static constexpr std::string_view name = "nocastle10";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where castling is illegal during each side's first 10 moves";
  static constexpr std::string_view pgn_variant = "nocastle10";
  using castling = RookCastling<false, 11>;
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10"};
};

}  // namespace boardlab::variants
