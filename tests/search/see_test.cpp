// Static exchange evaluation: each case's exchange is worked out by hand in the comment, and the
// SEE must say "at least" exactly up to that value, with the evaluation's own piece values.
#include <gtest/gtest.h>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/see.hpp"
#include "variants/chess/chess.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::search {
namespace {

using variants::Chess;
using variants::Shogi;

constexpr auto& chess_value = EvaluationOf<Chess>::mg_value;
constexpr int P = chess_value[0], N = chess_value[1], B = chess_value[2], R = chess_value[3],
              Q = chess_value[4];

// The exchange started by `move` is worth exactly `value` to the mover.
void expect_chess_see(const char* fen, const char* move, int value) {
  const auto pos = parse_fen<Chess>(fen);
  const Move m = parse_uci_move(pos, move);
  EXPECT_TRUE(see_at_least(pos, m, value)) << fen << " " << move << " >= " << value;
  EXPECT_FALSE(see_at_least(pos, m, value + 1)) << fen << " " << move << " > " << value;
}

TEST(See, UndefendedAndDefendedTargets) {
  // Rxe5 wins a pawn nobody defends.
  expect_chess_see("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", P);
  // Qxe5 against a pawn defended by the d6 pawn: the queen is lost for it.
  expect_chess_see("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1e5", P - Q);
  // A quiet move to a square the pawn d6 attacks loses the knight; to a safe one, nothing.
  expect_chess_see("4k3/8/3p4/8/8/8/8/3NK3 w - - 0 1", "d1e3", 0);
  expect_chess_see("4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5", -N);
}

TEST(See, PiecesBehindTheFirstAttackerJoinIn) {
  // Doubled rooks take a pawn the e8 rook defends: Rxe5 Rxe5 Rxe5 wins the pawn...
  expect_chess_see("4r1k1/8/8/4p3/8/8/4R3/4RK2 w - - 0 1", "e2e5", P);
  // ...and a single rook loses itself for it.
  expect_chess_see("4r1k1/8/8/4p3/8/8/4R3/5K2 w - - 0 1", "e2e5", P - R);
  // The queen behind the bishop on the long diagonal: Bxd4 exd4 Qxd4, two pawns for the bishop;
  // without the queen it would be one pawn.
  expect_chess_see("4k3/8/8/4p3/3p4/8/1B6/Q3K3 w - - 0 1", "b2d4", 2 * P - B);
}

TEST(See, TheKingTakesOnlyAnUndefendedPiece) {
  // Kxe2 is legal only because nothing defends e2; SEE wins the knight.
  expect_chess_see("4k3/8/8/8/8/8/4n3/4K3 w - - 0 1", "e1e2", N);
  // Bxe2 Qxe2: the king cannot take the queen back, since the rook behind it on e8 defends e2.
  expect_chess_see("4r1k1/4q3/8/8/8/8/4n3/3BK3 w - - 0 1", "d1e2", N - B);
}

TEST(See, EnPassantTakesThePawnBesideTheTarget) {
  // exd6 en passant, the pawn d5 gone; c7 recaptures: pawn for pawn.
  expect_chess_see("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0);
}

TEST(See, ShogiUsesTheShogiValuesAndPieceMoves) {
  constexpr auto& v = EvaluationOf<Shogi>::mg_value;
  const auto pos = parse_sfen<Shogi>("4k4/9/4g4/4p4/9/9/9/4R4/4K4 b - 1");
  const Move rook_takes = parse_usi_move(pos, "5h5d");
  // The gold on 5c recaptures the rook: a pawn for a rook.
  const int pawn = v[0], rook = v[6];
  EXPECT_TRUE(see_at_least(pos, rook_takes, pawn - rook));
  EXPECT_FALSE(see_at_least(pos, rook_takes, pawn - rook + 1));
  // Drops start no exchange the SEE judges.
  const auto hands = parse_sfen<Shogi>("4k4/9/9/9/9/9/9/9/4K4 b P 1");
  EXPECT_TRUE(see_at_least(hands, parse_usi_move(hands, "P*5e"), 0));
  EXPECT_FALSE(see_at_least(hands, parse_usi_move(hands, "P*5e"), 1));
}

}  // namespace
}  // namespace boardlab::search
