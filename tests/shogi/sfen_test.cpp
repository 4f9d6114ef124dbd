// SFEN and USI for shogi: impossible positions are refused with a message naming the problem, and
// what is written reads back the same.
#include <gtest/gtest.h>

#include "framework/notation/shogi/shogi_notation.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

std::string error_of(const std::string& sfen) {
  try {
    parse_sfen<Shogi>(sfen);
  } catch (const InputError& e) {
    return e.what();
  }
  return "<accepted>";
}

struct BadSfen {
  const char* sfen;
  const char* message_part;
};
void PrintTo(const BadSfen& b, std::ostream* os) { *os << b.message_part; }

class ShogiSfenRejects : public ::testing::TestWithParam<BadSfen> {};

TEST_P(ShogiSfenRejects, WithAMessageNamingTheProblem) {
  const BadSfen& b = GetParam();
  EXPECT_NE(error_of(b.sfen).find(b.message_part), std::string::npos)
      << b.sfen << " gave: " << error_of(b.sfen);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, ShogiSfenRejects,
    ::testing::Values(
        BadSfen{"", "empty SFEN"},
        BadSfen{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 x", "fields"},
        BadSfen{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "ranks"},
        BadSfen{"lnsgkgsnl/1r5b1/pppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "rank c has 8"},
        BadSfen{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
                "rank i has more"},
        BadSfen{"lnsgkgsnx/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "unknown piece 'X'"},
        BadSfen{"lnsgkgsn+k/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "unknown piece '+K'"},
        BadSfen{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1", "side to move"},
        BadSfen{"lnsgkgsnk/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "2 gote kings"},
        BadSfen{"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "sente pawn on a rank"},
        BadSfen{"L3k4/9/9/9/9/9/9/9/4K4 b - 1", "sente lance"},
        BadSfen{"4k4/N8/9/9/9/9/9/9/4K4 b - 1", "sente knight"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K3p w - 1", "gote pawn"},
        BadSfen{"4k4/9/9/9/P8/P8/9/9/4K4 b - 1", "two sente pawns on one file"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "19 pawns"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "3 rooks"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b K 1", "cannot be held"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b +P 1", "cannot be held"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b 3 1", "ends with a number"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "out of range"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b 99999999999P 1", "out of range"},
        BadSfen{"4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "side not to move is in check"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b - 0", "move number"},
        BadSfen{"4k4/9/9/9/9/9/9/9/4K4 b - x", "move number"}));

TEST(ShogiSfen, ThePawnOnItsOwnFirstRankIsFine) {
  EXPECT_EQ(error_of("4k4/9/9/9/9/9/9/9/4K3P b - 1"), "<accepted>");
}

TEST(ShogiSfen, RoundTripsHandsInCanonicalOrder) {
  for (const char* sfen :
       {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1",
        "4k4/9/9/9/9/9/9/9/4K4 w RB2GSNL3Prb2gsnl3p 77"})
    EXPECT_EQ(to_sfen(parse_sfen<Shogi>(sfen)), sfen);
  // Repeated letters (as some sources write hands) read as counts.
  EXPECT_EQ(to_sfen(parse_sfen<Shogi>("4k4/9/9/9/9/9/9/9/4K4 b PPpp 1")),
            "4k4/9/9/9/9/9/9/9/4K4 b 2P2p 1");
}

TEST(ShogiSfen, KinglessSidesAreAccepted) {
  EXPECT_EQ(error_of("4k4/9/9/9/9/9/9/9/9 b 16P 1"), "<accepted>");
}

TEST(ShogiUsi, RejectsGarbledMoves) {
  const auto pos = parse_sfen<Shogi>(Shogi::start_position);
  EXPECT_EQ(move_to_usi(pos, parse_usi_move(pos, "7g7f")), "7g7f");
  for (const char* bad : {"7g", "0a1b", "7g7z", "7g7f7", "K*5e", "p*5e", "*5e", "P*", "P*0e"})
    EXPECT_THROW(parse_usi_move(pos, bad), InputError) << bad;
  EXPECT_THROW(parse_usi_move(pos, "7g7f+"), InputError);  // no promotion outside the zone
  EXPECT_THROW(parse_usi_move(pos, "P*5e"), InputError);   // nothing in hand
}

}  // namespace
}  // namespace boardlab::test
