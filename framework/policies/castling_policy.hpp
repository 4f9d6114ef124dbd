#pragma once
// Castling as a descriptor policy. The king and one of its rooks on the back rank jump to fixed
// destination files; where they start is data of the position (the rook's square is stored with
// the right), so standard chess is the special case of Chess960 whose pieces start on e/a/h.
// A policy for another board states its own destinations, king file and rook kind.
#include <string_view>

namespace boardlab {

struct NoCastling {
  static constexpr bool enabled = false;
  static constexpr bool any_start = false;
  static constexpr int from_move = 1;
};

// Castling with a rook-like piece.
//   AnyStart: king and rooks may start on any back-rank file (Chess960); otherwise the king
//             starts on `standard_king_file` and the rooks on the corner files.
//   FromMove: castling is legal only from this full-move number on (1: always).
template <bool AnyStart, int FromMove = 1>
struct RookCastling {
  static constexpr bool enabled = true;
  static constexpr bool any_start = AnyStart;
  static constexpr int from_move = FromMove;
  // Destination files for [h-side, a-side] castling; a negative file counts from the right edge
  // (-1 is the last file), so the same policy fits boards of any width: g/f and c/d on 8 files.
  static constexpr int king_to[2] = {-2, 2};
  static constexpr int rook_to[2] = {-3, 3};
  static constexpr int standard_king_file = 4;
  static constexpr std::string_view rook_symbol = "R";  // the kind that castles with the king
};

// A destination file of a castling policy on a board with `files` files.
constexpr int castling_file(int file, int files) { return file < 0 ? files + file : file; }

using StandardCastling = RookCastling<false>;
using Chess960Castling = RookCastling<true>;

}  // namespace boardlab
