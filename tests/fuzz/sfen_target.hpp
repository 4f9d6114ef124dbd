#pragma once
// Fuzz target "sfen": the text as an SFEN of shogi and of minishogi (5x5). Properties:
// position_checks.hpp.
#include "tests/fuzz/position_checks.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::fuzz {

inline int fuzz_sfen(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  check_position_text<variants::Shogi>(text, {CastlingStyle::Auto});
  check_position_text<variants::Minishogi>(text, {CastlingStyle::Auto});
  return 0;
}

}  // namespace boardlab::fuzz
