// Must not compile: a derived army edits a piece by a symbol the army does not have.
// expect: piece_symbol_not_in_the_army
#include "framework/core/piece_edit.hpp"
#include "variants/chess/chess.hpp"

constexpr auto pieces = boardlab::with_piece(boardlab::variants::chess_pieces, "X",
                                             [](boardlab::PieceSpec& p) { p.royal = true; });

int main() { return int(pieces.size()); }
