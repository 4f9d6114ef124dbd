// FEN reading and writing for standard chess: every malformed or impossible position is refused
// with a message naming the problem, and what is written reads back the same.
#include <gtest/gtest.h>

#include "framework/notation/chess/fen.hpp"
#include "variants/chess/chess.hpp"

namespace boardlab::test {
namespace {

using variants::Chess;

std::string error_of(const std::string& fen) {
  try {
    parse_fen<Chess>(fen);
  } catch (const InputError& e) {
    return e.what();
  }
  return "<accepted>";
}

struct BadFen {
  const char* fen;
  const char* message_part;
};
void PrintTo(const BadFen& b, std::ostream* os) { *os << b.message_part; }

class ChessFenRejects : public ::testing::TestWithParam<BadFen> {};

TEST_P(ChessFenRejects, WithAMessageNamingTheProblem) {
  const BadFen& b = GetParam();
  EXPECT_NE(error_of(b.fen).find(b.message_part), std::string::npos)
      << b.fen << " gave: " << error_of(b.fen);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ChessFenRejects,
    ::testing::Values(
        BadFen{"", "empty FEN"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "fields"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "fields"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "ranks"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ranks"},
        BadFen{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 has 7 squares"},
        BadFen{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7"},
        BadFen{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6"},
        BadFen{"rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 8 has more"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "rank 1 has more"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "unknown piece 'X'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        BadFen{"rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "0 black kings"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", "2 white kings"},
        BadFen{"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "white pawn"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNp w KQkq - 0 1", "black pawn"},
        BadFen{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "side not to move is in check"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1", "repeats"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling right 'K'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "0 white kings"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQBKNR w KQkq - 0 1", "no king"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1", "castling right 'X'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "castling right 'H'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en-passant"},
        BadFen{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", "en-passant"},
        BadFen{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq z9 0 1", "not a square"},
        BadFen{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", "en-passant"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove clock"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", "fullmove number"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "not an integer"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1",
               "halfmove clock"}));

TEST(ChessFen, AcceptsTheSideToMoveInCheck) {
  EXPECT_EQ(error_of("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1"), "<accepted>");
}

TEST(ChessFen, AcceptsFourFieldEpd) {
  const auto pos = parse_fen<Chess>("8/8/8/8/8/8/8/K1k5 w - -");
  EXPECT_EQ(to_fen(pos), "8/8/8/8/8/8/8/K1k5 w - - 0 1");
}

TEST(ChessFen, RoundTripsCountersAndRights) {
  for (const char* fen : {"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                          "4k3/8/8/8/8/8/8/4K2R w K - 0 1"})
    EXPECT_EQ(to_fen(parse_fen<Chess>(fen)), fen);
}

TEST(ChessFen, DropsAnEnPassantSquareNoPawnCanUse) {
  // A double step with no enemy pawn beside it leaves nothing to capture: the key must equal the
  // key of the same position without the square.
  const auto with = parse_fen<Chess>("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  const auto without =
      parse_fen<Chess>("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(with.key(), without.key());
}

TEST(ChessFen, StandardCastlingRejectsChess960Rights) {
  EXPECT_THROW(parse_fen<Chess>("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1"),
               InputError);
  EXPECT_THROW(parse_fen<Chess>("4k3/8/8/8/8/8/8/2R1K3 w Q - 0 1"), InputError);
}

}  // namespace
}  // namespace boardlab::test
