#pragma once
// Fuzz target "csa": the text as a CSA (V2.2) game record of shogi and of minishogi, through
// ShogiNotation::read_record("csa"). Property (record_checks.hpp): written back as CSA, it reads
// to the same start position and moves.
#include "tests/fuzz/record_checks.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::fuzz {

inline int fuzz_csa(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  check_record_text<variants::Shogi>("csa", text);
  check_record_text<variants::Minishogi>("csa", text);
  return 0;
}

}  // namespace boardlab::fuzz
