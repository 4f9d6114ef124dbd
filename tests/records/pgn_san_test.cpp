// SAN and PGN: every legal move of a few hundred positions reached by random play round-trips
// through SAN; whole random games round-trip through PGN; illegal and ambiguous SAN is refused.
#include <gtest/gtest.h>

#include <random>

#include "framework/notation/chess/chess_notation.hpp"
#include "variants/armageddon/armageddon.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/pawnback/pawnback.hpp"
#include "variants/pawnsideways/pawnsideways.hpp"
#include "variants/selfcapture/selfcapture.hpp"
#include "variants/torpedo/torpedo.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;
using variants::Chess960;

template <class V>
Game<V> random_game(std::mt19937_64& rng, const std::string& start, int max_plies) {
  Game<V> g(parse_fen<V>(start));
  for (int i = 0; i < max_plies && !g.outcome().over(); ++i) {
    const auto moves = legal_moves(g.position());
    g.play(moves[rng() % moves.size()]);
  }
  return g;
}

template <class V>
int san_round_trips(const std::string& start, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  int positions = 0;
  for (int game = 0; game < 6; ++game) {
    Game<V> g(parse_fen<V>(start));
    for (int ply = 0; ply < 80 && !g.outcome().over(); ++ply, ++positions) {
      const auto& pos = g.position();
      const auto moves = legal_moves(pos);
      for (Move m : moves) {
        const std::string san = move_to_san(pos, m);
        EXPECT_EQ(parse_san(pos, san), m) << san << " in " << to_fen(pos);
      }
      g.play(moves[rng() % moves.size()]);
    }
  }
  return positions;
}

TEST(San, EveryMoveOfRandomGamesRoundTrips) {
  EXPECT_GT(san_round_trips<Chess>(std::string(Chess::start_position), 1), 200);
  EXPECT_GT(san_round_trips<Chess960>(variants::Chess960Numbering::fen(7), 2), 200);
}

// Rule variations where two pawns can reach one square (sideways, backwards, torpedo), pieces
// take their own, or pieces are dropped: SAN must still name each move unambiguously.
template <class V>
void variation_round_trips(std::uint64_t seed) {
  EXPECT_GT(san_round_trips<V>(std::string(V::start_position), seed), 200) << V::name;
}
TEST(San, RuleVariationsRoundTrip) {
  variation_round_trips<variants::PawnSideways>(3);
  variation_round_trips<variants::PawnBack>(4);
  variation_round_trips<variants::Torpedo>(5);
  variation_round_trips<variants::SelfCapture>(6);
  variation_round_trips<variants::Crazyhouse>(7);
}

