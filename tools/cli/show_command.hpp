#pragma once
// `boardlab show` (see commands.hpp): the position after --moves, drawn in the terminal.
#include <unistd.h>

#include <iostream>

#include "tools/cli/rules_commands.hpp"
#include "tools/render/terminal_board.hpp"

namespace boardlab::cli {

template <class V>
int show_command(const Options& o) {
  Game<V> g(chosen_start<V>(o));
  play_moves(g, o.moves);
  render::ShowOptions s;
  s.ascii = o.ascii;
  s.flip = o.flip;
  s.colour = o.colour == "always" || (o.colour == "auto" && isatty(STDOUT_FILENO));
  std::cout << render::terminal_board(g, s) << std::flush;
  return 0;
}

}  // namespace boardlab::cli
