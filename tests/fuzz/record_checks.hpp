#pragma once
// The property of a game-record reader, checked on every record it accepts: the game it read,
// written back as a record of the same format, reads to the same start position and the same
// moves; its start position is one the rules can play from (position_checks.hpp).
#include <string>
#include <string_view>

#include "framework/game/game.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tests/fuzz/position_checks.hpp"

namespace boardlab::fuzz {

template <class V>
void require_same_game(const Game<V>& read, const Game<V>& again, std::string_view format) {
  using N = typename V::notation;
  const auto record = [&] { return std::string(V::name) + " " + std::string(format) + ": "; };
  require(
      N::template write_position<V>(again.start()) == N::template write_position<V>(read.start()),
      [&] { return record() + "the record written back starts from another position"; });
  require(again.moves() == read.moves(),
          [&] { return record() + "the record written back has other moves"; });
}

// Through the notation policy's read_record / write_record (no tags).
template <class V>
void check_record_text(std::string_view format, std::string_view text) {
  using N = typename V::notation;
  const auto game = read_or_refuse([&] { return N::template read_record<V>(format, text); });
  if (!game) return;
  const std::string written = N::template write_record<V>(format, *game, {});
  const auto again = must_read(format, [&] { return N::template read_record<V>(format, written); });
  require_same_game(*game, again, format);
  check_playable(game->start());
}

}  // namespace boardlab::fuzz
