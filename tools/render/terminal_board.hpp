#pragma once
// `boardlab show`: a position drawn in the terminal from the descriptor's geometry and pieces.
// Squares are named in the variant's own notation (files a–h and ranks 1–8; USI's 9–1 and a–i),
// pieces drawn with the family's figures (or letters with --ascii), the second player's pieces
// told apart (solid figures, lower-case letters, or shogi's 'v' mark), hands beside the board,
// and the side to move, the last move and check underneath.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "framework/game/game.hpp"
#include "framework/notation/squares.hpp"
#include "tools/render/glyphs.hpp"

namespace boardlab::render {

struct ShowOptions {
  bool ascii = false;   // letters instead of figures
  bool colour = false;  // ANSI colours (a terminal)
  bool flip = false;    // the second player's view
};

// The hands under the board: each player's pieces in hand, with counts.
template <class V>
std::string terminal_hands(const Position<V>& pos, const ShowOptions& o) {
  constexpr std::string_view style = V::notation::diagram_style;
  constexpr bool shogi_style = style == "shogi";
  std::string out;
  for (Color c : {White, Black}) {
    std::string hand;
    for (int k = 0; k < Traits<V>::kinds; ++k) {
      const int n = pos.hand(c, k);
      if (!n) continue;
      const std::string_view figure =
          o.ascii ? std::string_view() : glyph(style, V::pieces[k].name, c == White);
      std::string symbol(V::pieces[k].symbol);
      if (c == Black && !shogi_style)
        for (char& ch : symbol) ch = char(std::tolower(static_cast<unsigned char>(ch)));
      hand += " " + (figure.empty() ? symbol : std::string(figure));
      if (n > 1) hand += std::to_string(n);
    }
    out += std::string(Desc<V>::players[c]) + " in hand:" + (hand.empty() ? " -" : hand) + "\n";
  }
  return out;
}

// The status line: side to move, the last move, check, and the result when the game is over.
template <class V>
std::string terminal_status(const Game<V>& game) {
  const Position<V>& pos = game.position();
  std::string status = std::string(Desc<V>::players[pos.side_to_move()]) + " to move";
  if (!game.moves().empty()) {
    Position<V> before = game.start();
    for (std::size_t i = 0; i + 1 < game.moves().size(); ++i) before.make(game.moves()[i]);
    status += " · last move " + V::notation::template move_text<V>(before, game.moves().back());
  }
  if (pos.in_check()) status += " · check";
  const Outcome outcome = game.outcome();
  if (outcome.over())
    status += " · " + std::string(result_text(outcome.result)) + " " +
              std::string(reason_text(outcome.reason));
  return status;
}

template <class V>
std::string terminal_board(const Game<V>& game, const ShowOptions& o) {
  using G = typename V::geometry;
  using N = typename V::notation;
  using T = Traits<V>;
  constexpr SquareStyle squares = N::square_style;
  constexpr std::string_view style = N::diagram_style;
  constexpr bool shogi_style = style == "shogi";
  const Position<V>& pos = game.position();
  const Move last = game.moves().empty() ? Move{} : game.moves().back();
  const bool has_last = !game.moves().empty();
  const std::string reset = o.colour ? "\x1b[0m" : "";

  // Every cell is three columns wide: figures and kanji are one or two columns.
  auto cell = [&](Piece p, int sq) -> std::string {
    if (p == NoPiece) return shogi_style && !o.ascii ? " ・" : " . ";
    const bool first = color_of(p) == White;
    const auto& spec = V::pieces[kind_of(p)];
    std::string symbol(spec.symbol);
    const std::string_view figure = o.ascii ? std::string_view() : glyph(style, spec.name, first);
    if (shogi_style) {
      const std::string mark = first ? " " : "v";
      if (!figure.empty()) return mark + std::string(figure);
      return mark + (symbol.size() == 1 ? symbol + " " : symbol);
    }
    if (!first)
      for (char& c : symbol) c = char(std::tolower(static_cast<unsigned char>(c)));
    bool promoted = false;  // crazyhouse's '~': a promoted piece returns to hand as a pawn
    if constexpr (T::tracks_promoted) promoted = pos.is_promoted(sq);
    return " " + (figure.empty() ? symbol : std::string(figure)) + (promoted ? "~" : " ");
  };

  std::string out;
  auto files_line = [&] {
    std::string line = "   ";
    for (int i = 0; i < G::files; ++i) {
      const int f = o.flip ? G::files - 1 - i : i;
      const std::string name = file_name<G, squares>(f);
      line += " " + name + std::string(name.size() < 2 ? 1 : 0, ' ');
    }
    while (line.back() == ' ') line.pop_back();
    return line + "\n";
  };
  out += files_line();
  for (int i = 0; i < G::ranks; ++i) {
    const int r = o.flip ? i : G::ranks - 1 - i;
    const std::string rank = rank_name<G, squares>(r);
    out += std::string(2 - std::min<std::size_t>(2, rank.size()), ' ') + rank + " ";
    for (int j = 0; j < G::files; ++j) {
      const int f = o.flip ? G::files - 1 - j : j;
      const int sq = G::square(f, r);
      const Piece p = pos.piece_on(sq);
      std::string text = cell(p, sq);
      if (o.colour) {
        const bool marked =
            has_last && (sq == last.to() || (last.type() != MoveType::Drop && sq == last.from()));
        const bool light = (f + r) % 2 == 1;
        const char* background = marked  ? "\x1b[48;5;186m"
                                 : light ? "\x1b[48;5;230m"
                                         : "\x1b[48;5;180m";
        const char* ink = p != NoPiece && color_of(p) == Black ? "\x1b[38;5;124m" : "\x1b[38;5;16m";
        text = std::string(shogi_style ? "\x1b[48;5;223m" : background) + ink + text + reset;
      }
      out += text;
    }
    out += " " + rank + "\n";
  }
  out += files_line();

  if constexpr (Traits<V>::has_hands) out += terminal_hands(pos, o);
  return out + terminal_status(game) + "\n";
}

}  // namespace boardlab::render
