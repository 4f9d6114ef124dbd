// The shared search: mates from the reference suites at a fixed depth, tsume, and the scoring
// hook steering the search (Armageddon), all through the same Searcher template.
#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <vector>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/search.hpp"
#include "support/perft_data.hpp"
#include "variants/armageddon/armageddon.hpp"
#include "variants/chess/chess.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using search::kDecisive;
using search::kMate;
using search::kMateBound;
using variants::Armageddon;
using variants::Chess;
using variants::Shogi;

struct MateCase {
  std::string position;
  int moves;  // mate in this many moves of the winner
  std::string id;
};

std::vector<MateCase> chess_mates(int n, std::size_t limit) {
  std::ifstream in = open_data("chess-mate-in-n.epd");
  std::vector<MateCase> out;
  std::string line;
  while (std::getline(in, line) && out.size() < limit) {
    const auto dm = line.find(" dm ");
    if (dm == std::string::npos || std::stoi(line.substr(dm + 4)) != n) continue;
    out.push_back({line.substr(0, dm) + " 0 1", n, line.substr(line.find("id \"") + 4, 30)});
  }
  return out;
}

template <class V>
search::Report search_position(const std::string& text, int depth) {
  search::Searcher<V> s(8);
  return s.search(V::notation::template parse_position<V>(text), {depth, 0, 0});
}

TEST(SearchMates, ChessMateInOneTwoThreeWithTheRightDistance) {
  for (int n = 1; n <= 3; ++n) {
    const auto cases = chess_mates(n, 6);
    ASSERT_EQ(cases.size(), 6u);
    for (const MateCase& c : cases) {
      const auto r = search_position<Chess>(c.position, 2 * n + 3);
      EXPECT_EQ(r.score, kMate - (2 * n - 1)) << c.id << " " << c.position;
    }
  }
}

TEST(SearchMates, ShogiTsumeInOneAndThree) {
  std::ifstream in = open_data("shogi-tsume.txt");
  std::string line;
  int one = 0, three = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto a = line.find(';'), b = line.find(';', a + 1);
    const std::string expected = line.substr(a + 1, b - a - 1);
    if (expected != "1" && expected != "3") continue;
    // Only problems whose real mate (futile interpositions counted, Fairy-Stockfish's length) is
    // the tsume length: the others are long mates, not short ones.
    const auto c = line.find(';', b + 1);
    if (line.substr(b + 1, c - b - 1) != expected) continue;
    if ((expected == "1" ? one : three) >= 8) continue;
    (expected == "1" ? one : three)++;
    const std::string sfen = line.substr(0, a);
    const int plies = std::stoi(expected);
    const auto r = search_position<Shogi>(sfen, plies + 1);
    EXPECT_EQ(r.score, kMate - plies) << sfen;
    ASSERT_FALSE(r.pv.empty());
    EXPECT_TRUE(legal_moves(parse_sfen<Shogi>(sfen)).contains(r.pv[0]));
  }
  EXPECT_EQ(one, 8);
  EXPECT_EQ(three, 8);
}

TEST(SearchRules, NeverPlaysNifuOrUchifuzumeToMate) {
  // The only mate would be a pawn-drop mate: the search must not report one.
  const auto r = search_position<Shogi>("kn7/1s7/9/1N7/9/9/9/9/9 b P2r2b4g3s2n4l17p 1", 3);
  EXPECT_LT(r.score, kMateBound);
  // A mate in one exists, but not by the doubled-pawn drop.
  const auto nifu = search_position<Shogi>("k8/2K6/9/7BB/7LL/7LL/8R/p2NNSSGG/P2NNSSGG b 16p 1", 2);
  EXPECT_EQ(nifu.score, kMate - 1);
}

// Black is worse (bishop against rook) but can take the rook: bishop against a bare king is dead.
const std::string kBlackCanDraw = "7k/8/8/4b3/8/8/1R6/6K1 b - - 0 1";

