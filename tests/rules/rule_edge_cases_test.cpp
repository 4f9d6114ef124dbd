// Every case of tests/data/rule-edge-cases.json (public test suites of python-chess, chessops,
// shogiops, scalashogi, ShogiLibSharp, python-shogi, lishogi): outcomes, claims, repetition,
// castling legality, uchifuzume, nifu. Each expectation key is checked or listed below as outside
// these rules, so no case passes by being ignored.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "support/perft_data.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/shogi-declaration/shogi_declaration.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using nlohmann::json;
using variants::Chess;
using variants::Chess960;
using variants::Shogi;

using variants::ShogiDeclaration;  // shogi with the 27-point entering-king declaration

// Keys about rules boardlab does not adjudicate: per-side "cannot mate" matters only for a
// flag fall, and mate-in-N beyond one ply needs the search.
const std::set<std::string> kNotAdjudicated = {"white_insufficient", "black_insufficient"};

std::vector<json> cases(const std::string& game) {
  std::ifstream in(data_path("rule-edge-cases.json"));
  std::vector<json> out;
  const json all = json::parse(in);
  for (const json& c : all["cases"])
    if (c["game"] == game) out.push_back(c);
  return out;
}

template <class V>
std::string text_of(const Position<V>& pos, Move m) {
  return V::notation::template move_text<V>(pos, m);
}

template <class V>
bool has_move(const Position<V>& pos, const std::string& text) {
  for (Move m : legal_moves(pos))
    if (text_of(pos, m) == text) return true;
  return false;
}

// A move after which the opponent is checkmated.
template <class V>
bool mate_in_one(const Position<V>& pos) {
  Position<V> p = pos;
  for (Move m : legal_moves(pos)) {
    p.make(m);
    const bool mate = p.in_check() && legal_moves(p).empty();
    p.unmake(m);
    if (mate) return true;
  }
  return false;
}

template <class V>
Game<V> play(const json& c, std::size_t plies, bool san) {
  const std::string start = c.contains("fen") ? c["fen"] : c["sfen"];
  Game<V> g(V::notation::template parse_position<V>(start));
  const json& moves = c[san ? "moves_san" : "moves_usi"];
  for (std::size_t i = 0; i < plies && i < moves.size(); ++i) {
    const std::string m = moves[i];
    if constexpr (std::is_same_v<typename V::notation, ChessNotation>)
      g.play(parse_san(g.position(), m));
    else
      g.play(parse_usi_move(g.position(), m));
  }
  return g;
}

template <class V>
void check_chess_case(const json& c) {
  SCOPED_TRACE(std::string(c["id"]));
  const bool has_moves = c.contains("moves_san");
  const std::size_t all = has_moves ? c["moves_san"].size() : 0;
  const Game<V> g = play<V>(c, all, true);
  const Outcome o = g.outcome();
  const auto claim = g.claimable();
  const auto& pos = g.position();
  for (const auto& item : c["expect"].items()) {
    const std::string key = item.key();
    const json& value = item.value();
    SCOPED_TRACE(key);
    if (kNotAdjudicated.count(key)) continue;
    if (key == "checkmate")
      EXPECT_EQ(o.reason == Reason::Checkmate, value.get<bool>());
    else if (key == "stalemate")
      EXPECT_EQ(o.reason == Reason::Stalemate, value.get<bool>());
    else if (key == "result")
      EXPECT_EQ(result_text(o.result), value.get<std::string>());
    else if (key == "insufficient_material" || key == "draw_insufficient_material")
      EXPECT_EQ(o.reason == Reason::InsufficientMaterial, value.get<bool>());
    else if (key == "halfmove_clock_ge_150")
      EXPECT_EQ(pos.rule50() >= 150, value.get<bool>());
    else if (key == "automatic_draw_75_move")
      EXPECT_EQ(o.reason == Reason::SeventyFiveMoves, value.get<bool>());
    else if (key == "can_claim_50_move" || key == "can_claim_fifty_moves")
      EXPECT_EQ(claim && claim->reason == Reason::FiftyMoves, value.get<bool>());
    else if (key == "is_fifty_moves")
      EXPECT_EQ(
          pos.rule50() >= 100 && o.reason != Reason::Checkmate && o.reason != Reason::Stalemate,
          value.get<bool>());
    else if (key == "result_without_claim")
      EXPECT_EQ(result_text(o.result), value.get<std::string>());
    else if (key == "result_with_claim")
      EXPECT_EQ(result_text(g.outcome_with_claim().result), value.get<std::string>());
    else if (key == "can_claim_threefold_before_ply_8" ||
             key == "claim_after_ply_7_by_announcing_Ng8") {
      const auto c7 = play<V>(c, 7, true).claimable();
      EXPECT_EQ(c7 && c7->reason == Reason::ThreefoldRepetition, value.get<bool>());
    } else if (key == "threefold_after_ply_8") {
      EXPECT_EQ(play<V>(c, 8, true).occurrences() >= 3, value.get<bool>());
    } else if (key == "not_after_extra_move") {
      Game<V> more = play<V>(c, 8, true);
      more.play(parse_san(more.position(), value.get<std::string>()));
      EXPECT_FALSE(more.claimable().has_value());
    } else if (key == "fivefold_after_ply_16") {
      EXPECT_EQ(play<V>(c, 16, true).outcome().reason == Reason::FivefoldRepetition,
                value.get<bool>());
    } else if (key == "not_fivefold_after_ply_12") {
      EXPECT_EQ(play<V>(c, 12, true).outcome().over(), !value.get<bool>());
    } else if (key == "game_over_without_claim") {
      EXPECT_EQ(o.over(), value.get<bool>());
    } else if (key == "legal_uci" || key == "legal_uci_king_takes_rook") {
      for (const std::string m : value) EXPECT_TRUE(has_move(pos, m)) << m;
    } else if (key == "illegal_uci") {
      for (const std::string m : value) EXPECT_FALSE(has_move(pos, m)) << m;
    } else if (key.rfind("result_fen_after_", 0) == 0) {
      Position<V> p = pos;
      p.make(parse_uci_move(p, key.substr(17)));
      EXPECT_EQ(to_fen(p), value.get<std::string>());
    } else {
      ADD_FAILURE() << "unhandled expectation " << key;
    }
  }
  if (c.contains("expect_after")) {  // en passant expires after one move
    Game<V> later = g;
    for (const std::string m : c["after_moves_san"]) later.play(parse_san(later.position(), m));
    later.play(parse_uci_move(later.position(), "a7a6"));
    for (const std::string m : c["expect_after"]["illegal_uci_for_white_next_turn"])
      EXPECT_FALSE(has_move(later.position(), m)) << m;
  }
}

