#pragma once
// Fuzz target "uci_move": "<FEN>\n<move>" (or just the move, from the start position), the move
// read as UCI in chess, Chess960 (castling as king-takes-rook or the king's destination) and
// crazyhouse (drops "N@f3"). Properties: move_checks.hpp.
#include "tests/fuzz/move_checks.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"

namespace boardlab::fuzz {

inline int fuzz_uci_move(const std::uint8_t* data, std::size_t size) {
  const std::string_view input = as_text(data, size);
  check_notation_move<variants::Chess>(input);
  check_notation_move<variants::Chess960>(input);
  check_notation_move<variants::Crazyhouse>(input);
  return 0;
}

}  // namespace boardlab::fuzz
