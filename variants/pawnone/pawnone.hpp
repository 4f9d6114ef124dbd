#pragma once
// pawnone (RULES.md, "Rule variations"): chess where pawns never double-step, so there is no en
// passant either (the framework allows en passant only after a double step).
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct PawnOne : Chess {
  static constexpr std::string_view name = "pawnone";
  static constexpr Symbols aliases = {"no-double-step"};
  static constexpr std::string_view description = "chess where pawns never double-step";
  static constexpr std::string_view pgn_variant = "pawnone";
  static constexpr auto pieces =
      with_piece(chess_pieces, "P", [](PieceSpec& p) { p.double_step_ranks = {}; });
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"};
};

}  // namespace boardlab::variants
