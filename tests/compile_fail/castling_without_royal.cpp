// Must not compile: an army without a royal kind (antichess's) keeps chess's castling.
// expect: castling needs a royal piece
#include "framework/rules/position.hpp"
#include "variants/antichess/antichess.hpp"

struct CastlingAntichess : boardlab::variants::Antichess {
  static constexpr std::string_view name = "castlingantichess";
  static constexpr boardlab::Symbols aliases = {};
  using castling = boardlab::StandardCastling;
};

int main() { return int(sizeof(boardlab::Position<CastlingAntichess>)); }
