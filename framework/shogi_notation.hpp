#pragma once
// The shogi family's notation policy: positions in SFEN, moves in USI.
#include <string>
#include <string_view>

#include "framework/sfen.hpp"
#include "framework/usi_notation.hpp"

namespace boardlab {

struct ShogiNotation {
  static constexpr std::string_view position_format = "SFEN";
  template <class V>
  static Position<V> parse_position(std::string_view text) {
    return parse_sfen<V>(text);
  }
  template <class V>
  static std::string write_position(const Position<V>& pos, CastlingStyle = CastlingStyle::Auto) {
    return to_sfen(pos);
  }
  template <class V>
  static std::string move_text(const Position<V>& pos, Move m) {
    return move_to_usi(pos, m);
  }
  template <class V>
  static Move parse_move(const Position<V>& pos, std::string_view text) {
    return parse_usi_move(pos, text);
  }
};

}  // namespace boardlab
