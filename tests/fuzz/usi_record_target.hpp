#pragma once
// Fuzz target "usi_record": the text as a USI position line ("[position] startpos|sfen S [moves
// ...]") of shogi and of minishogi, through ShogiNotation::read_record("usi"). Property
// (record_checks.hpp): written back, it reads to the same start position and moves.
#include "tests/fuzz/record_checks.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::fuzz {

inline int fuzz_usi_record(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  check_record_text<variants::Shogi>("usi", text);
  check_record_text<variants::Minishogi>("usi", text);
  return 0;
}

}  // namespace boardlab::fuzz
