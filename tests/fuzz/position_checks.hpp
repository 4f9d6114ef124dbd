#pragma once
// The properties of a position reader (FEN, SFEN), checked on every text it accepts:
// - what it read writes back to text that reads to the same position (same key), and that text
//   writes back unchanged: the second round is a fixed point;
// - an accepted position is one the rules can play from: every legal move makes and unmakes
//   back to the same key, and the game's outcome can be asked; only kinds a hand holds are in
//   hand.
#include <initializer_list>
#include <string>
#include <string_view>

#include "framework/game/game.hpp"
#include "framework/notation/chess/fen.hpp"
#include "framework/rules/movegen.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace boardlab::fuzz {

template <class V>
void check_playable(const Position<V>& pos) {
  using T = Traits<V>;
  // Only the kinds a hand holds are ever in hand (not a king, not a promoted piece).
  if constexpr (T::has_hands)
    for (const Color c : {White, Black})
      for (int k = 0; k < T::kinds; ++k)
        require(pos.hand(c, k) == 0 || T::hand_kind_of(V::pieces[k].symbol) == k, [k] {
          return std::string(V::name) + ": a " + std::string(V::pieces[k].name) + " in hand";
        });
  Position<V> p = pos;
  for (Move m : legal_moves(pos)) {
    p.make(m);
    p.unmake(m);
    require(p.key() == pos.key(),
            [] { return std::string(V::name) + ": make/unmake changed the position"; });
  }
  const Game<V> game(pos);
  (void)game.outcome();
  (void)game.claimable();
}

// Reads `text` as a position of V; checks the round trip in each writing style given.
template <class V>
void check_position_text(std::string_view text, std::initializer_list<CastlingStyle> styles) {
  using N = typename V::notation;
  const auto pos = read_or_refuse([&] { return N::template parse_position<V>(text); });
  if (!pos) return;
  for (const CastlingStyle style : styles) {
    const std::string written = N::template write_position<V>(*pos, style);
    const auto again = must_read(V::name, [&] { return N::template parse_position<V>(written); });
    require(again.key() == pos->key(),
            [&] { return std::string(V::name) + ": '" + written + "' reads to another position"; });
    require(N::template write_position<V>(again, style) == written, [&] {
      return std::string(V::name) + ": '" + written + "' does not write back unchanged";
    });
  }
  check_playable(*pos);
}

}  // namespace boardlab::fuzz
