// The four professional games in tests/data (CSA V2.2): the two that ended in sennichite are
// drawn by sennichite on their last move and not before; the other two never repeat a position
// four times. Also CSA and USI records written and read back.
#include <gtest/gtest.h>

#include "framework/notation/shogi/shogi_notation.hpp"
#include "support/perft_data.hpp"
#include "support/run_command.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

using variants::Shogi;

CsaGame<Shogi> load(const std::string& name) { return read_csa<Shogi>(slurp(data_path(name))); }

TEST(CsaGames, SennichiteGamesEndDrawnOnTheirLastMove) {
  for (const char* name : {"shogi-kifu-sennichite-1.csa", "shogi-kifu-sennichite-2.csa"}) {
    const auto g = load(name);
    EXPECT_EQ(g.special, "%SENNICHITE") << name;
    EXPECT_EQ(g.game.outcome(), (Outcome{Result::Draw, Reason::Sennichite})) << name;
    // Replaying all but the last move: not over yet.
    Game<Shogi> shorter(parse_sfen<Shogi>(Shogi::start_position));
    for (std::size_t i = 0; i + 1 < g.game.moves().size(); ++i) shorter.play(g.game.moves()[i]);
    EXPECT_FALSE(shorter.outcome().over()) << name;
  }
}

TEST(CsaGames, OtherGamesDoNotRepeat) {
  for (const char* name : {"shogi-kifu-not_sennichite-1.csa", "shogi-kifu-not_sennichite-2.csa"}) {
    const auto g = load(name);
    EXPECT_GT(g.game.moves().size(), 100u) << name;
    EXPECT_FALSE(g.game.outcome().over()) << name;  // they ended by resignation (%TORYO)
    EXPECT_EQ(g.special, "%TORYO") << name;
  }
}

TEST(CsaGames, WriteAndReadBack) {
  for (const char* name : {"shogi-kifu-sennichite-1.csa", "shogi-kifu-not_sennichite-2.csa"}) {
    const auto g = load(name);
    const auto start = parse_sfen<Shogi>(Shogi::start_position);
    const auto again = read_csa<Shogi>(write_csa(g.game, start, g.header));
    EXPECT_EQ(again.game.moves(), g.game.moves()) << name;
    EXPECT_EQ(again.header, g.header) << name;
    const auto usi = read_usi_record<Shogi>(write_usi_record(g.game, start));
    EXPECT_EQ(usi.moves(), g.game.moves()) << name;
  }
}

TEST(CsaGames, HandsAndSideFromTheRecord) {
  const std::string csa =
      "V2.2\nP1 *  *  *  *  * -OU *  *  * \nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  "
      "*  * \n"
      "P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * "
      "\n"
      "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  * +OU *  *  *  * "
      "\n"
      "P+00KI00FU\n-\n-4142OU,T3\n+0052KI\n";
  const auto g = read_csa<Shogi>(csa);
  EXPECT_EQ(to_sfen(g.game.position()), "9/4Gk3/9/9/9/9/9/9/4K4 w P 3");
}

TEST(CsaGames, BadRecordsAreRefused) {
  EXPECT_THROW(read_csa<Shogi>("V2.2\n+\n+7776FU\n"), InputError);      // no position
  EXPECT_THROW(read_csa<Shogi>("V2.2\nPI\n+\n+7775FU\n"), InputError);  // illegal move
  EXPECT_THROW(read_csa<Shogi>("V2.2\nPI\n+\n-3334FU\n"), InputError);  // wrong side
  EXPECT_THROW(read_csa<Shogi>("V2.2\nPI\n+\n+77XXFU\n"), InputError);  // garbled
  EXPECT_THROW(read_csa<Shogi>("V2.2\nPI\n"), InputError);              // no side
  EXPECT_THROW(read_usi_record<Shogi>("startpos moves 7g7f 7g7f"), InputError);
}

}  // namespace
}  // namespace boardlab::test
