// Evaluation weights as data: the compiled default evaluates as the descriptor's tables do, a
// changed weight moves the evaluation by exactly what it weighs on a position counted by hand,
// the text format reads back what it wrote, and each malformed line is one error naming it.
#include <gtest/gtest.h>

#include <string>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/eval_weights_text.hpp"
#include "variants/chess/chess.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using search::compiled_weights;
using search::evaluate;
using search::read_weights;
using search::weights_text;
using variants::Chess;
using variants::Crazyhouse;
using variants::Shogi;

template <class V>
Position<V> fen(const std::string& text) {
  return V::notation::template parse_position<V>(text);
}

TEST(EvalWeights, TheCompiledDefaultIsTheDescriptorsTables) {
  const auto& w = compiled_weights<Chess>;
  EXPECT_EQ(w.value_mg[1], 317);  // knight
  EXPECT_EQ(w.value_eg[3], 587);  // rook
  EXPECT_EQ(w.tempo, 13);
  EXPECT_EQ(w.mobility_mg[2], 3);  // bishop
  EXPECT_EQ(w.term[0], 9);         // bishop_pair_mg
  const auto& s = compiled_weights<Shogi>;
  EXPECT_EQ(s.hand[6], 1150);  // rook in hand
  EXPECT_EQ(s.king_attack[13], 5);
  // The default-weights evaluation is the one the search has always used.
  const auto p = fen<Chess>("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
  EXPECT_EQ(evaluate(p), evaluate(p, compiled_weights<Chess>));
}

TEST(EvalWeights, EachWeightMovesTheEvaluationByWhatItWeighs) {
  // Kings and two white bishops on a pawnless board: phase 2 of 24, no passed pawns, no rooks.
  const auto p = fen<Chess>("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
  const int base = evaluate(p);
  auto w = compiled_weights<Chess>;
  w.tempo += 7;
  EXPECT_EQ(evaluate(p, w), base + 7);
  w = compiled_weights<Chess>;
  w.term[0] += 24;  // bishop_pair_mg: 2/24 of it, as the phase is 2
  EXPECT_EQ(evaluate(p, w), base + 2);
  w = compiled_weights<Chess>;
  w.term[1] += 24;  // bishop_pair_eg: 22/24 of it
  EXPECT_EQ(evaluate(p, w), base + 22);
  w = compiled_weights<Chess>;
  w.value_eg[2] += 24;  // two bishops, 22/24 of the endgame weight: 2 * 24 * 22 / 24
  EXPECT_EQ(evaluate(p, w), base + 44);
  // From Black's side the same weights count against the mover.
  const auto q = fen<Chess>("4k3/8/8/8/8/8/8/2B1KB2 b - - 0 1");
  w = compiled_weights<Chess>;
  w.term[1] += 24;  // bishop_pair_eg
  EXPECT_EQ(evaluate(q, w), evaluate(q) - 22);
}

TEST(EvalWeights, HandWeightsCountPiecesInHand) {
  const auto p = fen<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[NN] w - - 0 1");
  auto w = compiled_weights<Crazyhouse>;
  w.hand[1] += 15;  // knight in hand, both phases
  EXPECT_EQ(evaluate(p, w), evaluate(p) + 30);
}

template <class V>
void expect_round_trip(const char* name) {
  auto w = compiled_weights<V>;
  w.tempo = 3;
  w.value_mg[0] = -7;
  w.pst_eg[1][5] = 42;
  const std::string text = weights_text<V>(w, name);
  EXPECT_EQ(read_weights<V>(text), w) << text;
  EXPECT_EQ(weights_text<V>(read_weights<V>(text), name), text);
}

TEST(EvalWeights, TheTextReadsBackWhatItWrote) {
  expect_round_trip<Chess>("chess");
  expect_round_trip<Shogi>("shogi");
  expect_round_trip<Crazyhouse>("crazyhouse");
}

TEST(EvalWeights, ALeftOutWeightKeepsItsDefault) {
  const auto w =
      read_weights<Chess>("# only two changes\ntempo 30\nterm rook_open_file_mg=5  # note\n");
  auto expected = compiled_weights<Chess>;
  expected.tempo = 30;
  expected.term[Chess::evaluation::RookOpenFile] = 5;
  EXPECT_EQ(w, expected);
}

TEST(EvalWeights, APieceSquareTableIsReadAsTheDiagramShowsIt) {
  std::string text = "pst.mg N\n";
  for (int r = 8; r >= 1; --r) {
    for (int f = 0; f < 8; ++f) text += " " + std::to_string(r * 10 + f);
    text += "\n";
  }
  const auto w = read_weights<Chess>(text);
  EXPECT_EQ(w.pst_mg[1][0], 10);   // a1: the last row
  EXPECT_EQ(w.pst_mg[1][63], 87);  // h8: the first row's last number
  EXPECT_EQ(w.pst_mg[1][12], 24);  // e2
}

void expect_error(const std::string& text, const std::string& message) {
  try {
    read_weights<Chess>(text);
    ADD_FAILURE() << "accepted: " << text;
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), message);
  }
}

TEST(EvalWeights, EachMalformedLineIsOneErrorNamingIt) {
  expect_error("tempo 1\nvalues P=1\n", "weights line 2: unknown key 'values'");
  expect_error("value.mg X=1\n",
               "weights line 1: value.mg: unknown piece 'X' (pieces: P N B R Q K)");
  expect_error("value.mg N:1\n", "weights line 1: value.mg: expected NAME=NUMBER, not 'N:1'");
  expect_error("value.mg N=3x\n", "weights line 1: value.mg N '3x' is not an integer");
  expect_error("tempo 99999\n", "weights line 1: tempo '99999' is out of range -20000..20000");
  expect_error("mobility.mg P=3\n",
               "weights line 1: mobility.mg of P is not a term of this variant's evaluation");
  expect_error("hand N=300\n",
               "weights line 1: hand of N is not a term of this variant's evaluation");
  expect_error("term bishop_pairs=1\n",
               "weights line 1: term: this evaluation has no term 'bishop_pairs'");
  expect_error("pst.mg N\n 1 2 3\n",
               "weights line 2: pst.mg: a row needs 8 numbers, this one has 3");
  expect_error("pst.eg Q\n", "weights line 1: pst.eg: the text ends before its 8 rows");
  expect_error("# nothing\n\n", "no weights in the text (an empty file?)");
}

TEST(EvalWeights, ShogiWeightsNamePromotedPiecesBySymbol) {
  const auto w = read_weights<Shogi>("value.mg +R=1500\nhand R=1200 P=100\nking_attack +B=6\n");
  EXPECT_EQ(w.value_mg[13], 1500);
  EXPECT_EQ(w.hand[6], 1200);
  EXPECT_EQ(w.hand[0], 100);
  EXPECT_EQ(w.king_attack[12], 6);
  EXPECT_THROW(read_weights<Shogi>("hand +R=1\n"), InputError);  // a promoted piece is never held
}

}  // namespace
}  // namespace boardlab::test
