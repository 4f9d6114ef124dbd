// Rule details of the research variations that perft counts do not show: what is recorded after
// a move (en-passant square, castling rights, the move clock), what FEN accepts, and how the
// search classifies a move.
#include <gtest/gtest.h>

#include "framework/game/game_text.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "variants/nocastle/nocastle.hpp"
#include "variants/nocastle10/nocastle10.hpp"
#include "variants/pawnone/pawnone.hpp"
#include "variants/selfcapture/selfcapture.hpp"
#include "variants/torpedo/torpedo.hpp"

namespace boardlab::test {
namespace {

using namespace variants;

template <class V>
std::string fen_after(const std::string& fen, const std::string& moves) {
  auto pos = parse_fen<V>(fen);
  play_moves(pos, moves);
  return to_fen(pos);
}

TEST(Torpedo, DoubleStepFromTheFifthRankAllowsEnPassant) {
  EXPECT_EQ(fen_after<Torpedo>("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5e7"),
            "4k3/4P3/8/8/8/8/8/4K3 b - - 0 1");  // no black pawn beside e7: no square
  EXPECT_EQ(fen_after<Torpedo>("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", "a2a4"),
            "4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1");
  EXPECT_EQ(fen_after<Torpedo>("4k3/8/5p2/8/4P3/8/8/4K3 w - - 0 1", "e4e6"),
            "4k3/8/4Pp2/8/8/8/8/4K3 b - e5 0 1");
  // A double step onto the last rank promotes and leaves no en-passant square.
  EXPECT_EQ(fen_after<Torpedo>("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1", "b6b8q"),
            "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_NO_THROW(parse_fen<Torpedo>("4k3/8/4Pp2/8/8/8/8/4K3 b - e5 0 1"));
  EXPECT_THROW(parse_fen<Chess>("4k3/8/4Pp2/8/8/8/8/4K3 b - e5 0 1"), InputError);
}

TEST(PawnOne, NoDoubleStepAndNoEnPassantSquare) {
  auto pos = parse_fen<PawnOne>(PawnOne::start_position);
  EXPECT_THROW(play_moves(pos, "e2e4"), InputError);
  EXPECT_THROW(parse_fen<PawnOne>("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), InputError);
}

TEST(NoCastle, RefusesCastlingRightsAndMoves) {
  EXPECT_THROW(parse_fen<NoCastle>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), InputError);
  auto pos = parse_fen<NoCastle>("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
  EXPECT_THROW(play_moves(pos, "e1g1"), InputError);
}

TEST(NoCastle10, CastlingFromEachSidesEleventhMove) {
  const std::string ten = "r3k2r/5p2/8/8/8/8/5P2/R3K2R w KQkq - 0 10";
  auto pos = parse_fen<NoCastle10>(ten);
  EXPECT_THROW(play_moves(pos, "e1g1"), InputError);
  play_moves(pos, "a1b1 a8b8");  // White's move 10, Black's move 10
  EXPECT_EQ(pos.fullmove(), 11);
  EXPECT_NO_THROW(play_moves(pos, "e1g1 e8g8"));
  EXPECT_EQ(to_fen(pos), "1r3rk1/5p2/8/8/8/8/5P2/1R3RK1 w - - 4 12");
}

// The same placement before and after castling becomes legal is not the same position: its
// key differs, incrementally as from scratch, so repetitions and the search keep them apart.
TEST(NoCastle10, MoveNumberThatUnlocksCastlingIsInTheKey) {
  auto before = parse_fen<NoCastle10>("r3k2r/5p2/8/8/8/8/5P2/R3K2R w KQkq - 0 10");
  auto after = parse_fen<NoCastle10>("r3k2r/5p2/8/8/8/8/5P2/R3K2R w KQkq - 0 11");
  EXPECT_NE(before.key(), after.key());
  play_moves(before, "a1b1 a8b8 b1a1 b8a8");
  EXPECT_EQ(before.key(), before.compute_key());
  EXPECT_EQ(to_fen(before), "r3k2r/5p2/8/8/8/8/5P2/R3K2R w Kk - 4 12");
  EXPECT_EQ(parse_fen<Chess>("r3k2r/5p2/8/8/8/8/5P2/R3K2R w KQkq - 0 10").key(),
            parse_fen<Chess>("r3k2r/5p2/8/8/8/8/5P2/R3K2R w KQkq - 0 11").key());
}

TEST(SelfCapture, OwnPiecesButNeverTheKing) {
  const std::string fen = "4k3/8/8/8/8/8/3PP3/3QK2R w K - 5 20";
  auto pos = parse_fen<SelfCapture>(fen);
  const Move take_pawn = parse_uci_move(pos, "d1d2");
  EXPECT_TRUE(pos.captures(take_pawn));         // a capture for the move clock and SAN
  EXPECT_FALSE(pos.captures_enemy(take_pawn));  // but not one the search orders as winning
  EXPECT_EQ(move_to_san(pos, take_pawn), "Qxd2");
  EXPECT_THROW(parse_uci_move(pos, "d1e1"), InputError);  // the king is never taken
  // Taking the own rook on its corner removes that castling right; the clock resets.
  EXPECT_EQ(fen_after<SelfCapture>("4k3/8/8/8/8/8/6B1/4K2R w K - 5 20", "g2h1"),
            "4k3/8/8/8/8/8/8/4K2B b - - 0 20");
}

}  // namespace
}  // namespace boardlab::test
