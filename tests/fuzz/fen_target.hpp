#pragma once
// Fuzz target "fen": the text as a FEN of chess, Chess960 (X-FEN and Shredder-FEN castling
// rights), crazyhouse (holdings, '~' promoted pieces), three-check (the check-count field and
// suffix), horde (a side without a king) and atomic (a side without a king; kings side by side).
// Properties: position_checks.hpp. The Shredder style is checked only where castling pieces may
// start anywhere: standard chess reads KQkq only (its rooks start in the corners).
#include "tests/fuzz/position_checks.hpp"
#include "variants/3check/threecheck.hpp"
#include "variants/atomic/atomic.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/horde/horde.hpp"

namespace boardlab::fuzz {

inline int fuzz_fen(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  using S = CastlingStyle;
  check_position_text<variants::Chess>(text, {S::Auto, S::XFen});
  check_position_text<variants::Chess960>(text, {S::Auto, S::XFen, S::Shredder});
  check_position_text<variants::Crazyhouse>(text, {S::Auto, S::XFen});
  check_position_text<variants::ThreeCheck>(text, {S::Auto, S::XFen});
  check_position_text<variants::Horde>(text, {S::Auto, S::XFen});
  check_position_text<variants::Atomic>(text, {S::Auto, S::XFen});
  return 0;
}

}  // namespace boardlab::fuzz
