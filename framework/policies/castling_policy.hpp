#pragma once
// Castling as a descriptor policy. The king and one of its rooks on the back rank jump to fixed
// destination files; where they start is data of the position (the rook's square is stored with
// the right), so standard chess is the special case of Chess960 whose pieces start on e/a/h.

#include <string_view>

namespace boardlab {

struct NoCastling {
  static constexpr bool enabled = false;
};

template <bool AnyStart>
struct RookCastling {
  static constexpr bool enabled = true;
  // King and rooks may start on any back-rank file (Chess960); otherwise king on file e (index
  // 4) and rooks on the corner files.
  static constexpr bool any_start = AnyStart;
  // Destination files for [h-side, a-side] castling.
  static constexpr int king_to[2] = {6, 2};
  static constexpr int rook_to[2] = {5, 3};
  static constexpr int standard_king_file = 4;
  static constexpr std::string_view rook_symbol = "R";  // the piece that castles with the king
};

using StandardCastling = RookCastling<false>;
using Chess960Castling = RookCastling<true>;

}  // namespace boardlab