TEST(RuleEdgeCases, Chess) {
  const auto all = cases("chess");
  EXPECT_EQ(all.size(), 27u);
  for (const json& c : all) check_chess_case<Chess>(c);
}

TEST(RuleEdgeCases, Chess960) {
  const auto all = cases("chess960");
  EXPECT_EQ(all.size(), 14u);
  for (const json& c : all) check_chess_case<Chess960>(c);
}

Outcome expected_shogi_outcome(const std::string& text) {
  if (text.find("perpetual check by sente") != std::string::npos)
    return {Result::SecondWins, Reason::PerpetualCheck};
  if (text.find("perpetual check by gote") != std::string::npos)
    return {Result::FirstWins, Reason::PerpetualCheck};
  EXPECT_NE(text.find("repetition draw"), std::string::npos) << text;
  return {Result::Draw, Reason::Sennichite};
}

TEST(RuleEdgeCases, Shogi) {
  const auto all = cases("shogi");
  EXPECT_EQ(all.size(), 42u);
  for (const json& c : all) {
    SCOPED_TRACE(std::string(c["id"]));
    const std::size_t n = c.contains("moves_usi") ? c["moves_usi"].size() : 0;
    const Game<Shogi> g = play<Shogi>(c, n, false);
    const auto& pos = g.position();
    for (const auto& [key, value] : c["expect"].items()) {
      SCOPED_TRACE(key);
      if (key == "legal_usi") {
        for (const std::string m : value) EXPECT_TRUE(has_move(pos, m)) << m;
      } else if (key == "illegal_usi") {
        for (const std::string m : value) EXPECT_FALSE(has_move(pos, m)) << m;
      } else if (key == "legal_move_count") {
        EXPECT_EQ(legal_moves(pos).size(), value.get<int>());
      } else if (key == "mate_in_plies") {
        ASSERT_EQ(value.get<int>(), 1) << "deeper mates belong to the search tests";
        EXPECT_TRUE(mate_in_one(pos));
      } else if (key == "mate_in_plies_1") {
        EXPECT_FALSE(mate_in_one(pos));
      } else if (key == "fourfold_after_last_move" || key == "repetition_draw_after_last_move") {
        EXPECT_EQ(g.outcome() == (Outcome{Result::Draw, Reason::Sennichite}), value.get<bool>());
      } else if (key == "fourfold_before_last_move") {
        EXPECT_EQ(play<Shogi>(c, n - 1, false).occurrences() >= 4, value.get<bool>());
      } else if (key == "not_before_last_move") {
        EXPECT_EQ(!play<Shogi>(c, n - 1, false).outcome().over(), value.get<bool>());
      } else if (key == "result") {
        ASSERT_EQ(value.get<std::string>(), "draw (sennichite)");
        EXPECT_EQ(g.outcome(), (Outcome{Result::Draw, Reason::Sennichite}));
      } else if (key == "outcome") {
        EXPECT_EQ(g.outcome(), expected_shogi_outcome(value.get<std::string>()));
      } else if (key == "check_repetition_for_side_to_move_after_last_move") {
        const std::string v = value;
        const Color us = pos.side_to_move();
        const Outcome o = g.outcome();
        const Outcome want = v == "Draw"  ? Outcome{Result::Draw, Reason::Sennichite}
                             : v == "Win" ? Outcome{win_for(us), Reason::PerpetualCheck}
                                          : Outcome{win_for(~us), Reason::PerpetualCheck};
        EXPECT_EQ(o, want);
      } else if (key == "impasse27_declaration_wins_for_side_to_move") {
        const auto with_rule = parse_sfen<ShogiDeclaration>(std::string(c["sfen"]));
        const auto claim = ShogiDeclaration::impasse::claim(with_rule);
        const bool wins = claim && claim->reason == Reason::Declaration &&
                          claim->result == win_for(with_rule.side_to_move());
        EXPECT_EQ(wins, value.get<bool>());
      } else {
        ADD_FAILURE() << "unhandled expectation " << key;
      }
    }
    if (c.contains("also"))  // earlier prefixes of the same game are not over yet
      for (const auto& [key, value] : c["also"].items()) {
        ASSERT_EQ(value.get<std::string>(), "no result");
        const int plies = std::stoi(key.substr(13)) + std::stoi(key.substr(key.rfind('_') + 1));
        EXPECT_FALSE(play<Shogi>(c, plies, false).outcome().over()) << key;
      }
  }
}

}  // namespace
}  // namespace boardlab::test