TEST(SearchScoring, ArmageddonBlackSteersIntoTheDraw) {
  const auto a = search_position<Armageddon>(kBlackCanDraw, 4);
  const auto c = search_position<Chess>(kBlackCanDraw, 4);
  ASSERT_FALSE(a.pv.empty());
  EXPECT_EQ(move_to_uci(parse_fen<Armageddon>(kBlackCanDraw), a.pv[0]), "e5b2");
  EXPECT_GE(a.score, kDecisive - 10);  // a draw is Black's win
  EXPECT_EQ(c.score, 0);               // the same capture is only a draw in chess
}

TEST(SearchScoring, ArmageddonWhiteAvoidsARepetitionItTakesInChess) {
  // White is the exchange and a pawn down; the knight shuffle can repeat the position.
  const std::string fen = "r3k3/pppp4/8/8/8/8/PPP5/4K1N1 w - - 0 1";
  const std::string moves = "g1f3 e8f8 f3g1 f8e8 g1f3 e8f8";
  auto run = [&]<class V>() {
    Game<V> g(parse_fen<V>(fen));
    for (std::string_view m : split_words(moves)) g.play(parse_uci_move(g.position(), m));
    search::Searcher<V> s(8);
    s.set_game(g);
    const auto r = s.search(g.position(), {6, 0, 0});
    return std::pair{r.score, move_to_uci(g.position(), r.pv.at(0))};
  };
  const auto [chess_score, chess_move] = run.template operator()<Chess>();
  const auto [arm_score, arm_move] = run.template operator()<Armageddon>();
  EXPECT_EQ(chess_score, 0) << chess_move;
  EXPECT_EQ(chess_move, "f3g1");
  EXPECT_NE(arm_move, "f3g1");
  EXPECT_LT(arm_score, 0);
  EXPECT_GT(arm_score, -kDecisive + 1000) << "White should not walk into the losing draw";
}

// A search depends only on its position and limits: a searcher that has already searched other
// positions, once cleared, repeats a fresh searcher's result node for node. This fails if any
// table (transposition, history, killers) survives clear() or leaks between searches.
TEST(SearchDeterminism, ClearedSearcherRepeatsAFreshOne) {
  const auto start = parse_fen<Chess>(Chess::start_position);
  const auto kiwipete =
      parse_fen<Chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  search::Searcher<Chess> fresh(8), used(8);
  const auto expected = fresh.search(start, {7, 0, 0});
  used.search(kiwipete, {6, 0, 0});
  used.search(start, {5, 0, 0});
  used.clear();
  const auto again = used.search(start, {7, 0, 0});
  EXPECT_EQ(again.nodes, expected.nodes);
  EXPECT_EQ(again.pv, expected.pv);
  EXPECT_EQ(again.score, expected.score);
  EXPECT_TRUE(legal_moves(start).contains(expected.pv.at(0)));
}

// A chess descendant with chess's evaluation data, word for word: the tests below compare it,
// and a descendant that changes one search setting, with chess.
struct ChessSameData : Chess {
  struct evaluation : variants::ChessEvaluation {};
};

// Internal iterative reduction is evaluation data (iir_depth), read by the shared search: a chess
// descendant with the same data searches chess's tree node for node, one that sets it to 0
// (off) searches another. This fails if the search keys the reduction on anything but the data.
struct ChessWithoutIir : Chess {
  struct evaluation : variants::ChessEvaluation {
    static constexpr int iir_depth = 0;
  };
};

// Kiwipete searched to `depth` by chess, by a descendant with the same data (the same tree, node
// for node) and by `Without`, which changes one setting (another tree).
template <class Without>
void expect_the_setting_drives_the_search(int depth) {
  const std::string kiwipete =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  const auto chess = search_position<Chess>(kiwipete, depth);
  const auto same = search_position<ChessSameData>(kiwipete, depth);
  const auto without = search_position<Without>(kiwipete, depth);
  EXPECT_EQ(same.nodes, chess.nodes);
  EXPECT_EQ(same.pv, chess.pv);
  EXPECT_NE(without.nodes, chess.nodes);
  EXPECT_FALSE(chess.pv.empty());
}

