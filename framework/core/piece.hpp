#pragma once
// A piece on the board: kind and colour packed in one byte.
#include <cstdint>

#include "framework/core/geometry.hpp"

namespace boardlab {

using Piece = std::uint8_t;
inline constexpr Piece NoPiece = 0xFF;
constexpr Piece make_piece(Color c, int kind) { return Piece(kind << 1 | c); }
constexpr int kind_of(Piece p) { return p >> 1; }
constexpr Color color_of(Piece p) { return Color(p & 1); }

}  // namespace boardlab
