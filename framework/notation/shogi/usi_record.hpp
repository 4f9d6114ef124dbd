#pragma once
// A shogi game as a USI position line: "sfen <SFEN> moves 7g7f 3c3d ..." (or "startpos moves
// ..."), the form engines and match runners exchange.
#include <string>
#include <string_view>

#include <range/v3/view/drop.hpp>

#include "framework/game/game_text.hpp"
#include "framework/notation/shogi/sfen.hpp"
#include "framework/notation/shogi/usi_notation.hpp"

namespace boardlab {

template <class V>
std::string write_usi_record(const Game<V>& game, const Position<V>& start) {
  std::string s = "sfen " + to_sfen(start);
  if (!game.moves().empty()) s += " moves";
  Position<V> pos = start;
  for (Move m : game.moves()) {
    s += " " + move_to_usi(pos, m);
    pos.make(m);
  }
  return s;
}

template <class V>
Game<V> read_usi_record(std::string_view text) {
  auto words = split_words(text);
  std::size_t i = 0;
  if (i < words.size() && words[i] == "position") ++i;
  std::string sfen;
  if (i < words.size() && words[i] == "startpos") {
    sfen = std::string(V::start_position);
    ++i;
  } else if (i < words.size() && words[i] == "sfen") {
    for (++i; i < words.size() && words[i] != "moves"; ++i) sfen += std::string(words[i]) + " ";
  } else {
    throw InputError("USI record must start with 'startpos' or 'sfen'");
  }
  Game<V> game(parse_sfen<V>(sfen));
  if (i < words.size() && words[i] == "moves") ++i;
  play_listed(game, ranges::views::drop(words, i), "USI move", parse_usi_move<V>);
  return game;
}

}  // namespace boardlab
