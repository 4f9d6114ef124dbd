// The vocabulary atomic is made of, each rule by itself: exploding captures (what a blast removes
// and spares, en passant's blast, castling rights lost with an exploded rook, unmake restoring it
// all), the two legality rules explosions add (a king never captures, a move that blows up one's
// own king is illegal, one that blows up the enemy's is legal even from check), kings side by side
// giving no check, the RoyalLost goal and lichess's insufficient material. The perft counts and
// whole games come from chessops, ffish and stockfish.js (tests/data/battery/atomic.perft,
// tests/data/atomic-outcomes.txt); these tests name the rule each one checks.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "framework/game/game.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/chess/san.hpp"
#include "framework/rules/perft.hpp"
#include "framework/search/search.hpp"
#include "framework/search/see.hpp"
#include "support/legal_move_texts.hpp"
#include "variants/atomic/atomic.hpp"

namespace boardlab::test {
namespace {

using variants::Atomic;
using G = Atomic::geometry;

int sq(const char* name) { return G::square(name[0] - 'a', name[1] - '1'); }

Move play(Position<Atomic>& pos, const std::string& uci) {
  const Move m = ChessNotation::parse_move<Atomic>(pos, uci);
  pos.make(m);
  return m;
}

TEST(Atomic, ACaptureExplodesEverythingAroundButPawns) {
  // Rxe5: the pawn taken, the rook itself and the knight on d6 go; the pawns on f6 and d4 stay.
  auto pos = parse_fen<Atomic>("k7/8/3n1p2/4p3/3P4/8/8/4R2K w - - 0 1");
  const Position<Atomic> before = pos;
  const Move m = play(pos, "e1e5");
  for (const char* gone : {"e1", "e5", "d6"}) EXPECT_EQ(pos.piece_on(sq(gone)), NoPiece) << gone;
  for (const char* stays : {"f6", "d4"}) EXPECT_NE(pos.piece_on(sq(stays)), NoPiece) << stays;
  EXPECT_EQ(pos.key(), pos.compute_key());
  EXPECT_EQ(pos.rule50(), 0);
  pos.unmake(m);
  EXPECT_TRUE(pos.same_as(before));
}

TEST(Atomic, EnPassantExplodesAroundTheLandingSquare) {
  // exd6 e.p.: the d5 pawn is taken, the e5 pawn explodes on d6, and so does the knight on c7.
  auto pos = parse_fen<Atomic>("k7/2n5/8/3pP3/8/8/8/7K w - d6 0 1");
  const Position<Atomic> before = pos;
  const Move m = play(pos, "e5d6");
  EXPECT_EQ(pos.pieces(), G::bb(sq("a8")) | G::bb(sq("h1")));
  pos.unmake(m);
  EXPECT_TRUE(pos.same_as(before));
}

TEST(Atomic, AnExplodedRookTakesItsCastlingRightWithIt) {
  // Bxg2 blows up the rook on h1: White can no longer castle.
  auto pos = parse_fen<Atomic>("4k3/1b6/8/8/8/8/6P1/4K2R b K - 0 1");
  play(pos, "b7g2");
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/4K3 w - - 0 2");
}

TEST(Atomic, AKingNeverCaptures) {
  // The knight on e2 stands next to the king, unguarded: in chess Kxe2 would be legal.
  EXPECT_FALSE(legal_move_texts<Atomic>("k7/8/8/8/8/8/4n3/4K3 w - - 0 1").contains("e1e2"));
  EXPECT_TRUE(legal_move_texts<Atomic>("k7/8/8/8/8/8/4n3/4K3 w - - 0 1").contains("e1d2"));
}

TEST(Atomic, AMoveThatBlowsUpOnesOwnKingIsIllegal) {
  // Qxd2 would explode next to the white king.
  EXPECT_FALSE(legal_move_texts<Atomic>("k7/8/8/8/8/8/3n4/3QK3 w - - 0 1").contains("d1d2"));
}

TEST(Atomic, BlowingUpTheEnemyKingWinsEvenFromCheck) {
  // White is in check from the rook on e5, yet Qxf7 is legal: it explodes the king on g8.
  auto pos = parse_fen<Atomic>("6k1/5p2/8/4r3/8/8/Q7/4K3 w - - 0 1");
  ASSERT_TRUE(pos.in_check());
  EXPECT_TRUE(legal_move_texts<Atomic>("6k1/5p2/8/4r3/8/8/Q7/4K3 w - - 0 1").contains("a2f7"));
  play(pos, "a2f7");
  EXPECT_EQ(perft(pos, 1), 0u);
  EXPECT_EQ(Game<Atomic>(pos).outcome(), (Outcome{Result::FirstWins, Reason::KingExploded}));
}

TEST(Atomic, KingsSideBySideGiveNoCheck) {
  // The rook on h2 attacks d2, but taking the king there would blow up Black's king on d3.
  const std::string fen = "8/8/8/8/8/3k4/3K3r/8 w - - 0 1";
  const auto pos = parse_fen<Atomic>(fen);
  EXPECT_FALSE(pos.in_check());
  // So the king may walk along the rook's rank while it stays next to the enemy king.
  const auto moves = legal_move_texts<Atomic>(fen);
  EXPECT_TRUE(moves.contains("d2c2"));
  EXPECT_TRUE(moves.contains("d2e2"));
  // Either side may be to move: the side not to move is not in check either.
  EXPECT_NO_THROW(parse_fen<Atomic>("8/8/8/8/8/3k4/3K3r/8 b - - 0 1"));
}

TEST(Atomic, AStepAwayFromTheEnemyKingIntoAttackIsIllegal) {
  // The rook on c8 holds the c-file: c2 and c3 are next to Black's king and safe, c1 is not.
  const auto moves = legal_move_texts<Atomic>("2r5/8/8/8/8/3k4/3K4/8 w - - 0 1");
  EXPECT_FALSE(moves.contains("d2c1"));
  EXPECT_TRUE(moves.contains("d2c2"));
  EXPECT_TRUE(moves.contains("d2c3"));
}

TEST(Atomic, ExplosionsLeaveNoExchangeForSee) {
  // Qxf7 loses the queen for a pawn in chess terms but blows up the king: the blast's balance.
  const auto pos = parse_fen<Atomic>("6k1/5p2/8/8/8/8/Q7/4K3 w - - 0 1");
  EXPECT_TRUE(search::see_at_least(pos, ChessNotation::parse_move<Atomic>(pos, "a2f7"), 1000));
  // Qxe5 with nothing around gives the queen for a pawn, and nothing can take back.
  const auto other = parse_fen<Atomic>("k7/8/8/4p3/8/8/8/4Q2K w - - 0 1");
  EXPECT_FALSE(search::see_at_least(other, ChessNotation::parse_move<Atomic>(other, "e1e5"), 0));
}

TEST(Atomic, InsufficientMaterialAsLichessJudgesIt) {
  const auto draw = [](const char* fen) {
    return Desc<Atomic>::dead_position::dead(parse_fen<Atomic>(fen));
  };
  EXPECT_TRUE(draw("8/8/3k4/8/8/8/8/1N2K3 w - - 0 1"));     // K+N v K
  EXPECT_TRUE(draw("8/8/3k4/8/8/8/8/R3K3 w - - 0 1"));      // K+R v K
  EXPECT_TRUE(draw("8/8/3k4/8/8/8/8/NN2K3 w - - 0 1"));     // K+2N v K
  EXPECT_FALSE(draw("8/8/3k4/8/8/8/8/NNN1K3 w - - 0 1"));   // K+3N v K
  EXPECT_FALSE(draw("8/8/3k4/8/8/8/8/1B2KB2 w - - 0 1"));   // K+2B v K
  EXPECT_FALSE(draw("8/8/3k4/8/8/8/4P3/4K3 w - - 0 1"));    // a pawn can queen
  EXPECT_FALSE(draw("8/8/3kn3/8/8/8/8/1N2K3 w - - 0 1"));   // K+N v K+N
  EXPECT_TRUE(draw("8/8/3kb3/8/8/8/8/2B1K3 w - - 0 1"));    // bishops on opposite colours
  EXPECT_FALSE(draw("8/8/3k1b2/8/8/8/8/2B1K3 w - - 0 1"));  // bishops on one colour
}

TEST(Atomic, TheSearchBlowsUpTheKing) {
  search::Searcher<Atomic> s(4);
  const auto r = s.search(parse_fen<Atomic>("6k1/5p2/8/4r3/8/8/Q7/4K3 w - - 0 1"), {3, 0, 0});
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.pv.front(), ChessNotation::parse_move<Atomic>(
                              parse_fen<Atomic>("6k1/5p2/8/4r3/8/8/Q7/4K3 w - - 0 1"), "a2f7"));
  EXPECT_EQ(r.score, search::kMate - 1);
}

TEST(Atomic, SanMarksNoCheckWhereKingsStandSideBySide) {
  // Rh2-h3+ would check a lone king on d3 in chess; with White's king on d2 it is no check.
  const auto pos = parse_fen<Atomic>("8/8/8/8/8/3k4/3K3R/8 w - - 0 1");
  EXPECT_EQ(move_to_san(pos, ChessNotation::parse_move<Atomic>(pos, "h2h3")), "Rh3");
}

}  // namespace
}  // namespace boardlab::test
