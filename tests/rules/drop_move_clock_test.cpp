// Issue 30, item 15: the move-count clock and drops. A drop cannot be undone, so dropping a piece
// whose moves reset the clock (a pawn) resets it too, as Fairy-Stockfish, chessops and lichess
// count it; dropping any other piece is an ordinary move. The rule comes from the piece data, so
// every variant with hands and a move clock follows it.
#include <gtest/gtest.h>

#include <boost/hana/for_each.hpp>

#include "framework/game/game.hpp"
#include "framework/game/game_text.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/movegen.hpp"
#include "support/registered_variants.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"

namespace boardlab::test {
namespace {

using variants::Crazyhouse;

constexpr const char* kLateFen =
    "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R[NPnp] w KQkq - 149 60";

std::string after(const std::string& moves) {
  auto pos = parse_fen<Crazyhouse>(kLateFen);
  play_moves(pos, moves);
  return to_fen(pos);
}

TEST(DropMoveClock, APawnDropResetsTheClock) {
  EXPECT_EQ(after("P@e4"), "r1bqkbnr/pppppppp/2n5/8/4P3/5N2/PPPPPPPP/RNBQKB1R[Nnp] b KQkq - 0 60");
}

TEST(DropMoveClock, AKnightDropDoesNot) {
  EXPECT_EQ(after("N@e4"),
            "r1bqkbnr/pppppppp/2n5/8/4N3/5N2/PPPPPPPP/RNBQKB1R[Pnp] b KQkq - 150 60");
}

TEST(DropMoveClock, APawnDropAtClock149DoesNotEndTheGameBySeventyFiveMoves) {
  Game<Crazyhouse> g(parse_fen<Crazyhouse>(kLateFen));
  play_moves(g, "P@e4");
  EXPECT_EQ(g.outcome(), (Outcome{}));
  EXPECT_EQ(g.position().rule50(), 0);
}

TEST(DropMoveClock, UndoingAPawnDropRestoresTheClock) {
  auto pos = parse_fen<Crazyhouse>(kLateFen);
  const Move m = parse_uci_move(pos, "P@e4");
  pos.make(m);
  pos.unmake(m);
  EXPECT_EQ(to_fen(pos), kLateFen);
}

// Every registered variant with hands and a move clock (the shogi family keeps none): from its
// start position with one of each kind in hand, each legal drop leaves the clock at 0 when the
// dropped kind resets it and one higher otherwise.
TEST(DropMoveClock, EveryDropFollowsThePieceData) {
  boost::hana::for_each(registry, [](auto t) {
    using V = typename decltype(t)::type;
    using T = Traits<V>;
    if constexpr (T::has_hands && Desc<V>::move_count::enabled) {
      auto pos = V::notation::template parse_position<V>(std::string(V::start_position));
      for (int h = 0; h < T::hand_size; ++h) pos.set_hand(White, T::hand_kind(h), 1);
      pos.set_counters(10, pos.game_ply());
      pos.finish_setup();
      int drops = 0;
      for (const Move m : legal_moves(pos)) {
        if (m.type() != MoveType::Drop) continue;
        ++drops;
        const std::string text = V::notation::template move_text<V>(pos, m);
        pos.make(m);
        EXPECT_EQ(pos.rule50(), T::resets_clock[m.aux()] ? 0 : 11) << V::name << " " << text;
        pos.unmake(m);
      }
      EXPECT_GT(drops, 0) << V::name;
    }
  });
}

}  // namespace
}  // namespace boardlab::test
