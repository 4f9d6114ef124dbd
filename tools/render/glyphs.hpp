#pragma once
// Piece figures for the two diagram styles, looked up by the piece's name in its descriptor
// (PieceSpec::name), so a plugin's pieces with the usual names get them too; any other piece is
// drawn with its notation symbol.
#include <string_view>

namespace boardlab::render {

struct Glyph {
  std::string_view name, first, second;  // the first player's figure, the second's
};

// Western figures: outlined for the first player (White), solid for the second.
inline constexpr Glyph kWesternGlyphs[] = {
    {"king", "♔", "♚"},   {"queen", "♕", "♛"},  {"rook", "♖", "♜"},
    {"bishop", "♗", "♝"}, {"knight", "♘", "♞"}, {"pawn", "♙", "♟"},
};

// Shogi's one-kanji names; the second player's pieces are told apart by the board, not the
// figure.
inline constexpr Glyph kShogiGlyphs[] = {
    {"king", "玉", "玉"},
    {"rook", "飛", "飛"},
    {"bishop", "角", "角"},
    {"gold", "金", "金"},
    {"silver", "銀", "銀"},
    {"knight", "桂", "桂"},
    {"lance", "香", "香"},
    {"pawn", "歩", "歩"},
    {"tokin", "と", "と"},
    {"dragon", "龍", "龍"},
    {"horse", "馬", "馬"},
    {"promoted silver", "全", "全"},
    {"promoted knight", "圭", "圭"},
    {"promoted lance", "杏", "杏"},
};

// The figure of piece `name` in `style` for the first (or second) player; empty if none.
constexpr std::string_view glyph(std::string_view style, std::string_view name, bool first) {
  if (style == "western") {
    for (const Glyph& g : kWesternGlyphs)
      if (g.name == name) return first ? g.first : g.second;
  } else if (style == "shogi") {
    for (const Glyph& g : kShogiGlyphs)
      if (g.name == name) return first ? g.first : g.second;
  }
  return {};
}

}  // namespace boardlab::render
