// Chess960 castling rules one by one (RULES.md): where the king and rook end up, and when castling
// is refused.
#include <gtest/gtest.h>

#include "framework/game/game_text.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "variants/chess960/chess960.hpp"

namespace boardlab::test {
namespace {

using variants::Chess960;

// The position after castling with move `uci`, or "illegal".
std::string after_castling(const std::string& fen, const std::string& uci) {
  auto pos = parse_fen<Chess960>(fen);
  for (Move m : legal_moves(pos))
    if (m.type() == MoveType::Castling && move_to_uci(pos, m) == uci) {
      pos.make(m);
      return to_fen(pos);
    }
  return "illegal";
}

TEST(Chess960Castling, KingAndRookAdjacent) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1"),
            "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST(Chess960Castling, RookOnTheKingsDestination) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", "e1g1"),
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, KingAlreadyOnItsDestinationOnlyTheRookMoves) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1"),
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, RookAlreadyOnItsDestinationOnlyTheKingMoves) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1"),
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, KingAndRookSwap) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1"),
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(Chess960Castling, AttackedTransitSquareForbids) {
  EXPECT_EQ(after_castling("4kr2/8/8/8/8/8/8/4K2R w H - 0 1", "e1h1"), "illegal");
}

TEST(Chess960Castling, AttackedSquareTheKingDoesNotCrossIsAllowed) {
  EXPECT_EQ(after_castling("1r2k3/8/8/8/8/8/8/R3K3 w A - 0 1", "e1a1"),
            "1r2k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST(Chess960Castling, RookThatShieldedTheKingForbids) {
  // The b1 rook blocks the a1 rook; after castling the king on c1 would stand in its line.
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", "d1b1"), "illegal");
}

TEST(Chess960Castling, OutOfCheckForbids) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/4K2r w - - 0 1", "e1h1"), "illegal");
  EXPECT_EQ(after_castling("4r1k1/8/8/8/8/8/8/4K2R w H - 0 1", "e1h1"), "illegal");
}

TEST(Chess960Castling, BlockedPathForbids) {
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/R1N1K3 w A - 0 1", "e1a1"), "illegal");
  EXPECT_EQ(after_castling("4k3/8/8/8/8/8/8/RN2K3 w A - 0 1", "e1a1"), "illegal");
}

TEST(Chess960Castling, MovesAcceptKingTakesRookAndTheKingsDestination) {
  const std::string opening = "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 ";
  for (const char* castle : {"e1h1", "e1g1"}) {
    auto pos = parse_fen<Chess960>(Chess960::start_position);
    play_moves(pos, opening + castle);
    EXPECT_EQ(to_fen(pos), "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b ha - 5 4")
        << castle;
  }
}

TEST(Chess960Castling, RightsAreLostWhenTheRookIsCaptured) {
  auto pos = parse_fen<Chess960>("1r2k3/8/8/8/8/8/8/1R2K2R b HB - 0 1");
  play_moves(pos, "b8b1");
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/1r2K2R w H - 0 2");
}

TEST(Chess960Fen, RejectsRightsWithoutTheirPieces) {
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/8/4K3 w H - 0 1"), InputError);   // no rook
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/4K3/7R w H - 0 1"), InputError);  // king off rank
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/8/4K2R w E - 0 1"),
               InputError);  // the king's file
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/8/4K2R w HH - 0 1"), InputError);  // repeated
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/8/4K2R w Q - 0 1"),
               InputError);  // no a-side rook
}

TEST(Chess960Fen, XFenUsesAFileLetterOnlyForAnInnerRook) {
  // Rights with the h1 rook and the inner d1 rook (the a1 rook has moved and come back).
  const auto shredder = parse_fen<Chess960>("4k3/8/8/8/8/8/8/R2RK2R w HD - 0 1");
  const auto xfen = parse_fen<Chess960>("4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1");
  EXPECT_TRUE(shredder.same_as(xfen));
  EXPECT_EQ(to_fen(shredder, CastlingStyle::XFen), "4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1");
  EXPECT_EQ(to_fen(xfen), "4k3/8/8/8/8/8/8/R2RK2R w HD - 0 1");
  EXPECT_THROW(parse_fen<Chess960>("4k3/8/8/8/8/8/8/R2RK2R w HDA - 0 1"), InputError);
}

}  // namespace
}  // namespace boardlab::test