TEST(SearchData, InternalIterativeReductionFollowsTheEvaluationData) {
  expect_the_setting_drives_the_search<ChessWithoutIir>(7);
}

// History aging is evaluation data too (history_age_shift): a searcher's second search of a game
// orders by what the first one learnt, halved in chess; a descendant that sets it to 0 carries
// the counts over whole and searches another tree, one with chess's data the same tree.
struct ChessWithoutAging : Chess {
  struct evaluation : variants::ChessEvaluation {
    static constexpr int history_age_shift = 0;
  };
};

template <class V>
search::Report second_search(const std::string& first, const std::string& second, int depth) {
  search::Searcher<V> s(8);
  s.search(V::notation::template parse_position<V>(first), {depth, 0, 0});
  return s.search(V::notation::template parse_position<V>(second), {depth, 0, 0});
}

TEST(SearchData, HistoryAgingFollowsTheEvaluationData) {
  const std::string first = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  const std::string second = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
  const auto chess = second_search<Chess>(first, second, 7);
  const auto same = second_search<ChessSameData>(first, second, 7);
  const auto without = second_search<ChessWithoutAging>(first, second, 7);
  EXPECT_EQ(same.nodes, chess.nodes);
  EXPECT_EQ(same.pv, chess.pv);
  EXPECT_NE(without.nodes, chess.nodes);
}

// Singular extensions are evaluation data too (singular_depth): chess tests the table's move
// from depth 6, and a descendant that sets 0 never does and searches another tree; the same
// data, the same tree. At depth 9 the test is reached at many nodes.
struct ChessWithoutSingular : Chess {
  struct evaluation : variants::ChessEvaluation {
    static constexpr int singular_depth = 0;
  };
};

TEST(SearchData, SingularExtensionFollowsTheEvaluationData) {
  expect_the_setting_drives_the_search<ChessWithoutSingular>(9);
}

TEST(SearchLimits, NodeLimitStopsSoon) {
  search::Searcher<Chess> s(8);
  const auto r = s.search(parse_fen<Chess>(Chess::start_position), {0, 0, 20000});
  EXPECT_LE(r.nodes, 20000u + 1024u);
  EXPECT_FALSE(r.pv.empty());
}

// A search stopped inside an iteration plays the root move that iteration has already searched
// to the end and found better, rather than throw the iteration away: for some node limit between
// the counts at which depth d-1 and depth d complete, where depth d changed its mind, the answer
// is already depth d's move while the last whole iteration is still d-1. Without that, every such
// limit would answer with depth d-1's move.
TEST(SearchLimits, AnInterruptedIterationsBetterMoveIsPlayed) {
  bool changed = false, answered = false;
  for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}) {
    const auto pos = parse_fen<Chess>(fen);
    std::vector<search::Report> iterations;
    search::Searcher<Chess>(8).search(pos, {7, 0, 0},
                                      [&](const search::Report& r) { iterations.push_back(r); });
    for (std::size_t d = 2; d < iterations.size() && !answered; ++d) {
      const search::Report &before = iterations[d - 1], &after = iterations[d];
      if (before.pv.at(0) == after.pv.at(0)) continue;
      changed = true;
      for (int step = 1; step < 32 && !answered; ++step) {
        const std::uint64_t limit = before.nodes + (after.nodes - before.nodes) * step / 32;
        const auto r = search::Searcher<Chess>(8).search(pos, {0, 0, limit});
        answered = r.depth == before.depth && r.pv.at(0) == after.pv.at(0);
      }
    }
  }
  ASSERT_TRUE(changed) << "no iteration changed its mind: pick other positions";
  EXPECT_TRUE(answered);
}

}  // namespace
}  // namespace boardlab::test
