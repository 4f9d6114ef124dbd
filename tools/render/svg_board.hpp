#pragma once
// SVG diagrams drawn from the descriptor: the board's size from the geometry, square names from
// the notation's square style, figures by piece name from the shipped piece set (piece_art.hpp),
// a lettered disc for any piece the set lacks, so every board size and every plugin draws.
// Western style: checkered squares, light and dark figures. Shogi style: one wooden board with
// grid lines, pentagon tiles turned round for the second player. Hands are drawn beside the board
// in drop variants, the top player's at the top.
//
// User units: a square is 100 (the piece figures' own box). A diagram is three layers — `defs`
// (each figure once), `board` (squares and coordinates, fixed for a game) and `pieces` (what
// changes from move to move) — so the game viewer keeps the first two and swaps the third.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "framework/game/game.hpp"
#include "framework/notation/squares.hpp"
#include "tools/render/piece_art.hpp"
#include "tools/render/viewer.hpp"

namespace boardlab::render {

struct Arrow {
  int from = -1, to = -1;  // from < 0 or from == to: a ring around `to` (a drop's square)
};

struct SvgOptions {
  int size = 0;  // width in pixels; 0: 45 pixels a square
  bool flip = false;
  bool last_move = false;  // highlight the last move's squares
  std::vector<Arrow> arrows;
};

namespace svg_detail {

// A coordinate in user units, to `per` parts of one.
inline std::string num(double v, double per = 10) {
  char b[32];
  std::snprintf(b, sizeof b, "%g", std::round(v * per) / per);
  return b;
}

// The piece set's figure for (style, name, second player), or null.
inline const PieceArt* find_art(std::string_view style, std::string_view name, bool second) {
  for (const PieceArt& a : kPieceArt)
    if (a.style == style && a.name == name && a.second == (second && style != "shogi")) return &a;
  return nullptr;
}

}  // namespace svg_detail

template <class V>
class SvgDiagram {
  using G = typename V::geometry;
  using N = typename V::notation;
  using T = Traits<V>;
  static constexpr bool shogi_style = N::diagram_style == "shogi";
  static constexpr int kMargin = 40, kHandStrip = 140;

 public:
  explicit SvgDiagram(bool flip) : flip_(flip) {}

  static constexpr int width() {
    return 2 * kMargin + G::files * 100 + (T::has_hands ? kHandStrip : 0);
  }
  static constexpr int height() { return 2 * kMargin + G::ranks * 100; }

  // The opening tag: `pixels` wide (0: 45 per square), height in proportion.
  static std::string open_tag(int pixels) {
    const double px = pixels > 0 ? pixels : 0.45 * width();
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" +
           svg_detail::num(px) + "\" height=\"" + svg_detail::num(px * height() / width()) +
           "\" viewBox=\"0 0 " + std::to_string(width()) + " " + std::to_string(height()) + "\">";
  }

  // Each figure once, id "pK" + 'w'|'b' for kind K; `used` says which (all when empty).
  static std::string defs(const std::vector<bool>& used = {}) {
    std::string out =
        "<defs><radialGradient id=\"check\"><stop offset=\"0\" stop-color=\"#ff0000\"/>"
        "<stop offset=\".5\" stop-color=\"#e70000\"/><stop offset=\"1\" stop-color=\"#9e0000\" "
        "stop-opacity=\"0\"/></radialGradient>";
    for (int k = 0; k < T::kinds; ++k)
      for (int c = 0; c < 2; ++c)
        if (used.empty() || used[std::size_t(2 * k + c)]) out += figure(k, c);
    return out + "</defs>";
  }

