// Must not compile: the descriptor has no `name`.
// expect: descriptor member 'name' is missing
#include "framework/rules/position.hpp"
#include "variants/chess/chess.hpp"

struct Nameless {
  static constexpr std::string_view description = "a descriptor without a name";
  static constexpr std::string_view start_position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  using geometry = boardlab::Geometry<8, 8>;
  static constexpr auto pieces = boardlab::variants::chess_pieces;
  using notation = boardlab::ChessNotation;
};

int main() { return boardlab::Traits<Nameless>::kinds; }
