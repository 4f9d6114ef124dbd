#pragma once
// Whose pieces a capturing move may take, and whether a capture must be made. Chess and shogi: the
// opponent's only, and capturing is a choice. A self-capture policy lets every capturing move
// (leaps, slides, pawn captures; never en passant, never castling) also take one's own pieces,
// except the royal one. Compulsory captures (antichess): when any capture of an enemy piece is
// legal, only such captures are. Exploding captures (atomic): a capture removes the captured
// piece, the capturing piece and every piece one step around the target square except those whose
// spec says `survives_explosions`; a move that destroys the mover's own royal piece is illegal,
// and one that destroys the enemy's is legal even from check (the goal `RoyalLost` ends the game).
namespace boardlab {

struct EnemyCapturesOnly {
  static constexpr bool own_pieces = false;
  static constexpr bool compulsory = false;
  static constexpr bool explodes = false;
};
struct OwnPiecesCapturable {
  static constexpr bool own_pieces = true;
  static constexpr bool compulsory = false;
  static constexpr bool explodes = false;
};
struct CompulsoryCaptures {
  static constexpr bool own_pieces = false;
  static constexpr bool compulsory = true;
  static constexpr bool explodes = false;
};
struct ExplodingCaptures {
  static constexpr bool own_pieces = false;
  static constexpr bool compulsory = false;
  static constexpr bool explodes = true;
};

}  // namespace boardlab
