// The generic evaluation: the same for either player (a position and its colour-swapped turn
// round score alike from the mover's view), and the descriptor's mobility term worth what its
// weights say on a position counted by hand.
#include <gtest/gtest.h>

#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/evaluation.hpp"
#include "support/perft_data.hpp"
#include "variants/chess/chess.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using search::evaluate;
using variants::Chess;
using variants::Crazyhouse;
using variants::Shogi;

std::string swap_case(std::string s) {
  for (char& c : s)
    c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
  return s;
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> w;
  std::istringstream in(s);
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

// Chess: the board turned 180 degrees (the evaluation's convention: the second player's
// piece-square values are the first player's turned round), colours swapped, the other side to
// move. Castling and en passant do not enter the evaluation and are dropped.
std::string mirror_fen(const std::string& fen) {
  const auto w = words(fen);
  std::string placement(w[0].rbegin(), w[0].rend());
  return swap_case(placement) + (w[1] == "w" ? " b" : " w") + " - - 0 1";
}

// Shogi: the board turned 180 degrees (squares and runs of empty ones in reverse order, each
// promoted piece keeping its '+'), colours and hands swapped, the other side to move.
std::string mirror_sfen(const std::string& sfen) {
  const auto w = words(sfen);
  std::vector<std::string> tokens;
  for (std::size_t i = 0; i < w[0].size(); ++i)
    tokens.push_back(w[0][i] == '+' ? w[0].substr(i++, 2) : w[0].substr(i, 1));
  std::string board;
  for (auto t = tokens.rbegin(); t != tokens.rend(); ++t) board += *t;
  return swap_case(board) + (w[1] == "b" ? " w " : " b ") + (w[2] == "-" ? "-" : swap_case(w[2])) +
         " 1";
}

// The positions of a reference data file: the text before its first ';'.
std::vector<std::string> positions(const std::string& file) {
  std::vector<std::string> out;
  for (const std::string& line : data_lines(file))
    out.push_back(trim(line.substr(0, line.find(';'))));
  return out;
}

// Every position of `file` scores the same as its turned-round, colour-swapped self.
template <class Parse, class Mirror>
void expect_same_for_either_player(const std::string& file, Parse parse, Mirror mirror,
                                   int at_least) {
  int checked = 0;
  for (const std::string& text : positions(file)) {
    EXPECT_EQ(evaluate(parse(text)), evaluate(parse(mirror(text))))
        << text << " / " << mirror(text);
    ++checked;
  }
  EXPECT_GE(checked, at_least);
}

TEST(Evaluation, ChessIsTheSameForEitherPlayer) {
  expect_same_for_either_player(
      "chess-perftsuite.epd", [](const std::string& t) { return parse_fen<Chess>(t); }, mirror_fen,
      101);
}

TEST(Evaluation, ShogiIsTheSameForEitherPlayer) {
  expect_same_for_either_player(
      "shogi-perft.txt", [](const std::string& t) { return parse_sfen<Shogi>(t); }, mirror_sfen, 6);
}

// Chess valued without its mobility term.
struct ChessWithoutMobility : variants::ChessEvaluation {
  static constexpr std::array<int, 6> mobility_mg{}, mobility_eg{}, mobility_base{};
};
struct ChessNoMobility : Chess {
  using evaluation = ChessWithoutMobility;
};

TEST(Evaluation, MobilityIsWorthItsWeights) {
  using E = variants::ChessEvaluation;
  constexpr int rook = 3;
  // The a1 rook reaches a2-a8 and b1-d1 (its own king on e1 not counted): 10 squares. Only
  // the rook has phase (2 of 24), so the middlegame and endgame terms blend 2:22.
  const char* fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  const int n = 10 - E::mobility_base[rook];
  const double expected =
      (E::mobility_mg[rook] * n * 2.0 + E::mobility_eg[rook] * n * 22.0) / E::max_phase;
  const int with = evaluate(parse_fen<Chess>(fen));
  const int without = evaluate(parse_fen<ChessNoMobility>(fen));
  EXPECT_NEAR(with - without, expected, 1.0);
  EXPECT_GT(with - without, 0);
  // A rook boxed in by its own pawns and king is worth less than the free one.
  const char* boxed = "4k3/8/8/8/8/8/P7/RK6 w - - 0 1";
  EXPECT_LT(evaluate(parse_fen<Chess>(boxed)) - evaluate(parse_fen<ChessNoMobility>(boxed)), 0);
}

// The index of one of shogi's named evaluation terms.
int shogi_term(std::string_view name) {
  using W = search::Weights<Shogi>;
  for (int i = 0; i < W::term_count; ++i)
    if (W::term_defaults[i].name == name) return i;
  ADD_FAILURE() << "no term " << name;
  return 0;
}

// How much the evaluation of a shogi position (from the side to move) changes when one term's
// weight is raised by 10: the number of times the term counts there, times ±10.
int shogi_term_effect(const char* sfen, std::string_view name) {
  const search::Weights<Shogi> base = search::compiled_weights<Shogi>;
  search::Weights<Shogi> raised = base;
  raised.term[shogi_term(name)] += 10;
  const auto pos = parse_sfen<Shogi>(sfen);
  return evaluate(pos, raised) - evaluate(pos, base);
}

// Shogi's king ring: a square next to the king that the enemy attacks more often than the
// king's own pieces do is weak, and worth more to the enemy the more it holds in hand. Below,
// Black's gold on 5c attacks 4b, 5b and 6b next to White's king on 5a, which nothing of White's
// but the king defends: three weak squares, against Black holding two pieces in hand.
TEST(Evaluation, ShogiKingRingWeaknessIsWorthItsWeights) {
  using W = search::Weights<Shogi>;
  const auto pos = parse_sfen<Shogi>("4k4/9/4G4/9/9/9/9/9/4K4 b 2P 1");
  const W base = search::compiled_weights<Shogi>;
  W weak = base, weak_hand = base;
  weak.term[shogi_term("king_ring_weak")] += 10;
  weak_hand.term[shogi_term("king_ring_weak_hand")] += 10;
  EXPECT_EQ(evaluate(pos, weak) - evaluate(pos, base), 3 * 10);
  EXPECT_EQ(evaluate(pos, weak_hand) - evaluate(pos, base), 3 * 2 * 10);
  // A gold of White's on 5b guards 4b and 6b as often as the attacker does; its own square, 5b,
  // it cannot guard, and only the king does: one weak square left.
  const auto guarded = parse_sfen<Shogi>("4k4/4g4/4G4/9/9/9/9/9/4K4 b 2P 1");
  EXPECT_EQ(evaluate(guarded, weak) - evaluate(guarded, base), 1 * 10);
}

// Shogi's threats: a piece (not a pawn, not the king) that the enemy attacks and nothing of its
// side defends costs `hanging`; one an enemy pawn attacks costs `threat_by_pawn`. Below, Black's
// silver on 5e stands in the file of White's rook on 5b, then in front of White's pawn on 5d, each
// time once alone and once guarded by a gold on 5f behind it. Black moves, so the view is Black's.
TEST(Evaluation, ShogiThreatsAreWorthTheirWeights) {
  const auto& change = shogi_term_effect;
  const std::string_view hanging = "hanging", by_pawn = "threat_by_pawn";
  const char* by_rook = "4k4/4r4/9/9/4S4/9/9/9/4K4 b - 1";
  const char* by_rook_guarded = "4k4/4r4/9/9/4S4/4G4/9/9/4K4 b - 1";
  const char* pawn = "4k4/9/9/4p4/4S4/9/9/9/4K4 b - 1";
  const char* pawn_guarded = "4k4/9/9/4p4/4S4/4G4/9/9/4K4 b - 1";
  EXPECT_EQ(change(by_rook, hanging), -10);
  EXPECT_EQ(change(by_rook, by_pawn), 0);
  EXPECT_EQ(change(by_rook_guarded, hanging), 0);
  EXPECT_EQ(change(pawn, hanging), -10);
  EXPECT_EQ(change(pawn, by_pawn), -10);
  EXPECT_EQ(change(pawn_guarded, hanging), 0);
  EXPECT_EQ(change(pawn_guarded, by_pawn), -10);
  // The same from White's side: the position turned round, White to move.
  EXPECT_EQ(change("4k4/9/9/9/4s4/4P4/9/9/4K4 w - 1", by_pawn), -10);
}

// A piece attacked by a lesser enemy piece other than a pawn costs `threat_by_lesser`, guarded
// or not, counted once however many attack it. Below, White's silver on 5d attacks Black's rook
// on 5e (a silver is worth less), then Black's gold there (also less), then a silver (equal: no
// threat); White's pawn in the silver's place is `threat_by_pawn`'s, not this term's.
TEST(Evaluation, ShogiThreatsByLesserPiecesAreWorthTheirWeight) {
  const auto change = [](const char* sfen) { return shogi_term_effect(sfen, "threat_by_lesser"); };
  EXPECT_EQ(change("4k4/9/9/4s4/4R4/9/9/9/4K4 b - 1"), -10);
  EXPECT_EQ(change("4k4/9/9/4s4/4R4/4G4/9/9/4K4 b - 1"), -10);
  EXPECT_EQ(change("4k4/9/9/3ss4/4R4/9/9/9/4K4 b - 1"), -10);
  EXPECT_EQ(change("4k4/9/9/4s4/4G4/9/9/9/4K4 b - 1"), -10);
  EXPECT_EQ(change("4k4/9/9/4s4/4S4/9/9/9/4K4 b - 1"), 0);
  EXPECT_EQ(change("4k4/9/9/4p4/4R4/9/9/9/4K4 b - 1"), 0);
  // Both sides: White's rook on 5d attacked by Black's silver on 5e as well.
  EXPECT_EQ(change("4k4/9/9/4r4/4S4/9/9/9/4K4 b - 1"), +10);
}

// A kind in the enemy's hand that could be dropped to give check on a square the king's side
// does not attack costs `safe_drop_check`, once per kind; next to the king, the square must
// also be the enemy's (else the king takes the piece). White's king on 5a, Black to move:
TEST(Evaluation, ShogiSafeDropChecksAreWorthTheirWeight) {
  const auto change = [](const char* sfen) { return shogi_term_effect(sfen, "safe_drop_check"); };
  // A knight in hand checks from 4c and 6c; silvers of White's on 4b and 6b guard both.
  EXPECT_EQ(change("4k4/9/9/9/9/9/9/9/4K4 b N 1"), +10);
  EXPECT_EQ(change("4k4/3s1s3/9/9/9/9/9/9/4K4 b N 1"), 0);
  // A gold checks only from next to the king: safe once Black's pawn on 5c guards 5b.
  EXPECT_EQ(change("4k4/9/9/9/9/9/9/9/4K4 b G 1"), 0);
  EXPECT_EQ(change("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), +10);
  // Per kind, not per piece; a pawn in hand never counts.
  EXPECT_EQ(change("4k4/9/9/9/9/9/9/9/4K4 b 2NR 1"), +20);
  EXPECT_EQ(change("4k4/9/9/9/9/9/9/9/4K4 b P 1"), 0);
  // White's hand against Black's king on 5i, the position turned round.
  EXPECT_EQ(change("4k4/9/9/9/9/9/9/9/4K4 b n 1"), -10);
}

// An evaluation that reads each kind's reach (shogi's: `attacks_by_kind`) gets it from the walk:
// per side and kind, the squares its pieces attack, which together are the side's attacked
// squares. The king's reach is not kept (it has no mobility or attack units to count).
TEST(Evaluation, AttackMapsKeepEachKindsReachWhenAsked) {
  static_assert(search::AttackMaps<Shogi>::keeps_kinds && !search::AttackMaps<Chess>::keeps_kinds);
  int checked = 0;
  for (const std::string& text : positions("shogi-perft.txt")) {
    const auto pos = parse_sfen<Shogi>(text);
    search::WeighedEvaluation<Shogi> sink{search::compiled_weights<Shogi>};
    search::AttackMaps<Shogi> maps;
    search::walk_evaluation(pos, sink, maps);
    for (const Color c : {White, Black}) {
      u128 all = 0;
      for_each_kind<Shogi>([&]<int K>() {
        u128 reach = 0;
        if (K != Traits<Shogi>::royal)
          for (auto b = pos.pieces(c, K); b;) {
            const int sq = pop_lsb(b);
            reach |= c == White ? piece_attacks<Shogi, White, K>(sq, pos.pieces())
                                : piece_attacks<Shogi, Black, K>(sq, pos.pieces());
          }
        EXPECT_TRUE(maps.by_kind[c][K] == reach) << text << " kind " << K;
        all |= reach;
      });
      EXPECT_TRUE(maps.once[c] == all) << text;
    }
    ++checked;
  }
  EXPECT_GE(checked, 6);
}

// However much a hand holds (a FEN may give one side forty queens, 40,000 by the hand values),
// the evaluation stays below the decisive and mate values the search reserves. Above them the
// aspiration window never closed: the protocol fuzzer's first search finding (docs/reliability.md).
TEST(Evaluation, StaysBelowDecisiveValuesWhateverTheHand) {
  const auto with_hand = [](const std::string& hand) {
    return evaluate(parse_fen<Crazyhouse>("2k5/8/8/8/8/8/8/4K3[" + hand + "] w - - 0 1"));
  };
  EXPECT_EQ(with_hand(std::string(40, 'Q')), search::kMaxEvaluation);
  EXPECT_EQ(with_hand(std::string(40, 'q')), -search::kMaxEvaluation);
  EXPECT_LT(search::kMaxEvaluation + search::kMaxPly, search::kDecisive);
  // Below the bound a hand counts in full: a fourth queen is worth a queen's hand value.
  EXPECT_EQ(with_hand("QQQQ") - with_hand("QQQ"), variants::CrazyhouseEvaluation::hand_value[4]);
}

}  // namespace
}  // namespace boardlab::test
