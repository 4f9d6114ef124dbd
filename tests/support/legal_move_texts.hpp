#pragma once
// The legal moves of a FEN position as the variant's notation writes them, for tests that name
// which moves a rule allows.
#include <set>
#include <string>

#include "framework/game/game.hpp"
#include "framework/notation/chess/chess_notation.hpp"

namespace boardlab::test {

template <class V>
std::set<std::string> legal_move_texts(const std::string& fen) {
  const auto pos = parse_fen<V>(fen);
  std::set<std::string> out;
  for (Move m : legal_moves(pos)) out.insert(V::notation::template move_text<V>(pos, m));
  return out;
}

}  // namespace boardlab::test