  // Squares, grid and coordinates: the same for every position of a game.
  std::string board() const {
    std::string out = "<rect width=\"" + std::to_string(width()) + "\" height=\"" +
                      std::to_string(height()) + "\" fill=\"#ffffff\"/>";
    const std::string w = std::to_string(G::files * 100), h = std::to_string(G::ranks * 100);
    if constexpr (shogi_style) {
      out += "<rect x=\"" + std::to_string(kMargin - 8) + "\" y=\"" + std::to_string(kMargin - 8) +
             "\" width=\"" + std::to_string(G::files * 100 + 16) + "\" height=\"" +
             std::to_string(G::ranks * 100 + 16) + "\" fill=\"#e6b86a\"/>";
      std::string lines;
      for (int f = 0; f <= G::files; ++f) {
        const std::string x = std::to_string(kMargin + 100 * f);
        lines += "M" + x + " " + std::to_string(kMargin) + "v" + h;
      }
      for (int r = 0; r <= G::ranks; ++r) {
        const std::string y = std::to_string(kMargin + 100 * r);
        lines += "M" + std::to_string(kMargin) + " " + y + "h" + w;
      }
      out += "<path d=\"" + lines + "\" stroke=\"#3b2610\" stroke-width=\"2\" fill=\"none\"/>";
      // The four star points of the 9 x 9 board mark the promotion zones' edges; a board whose
      // files and ranks split in three gets them at the thirds.
      if (G::files % 3 == 0 && G::ranks % 3 == 0 && G::files >= 6)
        for (int i : {1, 2})
          for (int j : {1, 2})
            out += "<circle cx=\"" + std::to_string(kMargin + G::files / 3 * 100 * i) + "\" cy=\"" +
                   std::to_string(kMargin + G::ranks / 3 * 100 * j) +
                   "\" r=\"7\" fill=\"#3b2610\"/>";
    } else {
      out += "<rect x=\"" + std::to_string(kMargin) + "\" y=\"" + std::to_string(kMargin) +
             "\" width=\"" + w + "\" height=\"" + h + "\" fill=\"#f0d9b5\"/>";
      std::string dark;
      for (int f = 0; f < G::files; ++f)
        for (int r = 0; r < G::ranks; ++r)
          if ((f + r) % 2 == 0) {
            const auto [x, y] = corner(G::square(f, r));
            dark += "M" + std::to_string(x) + " " + std::to_string(y) + "h100v100h-100z";
          }
      out += "<path d=\"" + dark + "\" fill=\"#b58863\"/>";
    }
    // Coordinates: Western files below and ranks left; shogi files above and ranks right.
    const char* text =
        "<text font-family=\"DejaVu Sans,Arial,sans-serif\" font-size=\"26\" "
        "fill=\"#4b4b4b\" text-anchor=\"middle\" ";
    for (int f = 0; f < G::files; ++f) {
      const int x = corner(G::square(f, 0)).first + 50;
      const int y = shogi_style ? kMargin - 14 : kMargin + G::ranks * 100 + 30;
      out += text + std::string("x=\"") + std::to_string(x) + "\" y=\"" + std::to_string(y) +
             "\">" + file_name<G, N::square_style>(f) + "</text>";
    }
    for (int r = 0; r < G::ranks; ++r) {
      const int y = corner(G::square(0, r)).second + 59;
      const int x = shogi_style ? kMargin + G::files * 100 + 22 : kMargin / 2;
      out += text + std::string("x=\"") + std::to_string(x) + "\" y=\"" + std::to_string(y) +
             "\">" + rank_name<G, N::square_style>(r) + "</text>";
    }
    return out;
  }

  // What changes with the position: highlights, pieces, hands, arrows.
  std::string pieces(const Position<V>& pos, const Move* last,
                     const std::vector<Arrow>& arrows = {}) const {
    std::string out;
    if (last) {
      for (int sq : {last->type() == MoveType::Drop ? -1 : last->from(), last->to()}) {
        if (sq < 0) continue;
        const auto [x, y] = corner(sq);
        out += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
               "\" width=\"100\" height=\"100\" fill=\"#d7c92b\" fill-opacity=\".45\"/>";
      }
    }
    const Color mover = pos.side_to_move();
    if (pos.has_king(mover) && pos.in_check()) {
      const auto [x, y] = corner(pos.king_square(mover));
      out += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
             "\" width=\"100\" height=\"100\" fill=\"url(#check)\"/>";
    }
    for (int sq = 0; sq < G::squares; ++sq) {
      const Piece p = pos.piece_on(sq);
      if (p == NoPiece) continue;
      const auto [x, y] = corner(sq);
      out += use(kind_of(p), color_of(p), x, y, 1.0);
    }
    if constexpr (T::has_hands) {
      for (Color c : {White, Black}) out += hand(pos, c);
    }
    for (const Arrow& a : arrows) out += arrow(a);
    return out;
  }

  // The kinds and colours on the board and in hand (for defs()).
  static std::vector<bool> used(const Position<V>& pos) {
    std::vector<bool> u(std::size_t(2 * T::kinds), false);
    for (int sq = 0; sq < G::squares; ++sq)
      if (pos.piece_on(sq) != NoPiece)
        u[std::size_t(2 * kind_of(pos.piece_on(sq)) + color_of(pos.piece_on(sq)))] = true;
    if constexpr (T::has_hands) {
      for (Color c : {White, Black})
        for (int k = 0; k < T::kinds; ++k)
          if (pos.hand(c, k)) u[std::size_t(2 * k + c)] = true;
    }
    return u;
  }

 private:
  // Top-left corner of a square's 100 x 100 cell.
  std::pair<int, int> corner(int sq) const {
    const int f = G::file_of(sq), r = G::rank_of(sq);
    const int col = flip_ ? G::files - 1 - f : f;
    const int row = flip_ ? r : G::ranks - 1 - r;
    return {kMargin + 100 * col, kMargin + 100 * row};
  }

  static std::string id(int kind, int c) {
    return "p" + std::to_string(kind) + (c == White ? "w" : "b");
  }