TEST(San, WritesDisambiguationChecksAndMates) {
  const auto pos = parse_fen<Chess>("R7/8/6k1/8/8/8/8/R3K2R w KQ - 0 1");
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "a1a7")), "R1a7");
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "a8g8")), "Rg8+");
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "a8b8")), "Rb8");
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "e1g1")), "O-O");
  EXPECT_EQ(move_to_san(pos, parse_uci_move(pos, "e1c1")), "O-O-O");
  const auto knights = parse_fen<Chess>("7k/2N5/8/8/8/2N1N3/8/4K3 w - - 0 1");
  EXPECT_EQ(move_to_san(knights, parse_uci_move(knights, "c3d5")), "Nc3d5");
  const auto mate = parse_fen<Chess>("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
  EXPECT_EQ(move_to_san(mate, parse_uci_move(mate, "a1a8")), "Ra8#");
  const auto promo = parse_fen<Chess>("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(move_to_san(promo, parse_uci_move(promo, "e7d8n")), "exd8=N");
}

TEST(San, RefusesIllegalAmbiguousAndGarbled) {
  const auto pos = parse_fen<Chess>("R7/8/6k1/8/8/8/8/R3K2R w KQ - 0 1");
  auto error = [&](const std::string& san) {
    try {
      parse_san(pos, san);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("<accepted>");
  };
  EXPECT_NE(error("Ra7").find("ambiguous"), std::string::npos);
  EXPECT_NE(error("Nf3").find("illegal"), std::string::npos);
  EXPECT_NE(error("Ra9").find("not a move"), std::string::npos);
  EXPECT_NE(error("Zz4").find("names no piece"), std::string::npos);
  EXPECT_NE(error("").find("not a move"), std::string::npos);
  EXPECT_EQ(error("R8a7+"), "<accepted>");
  EXPECT_EQ(error("0-0"), "<accepted>");
}

template <class V>
void pgn_round_trips(const std::string& start, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < 20; ++i) {
    const Game<V> g = random_game<V>(rng, start, 200);
    const std::string pgn = write_pgn(g, parse_fen<V>(start));
    const PgnGame<V> back = read_pgn<V>(pgn);
    ASSERT_EQ(back.game.moves(), g.moves()) << pgn;
    EXPECT_EQ(back.tags.get("Result"), std::string(result_text(g.outcome().result)));
  }
}

TEST(Pgn, RandomGamesRoundTrip) {
  pgn_round_trips<Chess>(std::string(Chess::start_position), 3);
  pgn_round_trips<Chess960>(variants::Chess960Numbering::fen(100), 4);
  pgn_round_trips<variants::Armageddon>(std::string(Chess::start_position), 5);
}

TEST(Pgn, TagsForOtherStarts) {
  const auto start = parse_fen<Chess960>(variants::Chess960Numbering::fen(0));
  const std::string pgn = write_pgn(Game<Chess960>(start), start);
  EXPECT_NE(pgn.find("[Variant \"Chess960\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[SetUp \"1\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]"),
            std::string::npos);
  const auto a = parse_fen<variants::Armageddon>(Chess::start_position);
  EXPECT_NE(write_pgn(Game<variants::Armageddon>(a), a).find("[Variant \"Armageddon\"]"),
            std::string::npos);
}

TEST(Pgn, ReadsCommentsVariationsAndNags) {
  const auto g = read_pgn<Chess>(
      "[Event \"t\"]\n[Result \"0-1\"]\n\n1. f3 {weak} e5 (1... e6 2. g4) 2. g4 $4 ; worse\n Qh4# "
      "0-1\n");
  EXPECT_EQ(g.game.moves().size(), 4u);
  EXPECT_EQ(g.game.outcome(), (Outcome{Result::SecondWins, Reason::Checkmate}));
}

TEST(Pgn, NamesTheBadMove) {
  try {
    read_pgn<Chess>("1. e4 e5 2. Ke3 Nf6 *");
    FAIL() << "accepted an illegal move";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("PGN move 3 'Ke3' is illegal"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(read_pgn<Chess>("[Event \"x\n1. e4"), InputError);
  EXPECT_THROW(read_pgn<Chess>("1. e4 {never closed"), InputError);
  EXPECT_THROW(read_pgn<Chess>("[Variant \"Chess960\"]\n1. e4 *"), InputError);
}

TEST(Pgn, AGameStartingWithBlackNumbersItsFirstMove) {
  const std::string fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  Game<Chess> g(parse_fen<Chess>(fen));
  play_moves(g, "e7e5 g1f3 b8c6");
  const std::string pgn = write_pgn(g, parse_fen<Chess>(fen));
  EXPECT_NE(pgn.find("\n1... e5 2. Nf3 Nc6 *"), std::string::npos) << pgn;
  EXPECT_EQ(read_pgn<Chess>(pgn).game.moves(), g.moves());
}

TEST(Pgn, KeepsTagsWhoseNamesAreInsideRosterNames) {
  Game<Chess> g(parse_fen<Chess>(std::string(Chess::start_position)));
  PgnTags tags;
  tags.values["Eve"] = "a tag named like the start of Event";
  tags.values["Res"] = "and one like Result";
  const std::string pgn = write_pgn(g, g.start(), tags);
  EXPECT_NE(pgn.find("[Eve \"a tag named like the start of Event\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Res \"and one like Result\"]"), std::string::npos) << pgn;
  EXPECT_EQ(read_pgn<Chess>(pgn).tags.get("Eve"), "a tag named like the start of Event");
}

}  // namespace
}  // namespace boardlab::test
