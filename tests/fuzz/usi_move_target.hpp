#pragma once
// Fuzz target "usi_move": "<SFEN>\n<move>" (or just the move, from the start position), the
// move read as USI ("7g7f", "8h2b+", "P*5e") in shogi and minishogi. Properties: move_checks.hpp.
#include "tests/fuzz/move_checks.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::fuzz {

inline int fuzz_usi_move(const std::uint8_t* data, std::size_t size) {
  const std::string_view input = as_text(data, size);
  check_notation_move<variants::Shogi>(input);
  check_notation_move<variants::Minishogi>(input);
  return 0;
}

}  // namespace boardlab::fuzz
