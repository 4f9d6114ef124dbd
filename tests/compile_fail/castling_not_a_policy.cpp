// Must not compile: `castling` names a type that is not a castling policy.
// expect: descriptor member 'castling' must be a castling policy
#include "framework/rules/position.hpp"
#include "variants/chess/chess.hpp"

struct BadCastling : boardlab::variants::Chess {
  static constexpr std::string_view name = "badcastling";
  using castling = int;
};

int main() { return int(sizeof(boardlab::Desc<BadCastling>)); }
