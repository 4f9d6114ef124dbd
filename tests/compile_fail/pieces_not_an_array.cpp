// Must not compile: `pieces` is a single PieceSpec, not an array of them.
// expect: descriptor member 'pieces' must be a non-empty std::array<PieceSpec, N>
#include "framework/rules/position.hpp"
#include "variants/chess/chess.hpp"

struct OnePiece {
  static constexpr std::string_view name = "onepiece";
  static constexpr std::string_view description = "pieces given as one PieceSpec";
  static constexpr std::string_view start_position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  using geometry = boardlab::Geometry<8, 8>;
  static constexpr auto pieces = boardlab::variants::chess_pieces[5];
  using notation = boardlab::ChessNotation;
};

int main() { return int(sizeof(boardlab::Desc<OnePiece>)); }
