#pragma once
// Antichess (RULES.md, "Lichess variants and shatranj"), as lichess plays it: captures are
// compulsory, the king is an ordinary piece (no check, no mate, it may be captured, and a pawn may
// promote to one), no castling, and a player with no pieces left or no legal move wins.
#include "framework/core/piece_edit.hpp"
#include "framework/policies/capture_policy.hpp"
#include "framework/search/evaluation.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

// Chess's army with a king that is not royal; pawns may also become kings.
inline constexpr auto antichess_pieces = with_piece(
    with_piece(chess_pieces, "K", [](PieceSpec& p) { p.royal = false; }), "P", [](PieceSpec& p) {
      p.promotes_to = {"Q", "R", "B", "N", "K"};
    });

struct Antichess : Chess {
  static constexpr std::string_view name = "antichess";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "captures are compulsory; losing every piece, or having no move, wins";
  static constexpr std::string_view pgn_variant = "Antichess";
  static constexpr auto pieces = antichess_pieces;
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
  using castling = NoCastling;
  using captures = CompulsoryCaptures;
  using no_moves = StalemateRule<StalemateResult::Win, Reason::NoMoves>;
  using goals = Goals<NoPiecesLeft<EmptyArmy::Win, Reason::NoPieces>>;
  // No material is insufficient: every ending can still be won by giving the pieces away (lichess
  // draws some bishop endings; RULES.md leaves them to repetition and the fifty-move rule).
  using dead_position = NoDeadPositions;
  // Chess's evaluation presumes a king to keep safe; the one derived from the pieces does not.
  using evaluation = search::DerivedEvaluation<Antichess>;
  static constexpr int bench_depth = 7;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
      "rn1qkbnr/p1pp1ppp/bp6/4p3/3P4/1P6/P1P1PPPP/RNBQKBNR w - - 0 4",
      "8/1p6/8/P1k5/8/2K5/5p2/8 b - - 0 1"};
};

}  // namespace boardlab::variants
