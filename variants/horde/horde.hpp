#pragma once
// Horde (RULES.md, "Lichess variants and shatranj"): White's 36 pawns and no king against Black's
// army. Black wins by capturing every White piece (reason "horde-captured"), White by checkmate;
// White's pawns on its first two ranks may double-step. As lichess plays it.
#include "framework/core/piece_edit.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct Horde : Chess {
  static constexpr std::string_view name = "horde";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description =
      "36 white pawns against Black's army; Black wins by capturing them all";
  static constexpr std::string_view pgn_variant = "Horde";
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
  // Pawns stand on the first rank and double-step from it, but (as lichess) a double step from
  // the first rank cannot be taken en passant.
  static constexpr auto pieces = with_piece(chess_pieces, "P", [](PieceSpec& p) {
    p.double_step_ranks = {.first = 2};
    p.en_passant_ranks = own_rank(1);
    p.forbidden_ranks = {.last = 1};
  });
  static constexpr bool royal_may_be_absent = true;
  using goals = Goals<NoPiecesLeft<EmptyArmy::Loss, Reason::HordeCaptured>>;
  // Chess's dead positions presume two kings; White, without one, can never be mated here.
  using dead_position = NoDeadPositions;
  static constexpr int bench_depth = 7;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
      "4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1",
      "k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1"};
};

}  // namespace boardlab::variants
