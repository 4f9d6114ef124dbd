#pragma once
// Fuzz target "san": "<FEN>\n<SAN>" (or just the SAN, from the start position), read in chess,
// Chess960 and crazyhouse. Properties (move_checks.hpp): a SAN move that reads is written back
// by move_to_san to SAN that reads to the same move, and by the UCI notation likewise.
#include "framework/notation/chess/san.hpp"
#include "tests/fuzz/move_checks.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"

namespace boardlab::fuzz {

template <class V>
void check_san(std::string_view input) {
  check_move_text<V>(
      input, "SAN", [](const Position<V>& p, Move m) { return move_to_san(p, m); },
      [](const Position<V>& p, std::string_view t) { return parse_san(p, t); });
}

inline int fuzz_san(const std::uint8_t* data, std::size_t size) {
  const std::string_view input = as_text(data, size);
  check_san<variants::Chess>(input);
  check_san<variants::Chess960>(input);
  check_san<variants::Crazyhouse>(input);
  return 0;
}

}  // namespace boardlab::fuzz
