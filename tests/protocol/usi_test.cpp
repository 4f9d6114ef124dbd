// `boardlab usi` driven as ShogiGUI or a CSA tournament client drives it: handshake with the
// options GUIs send, positions with drops and promotions, byoyomi clocks, tsume (`go mate`),
// resignation, the declaration win, and bad input.
#include <gtest/gtest.h>

#include <boost/hana/for_each.hpp>

#include "boardlab_registry.hpp"
#include "protocol/protocol_support.hpp"

namespace boardlab::test {
namespace {

TEST(Usi, HandshakeListsEveryShogiFamilyVariantAndAcceptsGuiOptions) {
  ProtocolEngine e("usi", false);
  e.send("usi");
  ASSERT_TRUE(e.expect("usiok"));
  std::string combo;
  for (const auto& l : e.take_transcript())
    if (l.rfind("option name USI_Variant type combo default shogi ", 0) == 0) combo = l + " ";
  ASSERT_FALSE(combo.empty());
  boost::hana::for_each(registry, [&](auto t) {
    using V = typename decltype(t)::type;
    const bool listed = combo.find(" var " + std::string(V::name) + " ") != std::string::npos;
    EXPECT_EQ(listed, V::notation::protocol == "usi") << V::name;
  });
  // What ShogiGUI and Shogidokoro send before every game.
  e.send("setoption name USI_Hash value 64");
  e.send("setoption name USI_Ponder value true");
  e.send("setoption name Move_Overhead value 50");
  e.send("usinewgame");
  EXPECT_TRUE(errors_in(e.sync()).empty());
}

TEST(Usi, PositionsWithDropsAndPromotionsMatchBoardlabSetup) {
  ProtocolEngine e("usi");
  const std::string moves = "7g7f 3c3d 8h2b+ 3a2b B*4e";
  e.send("position startpos moves " + moves);
  EXPECT_EQ(e.position(), setup_of({"--variant", "shogi", "--moves", moves}));
  const std::string sfen =
      "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1";
  e.send("position sfen " + sfen + " moves S*5e");
  EXPECT_EQ(e.position(), setup_of({"--variant", "shogi", "--fen", sfen, "--moves", "S*5e"}));
  e.send("position startpos");
  EXPECT_EQ(e.ask("go perft 1", "Nodes searched: "), "Nodes searched: 30");
  EXPECT_EQ(e.ask("go perft 3", "Nodes searched: "), "Nodes searched: 25470");
  EXPECT_TRUE(errors_in(e.sync()).empty());
}

TEST(Usi, ByoyomiAndFischerClocksGiveALegalMove) {
  ProtocolEngine e("usi");
  e.send("position startpos moves 7g7f 3c3d");
  const auto legal = e.legal_moves();
  for (const std::string go :
       {"go btime 0 wtime 0 byoyomi 100", "go btime 1000 wtime 1000 binc 10 winc 10",
        "go btime 3000 wtime 3000 byoyomi 200", "go nodes 3000"}) {
    const std::string best = e.ask(go, "bestmove ");
    EXPECT_TRUE(legal.count(best_move_of(best))) << go << ": " << best;
  }
}

TEST(Usi, TsumeAnswersWithAMateThatReplaysToCheckmate) {
  ProtocolEngine e("usi");
  for (const std::string sfen : {"7kl/9/7G1/9/9/9/9/9/9 b G 1", "8k/9/9/9/9/9/9/9/9 b R2G 1"}) {
    e.send("position sfen " + sfen);
    const std::string answer = e.ask("go mate 20000", "checkmate ");
    ASSERT_NE(answer, "checkmate nomate");
    ASSERT_NE(answer, "checkmate timeout");
    const RunResult r =
        run_boardlab({"game", "--variant", "shogi", "--fen", sfen, "--moves", answer.substr(10)});
    EXPECT_EQ(last_line(r.out), "1-0 checkmate") << sfen << ": " << answer << r.err;
  }
  e.send("position startpos");
  EXPECT_EQ(e.ask("go mate infinite", "checkmate "), "checkmate nomate");
  // No mate by checks exists here, and finding that out takes long: stop answers timeout.
  e.send(
      "position sfen l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p w SPbsl4p 1");
  e.send("go mate infinite");
  e.send("stop");
  const auto answer = e.expect("checkmate ");
  ASSERT_TRUE(answer);
  EXPECT_TRUE(*answer == "checkmate timeout" || answer->rfind("checkmate ", 0) == 0);
}

TEST(Usi, ResignsWhenMatedAndDeclaresWhenTheRuleHolds) {
  ProtocolEngine e("usi");
  e.send("position sfen 8k/7G1/7G1/9/9/9/9/9/9 w - 1");
  EXPECT_EQ(e.ask("go byoyomi 100", "bestmove "), "bestmove resign");
  // The 27-point declaration position of rule-edge-cases.json (shogi.impasse27.76): in shogi
  // the rule is off, so the engine plays a move; in shogi-declaration it declares.
  const std::string declaration = "2SGS4/+B+RGKGLLRB/3G5/9/7pp/8k/9/9/9 b - 1";
  e.send("position sfen " + declaration);
  EXPECT_NE(e.ask("go byoyomi 100", "bestmove "), "bestmove win");
  e.send("setoption name USI_Variant value shogi-declaration");
  e.send("position sfen " + declaration);
  EXPECT_EQ(e.ask("go byoyomi 100", "bestmove "), "bestmove win");
}

TEST(Usi, GameoverStopsAndTheNextGameStarts) {
  ProtocolEngine e("usi");
  e.send("position startpos");
  e.send("go infinite");
  e.sync();
  e.send("gameover lose");
  EXPECT_TRUE(e.expect("bestmove "));
  e.send("usinewgame");
  e.send("setoption name USI_Variant value minishogi");
  e.send("position startpos");
  const auto legal = e.legal_moves();
  EXPECT_TRUE(legal.count(best_move_of(e.ask("go depth 4", "bestmove "))));
  EXPECT_TRUE(errors_in(e.sync()).empty());
}

TEST(Usi, PonderAndPonderhit) {
  ProtocolEngine e("usi");
  e.send("position startpos moves 7g7f 3c3d");
  e.send("go ponder btime 0 wtime 0 byoyomi 200");
  e.sync();
  e.send("ponderhit");
  const auto best = e.expect("bestmove ");
  ASSERT_TRUE(best);
  EXPECT_NE(*best, "bestmove resign");
}

TEST(Usi, BadInputIsReportedAndTheEngineGoesOn) {
  ProtocolEngine e("usi");
  e.send("position startpos moves 7g7f");
  const std::string before = e.position();
  struct Bad {
    std::string line, names;
  };
  for (const Bad& bad :
       {Bad{"position sfen lnsgkgsnl/9 b - 1", "SFEN"},
        Bad{"position startpos moves 7g7f 7g7f", "move 2 '7g7f'"},
        Bad{"position startpos moves P*5e", "'P*5e'"},
        Bad{"position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*9z", "'B*9z'"},
        Bad{"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "position needs"},
        Bad{"setoption name USI_Variant value chess", "'chess'"},
        Bad{"go byoyomi -5", "byoyomi"}}) {
    e.send(bad.line);
    const auto errors = errors_in(e.sync());
    ASSERT_EQ(errors.size(), 1u) << bad.line;
    EXPECT_NE(errors[0].find(bad.names), std::string::npos) << errors[0];
    EXPECT_EQ(e.position(), before) << bad.line;
  }
  e.send("quit");
  EXPECT_EQ(e.exit_status(), 0);
}

}  // namespace
}  // namespace boardlab::test
