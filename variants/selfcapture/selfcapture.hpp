#pragma once
// selfcapture (RULES.md, "Rule variations"): chess where a piece may capture a piece of its own
// colour, except the king, by any of its capturing moves (never en passant). It counts as a
// capture for the fifty-move rule; a rook taken on its corner takes its castling right with it.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct SelfCapture : Chess {
  static constexpr std::string_view name = "selfcapture";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "chess where pieces may also capture their own pieces (not the king)";
  static constexpr std::string_view pgn_variant = "selfcapture";
  using captures = OwnPiecesCapturable;
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/6b1/1n6/8/8/1N6/6B1/R3K2R w KQkq - 0 1"};
};

}  // namespace boardlab::variants
