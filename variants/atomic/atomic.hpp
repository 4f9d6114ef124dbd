#pragma once
// Atomic (RULES.md, "Lichess variants and shatranj"), as lichess plays it: a capture explodes the
// target square, removing the captured piece, the capturer and every piece but a pawn around it;
// a king may not capture, a move that blows up one's own king is illegal, a player whose king is
// blown up loses (reason "king-exploded"), and kings side by side give no check.
#include "framework/core/piece_edit.hpp"
#include "framework/policies/capture_policy.hpp"
#include "framework/search/evaluation.hpp"
#include "variants/atomic/insufficient_material.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct Atomic : Chess {
  static constexpr std::string_view name = "atomic";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "captures explode the pieces around them; blowing up the enemy king wins";
  static constexpr std::string_view pgn_variant = "Atomic";
  // Pawns are the only pieces an explosion next to them spares.
  static constexpr auto pieces =
      with_piece(chess_pieces, "P", [](PieceSpec& p) { p.survives_explosions = true; });
  using captures = ExplodingCaptures;
  static constexpr bool royal_may_be_absent = true;  // a king can be blown up
  using goals = Goals<RoyalLost<Reason::KingExploded>>;
  using dead_position = AtomicInsufficientMaterial;
  // Chess's evaluation weighs a king's shelter of pawns and pieces, which here is its danger; the
  // one derived from the pieces presumes nothing.
  using evaluation = search::DerivedEvaluation<Atomic>;
  static constexpr int bench_depth = 7;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
      "8/8/3k4/8/2PK4/8/5r2/8 w - - 0 1"};
};

}  // namespace boardlab::variants
