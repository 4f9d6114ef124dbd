// Shogi rules one at a time (RULES.md, "Shogi"): drop restrictions, forced and optional
// promotion, the pawn-drop-mate rule's corner cases, captures to hand, interposing drops.
#include <gtest/gtest.h>

#include "framework/game/game_text.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

bool legal(const std::string& sfen, const std::string& usi) {
  const auto pos = parse_sfen<Shogi>(sfen);
  for (Move m : legal_moves(pos))
    if (move_to_usi(pos, m) == usi) return true;
  return false;
}

std::string after(const std::string& sfen, const std::string& moves) {
  auto pos = parse_sfen<Shogi>(sfen);
  play_moves(pos, moves);
  return to_sfen(pos);
}

const std::string kEmptyWithPawn = "4k4/9/9/9/9/9/9/9/4K4 b P 1";

TEST(ShogiDrops, NotWhereThePieceCouldNeverMove) {
  EXPECT_FALSE(legal(kEmptyWithPawn, "P*1a"));
  EXPECT_TRUE(legal(kEmptyWithPawn, "P*1b"));
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/9/9/4K4 b L 1", "L*1a"));
  EXPECT_TRUE(legal("4k4/9/9/9/9/9/9/9/4K4 b L 1", "L*1b"));
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*1b"));
  EXPECT_TRUE(legal("4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*1c"));
  // Gote's last ranks are at the bottom.
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/9/9/4K4 w n 1", "N*1h"));
  EXPECT_TRUE(legal("4k4/9/9/9/9/9/9/9/4K4 w n 1", "N*1g"));
}

TEST(ShogiDrops, OnlyOnEmptySquaresAndNeverPromoted) {
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5i"));
  EXPECT_THROW(parse_usi_move(parse_sfen<Shogi>(kEmptyWithPawn), "P*5e+"), InputError);
}

TEST(ShogiDrops, Nifu) {
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/8P/9/4K4 b P 1", "P*1e"));
  EXPECT_TRUE(legal("4k4/9/9/9/9/9/8P/9/4K4 b P 1", "P*2e"));
  // A tokin is not a pawn; a gote pawn on the file does not count either.
  EXPECT_TRUE(legal("4k4/9/9/9/9/9/8+P/9/4K4 b P 1", "P*1e"));
  EXPECT_TRUE(legal("4k4/9/8p/9/9/9/9/9/4K4 b P 1", "P*1e"));
}

TEST(ShogiPromotion, ForcedWhereThePieceCouldNeverMoveAgain) {
  const std::string pawn = "4k4/P8/9/9/9/9/9/9/4K4 b - 1";
  EXPECT_TRUE(legal(pawn, "9b9a+"));
  EXPECT_FALSE(legal(pawn, "9b9a"));
  const std::string knight = "4k4/9/9/N8/9/9/9/9/4K4 b - 1";
  EXPECT_TRUE(legal(knight, "9d8b+"));
  EXPECT_FALSE(legal(knight, "9d8b"));
  const std::string lance = "4k4/9/L8/9/9/9/9/9/4K4 b - 1";
  EXPECT_TRUE(legal(lance, "9c9b"));
  EXPECT_TRUE(legal(lance, "9c9b+"));
  EXPECT_FALSE(legal(lance, "9c9a"));
  EXPECT_TRUE(legal(lance, "9c9a+"));
}

TEST(ShogiPromotion, OptionalEnteringInsideAndLeavingTheZone) {
  EXPECT_TRUE(legal("4k4/9/9/4S4/9/9/9/9/4K4 b - 1", "5d5c+"));  // entering
  EXPECT_TRUE(legal("4k4/9/9/4S4/9/9/9/9/4K4 b - 1", "5d5c"));
  EXPECT_TRUE(legal("4k4/9/4S4/9/9/9/9/9/4K4 b - 1", "5c4d+"));  // leaving
  EXPECT_TRUE(legal("4k4/9/4S4/9/9/9/9/9/4K4 b - 1", "5c4d"));
  EXPECT_FALSE(legal("4k4/9/9/9/4S4/9/9/9/4K4 b - 1", "5e5d+"));  // outside
  EXPECT_FALSE(legal("4k4/9/9/9/9/9/9/9/3GK4 b - 1", "6i6h+"));   // gold never promotes
}

// Uchifuzume: gote's king on 1a, sente drops a pawn on 1b.
TEST(ShogiUchifuzume, APawnDropThatMatesIsIllegal) {
  EXPECT_FALSE(legal("7lk/9/7G1/9/9/9/9/9/4K4 b P 1", "P*1b"));  // protected, king boxed in
}

TEST(ShogiUchifuzume, LegalWhenTheKingCanTakeThePawn) {
  EXPECT_TRUE(legal("7lk/9/9/9/9/9/9/9/4K4 b P 1", "P*1b"));
}

TEST(ShogiUchifuzume, APinnedDefenderCannotTakeIt) {
  // The 2b gold could take on 1b but the 3c bishop pins it; 2a is covered, 1b protected.
  EXPECT_FALSE(legal("8k/6Sg1/6B2/7N1/9/9/9/9/4K4 b P 1", "P*1b"));
}

TEST(ShogiUchifuzume, LegalWhenAnotherPieceCanTakeIt) {
  EXPECT_TRUE(legal("8k/6Sg1/9/7N1/9/9/9/9/4K4 b P 1", "P*1b"));
}

TEST(ShogiUchifuzume, LegalWhenTheKingCanStepAway) {
  EXPECT_TRUE(legal("8k/9/7G1/9/9/9/9/9/4K4 b P 1", "P*1b"));  // 2a is free
}

TEST(ShogiUchifuzume, APawnMoveThatMatesIsLegal) {
  EXPECT_TRUE(legal("7lk/9/7GP/9/9/9/9/9/4K4 b - 1", "1c1b"));
}

TEST(ShogiUchifuzume, ADropOfAnotherPieceThatMatesIsLegal) {
  EXPECT_TRUE(legal("7lk/9/7G1/9/9/9/9/9/4K4 b G 1", "G*1b"));
}

TEST(ShogiMoves, CapturedPiecesGoToHandUnpromoted) {
  EXPECT_EQ(after("4k4/9/9/9/8+p/9/9/9/4K3R b - 1", "1i1e"), "4k4/9/9/9/8R/9/9/9/4K4 w P 2");
  EXPECT_EQ(after("4k4/9/9/9/8+r/9/9/9/4K3R b - 1", "1i1e"), "4k4/9/9/9/8R/9/9/9/4K4 w R 2");
}

TEST(ShogiMoves, DropsInterposeAgainstACheck) {
  const std::string checked = "4r3k/9/9/9/9/9/9/9/4K4 b G 1";
  EXPECT_TRUE(legal(checked, "G*5e"));
  EXPECT_TRUE(legal(checked, "G*5h"));
  EXPECT_FALSE(legal(checked, "G*1e"));
}

TEST(ShogiMoves, NoLegalMoveIsAnEmptyList) {
  // Sente is mated: gote gold on 5h protected by the lance behind it.
  EXPECT_TRUE(legal_moves(parse_sfen<Shogi>("9/9/9/9/9/9/4l4/4g4/4K4 b - 1")).empty());
  EXPECT_FALSE(legal_moves(parse_sfen<Shogi>("9/9/9/9/9/9/9/4g4/4K4 b - 1")).empty());
}

}  // namespace
}  // namespace boardlab::test