  static std::string figure(int kind, int c) {
    const PieceSpec& spec = V::pieces[kind];
    const std::string_view style = N::diagram_style;
    const bool second = c == Black;
    if (const PieceArt* art = svg_detail::find_art(style, spec.name, second)) {
      // Shogi's second player has the first player's tile turned round.
      if (shogi_style && second)
        return "<g id=\"" + id(kind, c) + "\"><g transform=\"rotate(180 50 50)\">" +
               std::string(art->svg) + "</g></g>";
      return "<g id=\"" + id(kind, c) + "\">" + std::string(art->svg) + "</g>";
    }
    // No figure for this name: a disc with the piece's letters.
    const std::string symbol(spec.symbol);
    return "<g id=\"" + id(kind, c) + "\"><circle cx=\"50\" cy=\"50\" r=\"38\" fill=\"" +
           (second ? "#222222" : "#fdfdf0") +
           "\" stroke=\"#111111\" stroke-width=\"3\"/><text x=\"50\" y=\"" +
           (symbol.size() > 1 ? "61" : "64") +
           "\" text-anchor=\"middle\" font-family=\"DejaVu Sans,Arial,sans-serif\" "
           "font-weight=\"bold\" font-size=\"" +
           (symbol.size() > 1 ? "30" : "40") + "\" fill=\"" + (second ? "#fdfdf0" : "#222222") +
           "\">" + html_escape(symbol) + "</text></g>";
  }

  static std::string use(int kind, int c, double x, double y, double scale) {
    std::string out = "<use xlink:href=\"#" + id(kind, c) + "\" ";
    if (scale == 1.0)
      return out + "x=\"" + svg_detail::num(x) + "\" y=\"" + svg_detail::num(y) + "\"/>";
    return out + "transform=\"translate(" + svg_detail::num(x) + " " + svg_detail::num(y) +
           ") scale(" + svg_detail::num(scale, 1000) + ")\"/>";
  }

  // A hand: its kinds stacked from the board's edge, each with its count when above one.
  std::string hand(const Position<V>& pos, Color c) const {
    std::vector<std::pair<int, int>> held;  // kind, count
    for (int k = 0; k < T::kinds; ++k)
      if (pos.hand(c, k)) held.emplace_back(k, pos.hand(c, k));
    const bool top = (c == Black) != flip_;
    std::string out;
    const double half = G::ranks * 100 / 2.0;
    const double scale = std::min(0.8, held.empty() ? 1.0 : (half - 10) / (100.0 * held.size()));
    const double step = 100 * scale;
    const double x = kMargin + G::files * 100 + kMargin + (shogi_style ? 10 : 0);
    for (std::size_t i = 0; i < held.size(); ++i) {
      const double y =
          top ? kMargin + step * double(i) : kMargin + G::ranks * 100 - step * double(i + 1);
      out += use(held[i].first, c, x, y, scale);
      if (held[i].second > 1)
        out += "<text x=\"" + svg_detail::num(x + step + 4) + "\" y=\"" +
               svg_detail::num(y + step * 0.62) +
               "\" font-family=\"DejaVu Sans,Arial,sans-serif\" font-size=\"" +
               svg_detail::num(std::max(20.0, 34 * scale)) +
               "\" font-weight=\"bold\" fill=\"#333333\">" + std::to_string(held[i].second) +
               "</text>";
    }
    return out;
  }

  std::string arrow(const Arrow& a) const {
    const auto [tx, ty] = corner(a.to);
    const double x2 = tx + 50, y2 = ty + 50;
    const char* paint = "fill=\"#15781b\" fill-opacity=\".8\"";
    if (a.from < 0 || a.from == a.to)
      return "<circle cx=\"" + svg_detail::num(x2) + "\" cy=\"" + svg_detail::num(y2) +
             "\" r=\"44\" fill=\"none\" stroke=\"#15781b\" stroke-opacity=\".8\" "
             "stroke-width=\"8\"/>";
    const auto [fx, fy] = corner(a.from);
    const double x1 = fx + 50, y1 = fy + 50;
    const double len = std::hypot(x2 - x1, y2 - y1);
    const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;  // along
    const double nx = -uy, ny = ux;                           // across
    const double shaft = 9, head_w = 24, head_l = 42;
    const double ex = x2 - ux * 20, ey = y2 - uy * 20;  // tip, short of the centre
    const double bx = ex - ux * head_l, by = ey - uy * head_l;
    const double pts[][2] = {
        {x1 + nx * shaft, y1 + ny * shaft},   {bx + nx * shaft, by + ny * shaft},
        {bx + nx * head_w, by + ny * head_w}, {ex, ey},
        {bx - nx * head_w, by - ny * head_w}, {bx - nx * shaft, by - ny * shaft},
        {x1 - nx * shaft, y1 - ny * shaft}};
    std::string points;
    for (const auto& p : pts) points += svg_detail::num(p[0]) + "," + svg_detail::num(p[1]) + " ";
    points.pop_back();
    return "<polygon points=\"" + points + "\" " + paint + "/>";
  }

  bool flip_;
};

// A whole diagram of the game's position, as `boardlab svg` writes it.
template <class V>
std::string svg_diagram(const Game<V>& game, const SvgOptions& o) {
  const SvgDiagram<V> d(o.flip);
  const Position<V>& pos = game.position();
  const bool highlight = o.last_move && !game.moves().empty();
  const Move last = highlight ? game.moves().back() : Move{};
  return SvgDiagram<V>::open_tag(o.size) + SvgDiagram<V>::defs(SvgDiagram<V>::used(pos)) +
         d.board() + d.pieces(pos, highlight ? &last : nullptr, o.arrows) + "</svg>\n";
}

}  // namespace boardlab::render
