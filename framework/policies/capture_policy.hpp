#pragma once
// Whose pieces a capturing move may take. Chess and shogi: the opponent's only. A self-capture
// policy lets every capturing move (leaps, slides, pawn captures; never en passant, never
// castling) also take one's own pieces, except the royal one.
namespace boardlab {

struct EnemyCapturesOnly {
  static constexpr bool own_pieces = false;
};
struct OwnPiecesCapturable {
  static constexpr bool own_pieces = true;
};

}  // namespace boardlab
