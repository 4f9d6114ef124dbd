#pragma once
// Whose pieces a capturing move may take, and whether a capture must be made. Chess and shogi: the
// opponent's only, and capturing is a choice. A self-capture policy lets every capturing move
// (leaps, slides, pawn captures; never en passant, never castling) also take one's own pieces,
// except the royal one. Compulsory captures (antichess): when any capture of an enemy piece is
// legal, only such captures are.
namespace boardlab {

struct EnemyCapturesOnly {
  static constexpr bool own_pieces = false;
  static constexpr bool compulsory = false;
};
struct OwnPiecesCapturable {
  static constexpr bool own_pieces = true;
  static constexpr bool compulsory = false;
};
struct CompulsoryCaptures {
  static constexpr bool own_pieces = false;
  static constexpr bool compulsory = true;
};

}  // namespace boardlab
