// Crazyhouse and the shogi variations: what hands hold after captures (a promoted piece returns
// as a pawn), drop mates, FEN holdings and marks refused when malformed; uchifuzume illegal in
// minishogi and legal in shogi-dropmate.
#include <gtest/gtest.h>

#include "framework/game/game_text.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi-dropmate/shogi_dropmate.hpp"

namespace boardlab::test {
namespace {

using variants::Crazyhouse;

std::string zh_after(const std::string& fen, const std::string& moves) {
  auto pos = parse_fen<Crazyhouse>(fen);
  play_moves(pos, moves);
  return to_fen(pos);
}

TEST(Crazyhouse, CapturedPiecesChangeSidesAndPromotedOnesReturnAsPawns) {
  EXPECT_EQ(zh_after(std::string(Crazyhouse::start_position), "e2e4 d7d5 e4d5"),
            "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
  // A pawn promotes on b8 and is taken: Black's hand gains a pawn, not a queen.
  EXPECT_EQ(zh_after("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", "b7b8q a8b8"),
            "1r2k3/8/8/8/8/8/8/4K3[p] w - - 0 2");
  // A queen marked promoted in FEN, taken, also returns as a pawn.
  EXPECT_EQ(zh_after("4k3/8/8/8/8/8/1q~6/R3K3[] w - - 0 1", "a1a2 e8d8 a2b2"),
            "3k4/8/8/8/8/8/1R6/4K3[P] b - - 0 2");
}

TEST(Crazyhouse, DropsMateAndNeverOnTheBackRanksForPawns) {
  Game<Crazyhouse> g(parse_fen<Crazyhouse>("6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1"));
  play_moves(g, "N@f7");
  EXPECT_EQ(g.outcome(), (Outcome{Result::FirstWins, Reason::Checkmate}));
  const auto pos = parse_fen<Crazyhouse>("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
  EXPECT_THROW(parse_uci_move(pos, "P@e8"), InputError);
  EXPECT_THROW(parse_uci_move(pos, "P@a1"), InputError);
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "P@d7")), "P@d7+");
  EXPECT_EQ(parse_san(pos, "@d2"), parse_uci_move(pos, "P@d2"));
}

TEST(Crazyhouse, MalformedHoldingsAndMarksAreRefused) {
  for (const char* bad : {"4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[P w - - 0 1",
                          "4k3/8/8/8/8/8/8/4K3[P1] w - - 0 1", "4k3/8/8/8/8/8/8/4K~3[] w - - 0 1"})
    EXPECT_THROW(parse_fen<Crazyhouse>(bad), InputError) << bad;
  EXPECT_THROW(parse_fen<variants::Chess>("4k3/8/8/8/8/8/8/3QK3[] w - - 0 1"), InputError);
  EXPECT_THROW(parse_fen<variants::Chess>("4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1"), InputError);
}

TEST(Crazyhouse, PgnFromAPositionWithHoldingsRoundTrips) {
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R[QNpp] w KQkq - 0 1";
  Game<Crazyhouse> g(parse_fen<Crazyhouse>(fen));
  play_moves(g, "N@f6 e8f8 Q@e7");
  const std::string pgn = write_pgn(g, g.start());
  EXPECT_NE(pgn.find("[FEN \"" + fen + "\"]"), std::string::npos) << pgn;
  const auto back = read_pgn<Crazyhouse>(pgn);
  EXPECT_EQ(back.game.moves(), g.moves());
  EXPECT_EQ(back.game.outcome(), g.outcome());
}

TEST(Crazyhouse, HandsCannotOverflow) {
  // 63 pieces besides the kings fit; one more would overflow a hand after captures.
  EXPECT_NO_THROW(
      parse_fen<Crazyhouse>("4k3/8/8/8/8/8/8/4K3[" + std::string(63, 'Q') + "] w - - 0 1"));
  EXPECT_THROW(
      parse_fen<Crazyhouse>("4k3/8/8/8/8/8/8/Q3K3[" + std::string(63, 'q') + "] w - - 0 1"),
      InputError);
}

TEST(ShogiVariations, PawnDropMateIllegalInMinishogiLegalInShogiDropmate) {
  // Minishogi: gote king on 5a; a sente gold on 4c guards 4b and 5b, a bishop on 2c guards 4a:
  // P*5b would mate.
  const auto mini = parse_sfen<variants::Minishogi>("k4/5/1G1B1/5/4K b P 1");
  EXPECT_THROW(parse_usi_move(mini, "P*5b"), InputError);
  const auto drop = parse_sfen<variants::ShogiDropmate>("kn7/9/1G7/9/9/9/9/9/8K b P 1");
  Game<variants::ShogiDropmate> g(drop);
  play_moves(g, "P*9b");
  EXPECT_EQ(g.outcome(), (Outcome{Result::FirstWins, Reason::Checkmate}));
  EXPECT_THROW(parse_usi_move(parse_sfen<variants::Shogi>("kn7/9/1G7/9/9/9/9/9/8K b P 1"), "P*9b"),
               InputError);
}

}  // namespace
}  // namespace boardlab::test
