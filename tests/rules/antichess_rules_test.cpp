// The vocabulary antichess is made of, each piece by itself: an army without a royal kind (no
// check, any number of kings, promotion to one), compulsory captures (en passant included), and
// the two ways to win by having nothing (no pieces, no move) with their own reasons. The perft
// counts and whole games come from Fairy-Stockfish and chessops (tests/data/battery/
// antichess.perft, tests/data/antichess-outcomes.txt); these tests name the rule each one checks.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "framework/game/game.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/chess/san.hpp"
#include "framework/rules/perft.hpp"
#include "framework/search/search.hpp"
#include "support/legal_move_texts.hpp"
#include "support/perft_data.hpp"
#include "variants/antichess/antichess.hpp"

namespace boardlab::test {
namespace {

using variants::Antichess;

TEST(Antichess, TheKingIsNotRoyal) {
  static_assert(!Traits<Antichess>::has_royal);
  // The king may walk next to a rook's line and into attack; nothing is ever in check.
  const auto pos = parse_fen<Antichess>("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  EXPECT_FALSE(pos.in_check());
  EXPECT_EQ(legal_move_texts<Antichess>("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"),
            (std::set<std::string>{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(Antichess, ASideMayHaveSeveralKingsOrNone) {
  EXPECT_NO_THROW(parse_fen<Antichess>("K1K5/8/8/8/8/8/8/7k w - - 0 1"));
  EXPECT_NO_THROW(parse_fen<Antichess>("8/8/8/8/8/8/1p6/R7 w - - 0 1"));
  // Chess still insists on exactly one king each.
  EXPECT_THROW(parse_fen<variants::Chess>("K1K5/8/8/8/8/8/8/7k w - - 0 1"), InputError);
}

TEST(Antichess, APawnMayPromoteToAKing) {
  EXPECT_EQ(legal_move_texts<Antichess>("8/P7/8/8/8/8/8/7k w - - 0 1"),
            (std::set<std::string>{"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7a8k"}));
  auto pos = parse_fen<Antichess>("8/P7/8/8/8/8/8/7k w - - 0 1");
  const Move to_king = ChessNotation::parse_move<Antichess>(pos, "a7a8k");
  EXPECT_EQ(move_to_san(pos, to_king), "a8=K");
  pos.make(to_king);
  EXPECT_EQ(kind_of(pos.piece_on(Antichess::geometry::square(0, 7))),
            Traits<Antichess>::kind_of("K"));
}

TEST(Antichess, WhenACaptureIsLegalOnlyCapturesAre) {
  // After 1.e3 b5 the bishop's capture on b5 is White's only move.
  EXPECT_EQ(
      legal_move_texts<Antichess>("rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2"),
      (std::set<std::string>{"f1b5"}));
  // Two captures: either may be chosen, and nothing else.
  EXPECT_EQ(legal_move_texts<Antichess>("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1"),
            (std::set<std::string>{"e4d5", "e4f5"}));
  // Without a capture every move is legal: the start has chess's twenty.
  EXPECT_EQ(count_legal(parse_fen<Antichess>(Antichess::start_position)), 20u);
}

TEST(Antichess, EnPassantIsACaptureAndSoCompulsory) {
  EXPECT_EQ(legal_move_texts<Antichess>("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"),
            (std::set<std::string>{"e5d6"}));
}

TEST(Antichess, ASideWithNoPiecesLeftWins) {
  // The rook must take the last black pawn; Black, with nothing left, has won.
  auto pos = parse_fen<Antichess>("8/8/8/8/8/8/p7/R7 w - - 0 1");
  pos.make(ChessNotation::parse_move<Antichess>(pos, "a1a2"));
  EXPECT_EQ(Game<Antichess>(pos).outcome(), (Outcome{Result::SecondWins, Reason::NoPieces}));
  EXPECT_EQ(perft(pos, 1), 0u);
}

TEST(Antichess, ASideWithNoMoveWins) {
  // White's pawn is blocked and it has nothing else: White, to move, wins.
  auto pos = parse_fen<Antichess>("8/8/8/8/8/p7/P7/8 w - - 0 1");
  EXPECT_EQ(perft(pos, 1), 0u);
  EXPECT_EQ(Game<Antichess>(pos).outcome(), (Outcome{Result::FirstWins, Reason::NoMoves}));
  // The reason is the no-move rule's own data (stalematewin's stays "stalemate").
  EXPECT_EQ(reason_text(Reason::NoMoves), "no-moves");
}

TEST(Antichess, TheSearchGivesItsLastPieceAway) {
  // Kb1 steps onto the rook's rank: the capture Rxb1 is then compulsory and leaves White with no
  // pieces, a win two plies ahead, which the search scores as a mate.
  search::Searcher<Antichess> s(4);
  const auto r = s.search(parse_fen<Antichess>("8/8/8/8/8/8/8/K6r w - - 0 1"), {3, 0, 0});
  ASSERT_FALSE(r.pv.empty());
  EXPECT_EQ(r.score, search::kMate - 2);
}

}  // namespace
}  // namespace boardlab::test
