#pragma once
// A game's frames for the viewer (viewer.hpp), built in the variant's translation unit.
#include <string>

#include "framework/game/game.hpp"
#include "tools/render/svg_board.hpp"
#include "tools/render/viewer.hpp"

namespace boardlab::render {

// How a move reads in a move list: the notation's display form (SAN, Western shogi) when it has
// one, its move text otherwise.
template <class V>
std::string display_move(const Position<V>& pos, Move m) {
  using N = typename V::notation;
  if constexpr (requires { N::template display_move<V>(pos, m); })
    return N::template display_move<V>(pos, m);
  else
    return N::template move_text<V>(pos, m);
}

// Every position of `game`; result and reason are the game's own unless given (a record may
// end by adjudication or time, which the rules cannot see).
template <class V>
ViewerGame viewer_game(const Game<V>& game, std::string title, bool flip = false,
                       std::string result = {}, std::string reason = {}) {
  using N = typename V::notation;
  const SvgDiagram<V> d(flip);
  ViewerGame v;
  v.title = std::move(title);
  v.variant = std::string(V::name);
  v.svg_open = SvgDiagram<V>::open_tag(0);
  v.defs = SvgDiagram<V>::defs();
  v.board = d.board();
  Position<V> pos = game.start();
  v.frames.push_back({"", "", N::template write_position<V>(pos), d.pieces(pos, nullptr)});
  // Western lists number a move pair; shogi numbers every move.
  const bool per_ply = N::diagram_style == "shogi";
  int ply = 0;
  for (const Move m : game.moves()) {
    ViewerFrame f;
    const bool first = pos.side_to_move() == White;
    if (per_ply)
      f.number = std::to_string(ply + 1) + ".";
    else if (first || ply == 0)
      f.number = std::to_string(pos.fullmove()) + (first ? "." : "...");
    f.move = display_move(pos, m);
    pos.make(m);
    f.position = N::template write_position<V>(pos);
    f.pieces = d.pieces(pos, &m);
    v.frames.push_back(std::move(f));
    ++ply;
  }
  if (result.empty()) {
    const Outcome o = game.outcome();
    result = o.over() ? std::string(result_text(o.result)) : "*";
    reason = o.over() ? std::string(reason_text(o.reason)) : "unfinished";
  }
  v.result = std::move(result);
  v.reason = std::move(reason);
  return v;
}

}  // namespace boardlab::render
