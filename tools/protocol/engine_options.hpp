#pragma once
// The options the UCI and USI engines offer: their names in each dialect, their bounds, and the
// `option` lines of the handshake. The loop (protocol_loop.cpp) applies them.
#include <string>
#include <string_view>
#include <vector>

#include "tools/protocol/protocol_loop.hpp"

namespace boardlab::protocol {

inline constexpr int kMaxHashMb = 16384;
inline constexpr int kMaxMultiPv = 256;
inline constexpr int kMaxOverhead = 5000;

// Option names compare without case, spaces or underscores, so "Move Overhead" (UCI),
// "Move_Overhead" (USI names have no spaces) and "moveoverhead" are one option.
std::string option_key(std::string_view name);

// The handshake's `option name …` lines after the variant combo; `chess960` when a variant of
// the family has a shuffled-start form (UCI only).
std::vector<std::string> option_lines(Dialect dialect, bool chess960);

}  // namespace boardlab::protocol
