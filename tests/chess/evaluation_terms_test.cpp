// Chess's named evaluation terms count what they say, on positions counted by hand: the pawn
// structure (passed, doubled, isolated, backward, connected), threats and hanging pieces, the
// king's pawn shelter; the per-thread pawn table gives what a fresh computation gives; and
// crazyhouse, which reuses the terms, keeps its hand-written numbers.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/movegen.hpp"
#include "variants/chess/chess.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"

namespace boardlab::test {
namespace {

using E = variants::ChessEvaluation;
using variants::Chess;

// What term t (its middlegame weight 1, every other weight 0) adds, White minus Black.
int term_count(const std::string& fen, int t) {
  std::array<int, E::terms.size()> term{};
  term[t] = 1;
  const search::TermScore s = E::extra(parse_fen<Chess>(fen), term);
  EXPECT_EQ(s.eg, 0);
  EXPECT_EQ(s.flat, 0);
  return s.mg;
}

std::uint64_t squares(std::initializer_list<const char*> names) {
  std::uint64_t b = 0;
  for (const char* n : names) b |= std::uint64_t(1) << ((n[1] - '1') * 8 + (n[0] - 'a'));
  return b;
}

TEST(ChessPawnStructure, CountsEachKindOfPawn) {
  using variants::chess_eval::compute_pawn_structure;
  // White a2 g2 h3 e4 e5, Black d6. a2, e4 and e5 have no neighbour (isolated); e4 has e5 ahead
  // (doubled); h3 is defended by g2 (connected, relative rank 2); a2, g2 and h3 have no black
  // pawn ahead on their files or beside (passed); e4 and e5 are stopped by d6's span. d6 is
  // isolated and not passed (e4 and e5 are in its span).
  const auto a =
      compute_pawn_structure<Chess>(squares({"a2", "g2", "h3", "e4", "e5"}), squares({"d6"}));
  EXPECT_EQ(a.isolated[White], 3);
  EXPECT_EQ(a.doubled[White], 1);
  EXPECT_EQ(a.backward[White], 0);
  EXPECT_EQ(a.connected[White], 2);
  EXPECT_EQ(a.passed[White], squares({"a2", "g2", "h3"}));
  EXPECT_EQ(a.isolated[Black], 1);
  EXPECT_EQ(a.passed[Black], 0u);
  EXPECT_EQ(a.attacks[White], squares({"b3", "f3", "h3", "g4", "d5", "f5", "d6", "f6"}));
  EXPECT_EQ(a.attacks[Black], squares({"c5", "e5"}));
  // White c4 d3, Black e5: d3 has no neighbour level or behind and e5 hits its stop square d4
  // (backward); c4 is defended by d3 (connected, rank 3) and passed.
  const auto b = compute_pawn_structure<Chess>(squares({"c4", "d3"}), squares({"e5"}));
  EXPECT_EQ(b.backward[White], 1);
  EXPECT_EQ(b.connected[White], 3);
  EXPECT_EQ(b.isolated[White], 0);
  EXPECT_EQ(b.passed[White], squares({"c4"}));
  EXPECT_EQ(b.isolated[Black], 1);
}

TEST(ChessEvaluationTerms, EachTermCountsWhatItNames) {
  const std::string pawns = "4k3/8/3p4/4P3/4P3/7P/P5P1/4K3 w - - 0 1";
  EXPECT_EQ(term_count(pawns, E::IsolatedPawn), 3 - 1);
  EXPECT_EQ(term_count(pawns, E::DoubledPawn), 1);
  EXPECT_EQ(term_count(pawns, E::ConnectedPawn), 2);
  EXPECT_EQ(term_count(pawns, E::PassedRank1 + 2 * 1), 2);  // a2, g2
  EXPECT_EQ(term_count(pawns, E::PassedRank1 + 2 * 2), 1);  // h3
  // A passed pawn counts its path and the kings' distances from the fourth rank on: c5 (advance
  // 2) with c6 empty; to c6 the black king on e8 is 2 moves, the white one on e1 is 5.
  const std::string runner = "4k3/8/8/2P5/8/8/8/4K3 w - - 0 1";
  EXPECT_EQ(term_count(runner, E::PassedFreePath), 2);
  EXPECT_EQ(term_count(runner, E::PassedKingDistance), 2 * (2 - 5));
  // Nc4 attacks the queen on b6 (a lesser piece on a major one); the queen and the a8 rook are
  // attacked and not defended (hanging), and so is White's a1 rook.
  const std::string threats = "r3k3/8/1q6/8/2N5/8/8/R3K3 w - - 0 1";
  EXPECT_EQ(term_count(threats, E::ThreatByMinor), 1);
  EXPECT_EQ(term_count(threats, E::Hanging), 2 - 1);
  EXPECT_EQ(term_count(threats, E::ThreatByRook), 0);
  EXPECT_EQ(term_count("4k3/8/8/8/3q4/8/8/3RK3 w - - 0 1", E::ThreatByRook), 1);
  EXPECT_EQ(term_count("4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1", E::ThreatByPawn), 1);
  // Kings on g1 and g8: three shelter pawns each, then Black without its h-pawn.
  EXPECT_EQ(term_count("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", E::KingShelter), 0);
  EXPECT_EQ(term_count("6k1/5pp1/8/8/8/8/5PPP/6K1 w - - 0 1", E::KingShelter), 1);
}

TEST(ChessPawnStructure, TheThreadsTableGivesWhatAFreshComputationGives) {
  // Random games: every position's cached structure is the one computed from its pawns.
  std::mt19937 rng(7);
  for (int game = 0; game < 20; ++game) {
    Position<Chess> pos = parse_fen<Chess>(Chess::start_position);
    for (int ply = 0; ply < 120; ++ply) {
      const auto& cached = variants::chess_eval::pawn_structure(pos);
      const auto fresh = variants::chess_eval::compute_pawn_structure<Chess>(pos.pieces(White, 0),
                                                                             pos.pieces(Black, 0));
      ASSERT_EQ(cached.passed, fresh.passed);
      ASSERT_EQ(cached.attacks, fresh.attacks);
      ASSERT_EQ(cached.connected, fresh.connected);
      ASSERT_EQ(cached.backward, fresh.backward);
      const auto moves = legal_moves(pos);
      if (moves.empty()) break;
      pos.make(moves[rng() % moves.size()]);
    }
  }
}

TEST(ChessEvaluationTerms, CrazyhouseKeepsItsHandWrittenTerms) {
  using Z = variants::CrazyhouseEvaluation;
  auto value = [](std::string_view name) {
    for (const auto& t : Z::terms)
      if (t.name == name) return t.value;
    ADD_FAILURE() << name;
    return -1;
  };
  EXPECT_EQ(value("bishop_pair_mg"), 35);
  EXPECT_EQ(value("bishop_pair_eg"), 35);
  EXPECT_EQ(value("passed_pawn_rank7_eg"), 144);
  EXPECT_EQ(value("rook_half_open_file_mg"), 10);
  EXPECT_EQ(value("hanging_mg"), 0);  // chess's later terms weigh nothing here
  EXPECT_EQ(value("isolated_pawn_eg"), 0);
}

}  // namespace
}  // namespace boardlab::test
