// Reading game records end to end (issue 30): a record file is streamed, not loaded whole; a CSA
// record's closing special and a PGN game's Variant tag are read; the viewer counts plies and
// names a CSA game's players; every variant refuses a position without any king; a crazyhouse
// pawn drop resets the move clock.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "support/run_command.hpp"
#include "support/scratch_files.hpp"
#include "support/test_paths.hpp"
#include "support/viewer_page.hpp"

namespace boardlab::test {
namespace {

// A finished run: exit 0 and nothing on stderr.
RunResult ok(const std::vector<std::string>& args) {
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 0) << r.err;
  return r;
}

// A refused run: exit 2, nothing on stdout, one error line holding every one of `parts`.
void refused(const std::vector<std::string>& args, const std::vector<std::string>& parts) {
  const RunResult r = run_boardlab(args);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  for (const std::string& p : parts) EXPECT_NE(r.err.find(p), std::string::npos) << r.err;
}

// --- Item 11: a record file is read only as far as the chosen game ---------------------------

TEST(RecordInput, AnEndlessBinaryInputIsRefusedAtOnce) {
  refused({"game", "--pgn", "/dev/zero"}, {"'/dev/zero' is not a text file", "NUL byte"});
  refused({"view", "--pgn", "/dev/zero", "--out", "-"}, {"not a text file"});
  refused({"game", "--variant", "shogi", "--csa", "/dev/zero"}, {"not a text file"});
}

TEST(RecordInput, ReadingStopsOnceTheChosenGameIsWhole) {
  // Game 2 holds a NUL byte: game 1 is read without ever reaching it, game 2 is refused.
  const std::string file = scratch_file("nul-in-second.pgn",
                                        "[Event \"a\"]\n\n1. e4 e5 *\n\n"
                                        "[Event \"b\"]\n\n1. d4 d5 " +
                                            std::string(1, '\0') + " *\n");
  const RunResult first = ok({"game", "--pgn", file});
  EXPECT_EQ(first.out, run_boardlab({"game", "--moves", "e2e4 e7e5"}).out);
  refused({"game", "--pgn", file, "--game", "2"}, {"not a text file", "offset 47"});
  // The same for lines of USI.
  const std::string usi = scratch_file(
      "nul-in-second.usi", "startpos moves 7g7f\nstartpos moves " + std::string(1, '\0') + "\n");
  EXPECT_EQ(last_line(ok({"game", "--variant", "shogi", "--usi", usi}).out), "* ongoing");
}

TEST(RecordInput, GamesAreStillCountedAndFound) {
  const std::string file = std::string(BOARDLAB_TEST_DATA) + "/records/two-games.pgn";
  refused({"game", "--pgn", file, "--game", "3"}, {"--game 3", "holds 2 games"});
  refused({"game", "--pgn", scratch_file("blank.pgn", "\n \n")}, {"holds no game"});
  const std::string lines =
      scratch_file("three.usi", "\nstartpos moves 7g7f\n\n  startpos moves 2g2f\nstartpos\n");
  EXPECT_EQ(ok({"game", "--variant", "shogi", "--usi", lines, "--game", "2"}).out,
            run_boardlab({"game", "--variant", "shogi", "--moves", "2g2f"}).out);
  refused({"game", "--variant", "shogi", "--usi", lines, "--game", "4"}, {"holds 3 games"});
}

TEST(RecordInput, AGameLongerThanTheBoundIsRefused) {
  const std::string file =
      scratch_file("huge.pgn", "[Event \"huge\"]\n\n{" + std::string(17u << 20, 'x') + "} *\n");
  refused({"game", "--pgn", file}, {"game 1 is longer than 16 MiB"});
  std::remove(file.c_str());
}

// --- Item 16: CSA closing specials ------------------------------------------------------------

std::string csa(const std::string& moves_and_special) {
  return "V2.2\nN+Sente Player\nN-Gote Player\nPI\n+\n" + moves_and_special;
}

TEST(RecordInput, CsaClosingSpecialsGiveTheRecordedResult) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"+7776FU\n-3334FU\n%TORYO\n", "0-1 resignation"},  // sente to move resigns
      {"+7776FU\n%TORYO\n", "1-0 resignation"},
      {"+7776FU\n-3334FU\n%TIME_UP\n", "0-1 time-forfeit"},
      {"+7776FU\n%ILLEGAL_MOVE\n", "1-0 illegal-move"},
      {"+7776FU\n%+ILLEGAL_ACTION\n", "0-1 illegal-action"},
      {"+7776FU\n%KACHI\n", "0-1 declaration"},  // gote declares a win
      {"+7776FU\n-3334FU\n%CHUDAN\n", "* interrupted"},
      {"+7776FU\n-3334FU\n%SENNICHITE\n", "1/2-1/2 sennichite"},
      {"+7776FU\n-3334FU\n%JISHOGI\n", "1/2-1/2 jishogi"},
      {"+7776FU\n-3334FU\n", "* ongoing"},
  };
  for (const auto& [tail, expected] : cases) {
    const std::string file = scratch_file("special.csa", csa(tail));
    EXPECT_EQ(last_line(ok({"game", "--variant", "shogi", "--csa", file}).out), expected) << tail;
    const auto page =
        viewer_games(ok({"view", "--variant", "shogi", "--csa", file, "--out", "-"}).out);
    ASSERT_EQ(page.size(), 1u);
    EXPECT_EQ(page[0]["result"].get<std::string>() + " " + page[0]["reason"].get<std::string>(),
              expected == "* ongoing" ? "* unfinished" : expected);
  }
}

TEST(RecordInput, TheRulesOutweighAClosingSpecialAndMovesPlayOnFromIt) {
  // The rules end this game by sennichite whatever its closing line says.
  EXPECT_EQ(last_line(ok({"game", "--variant", "shogi", "--csa",
                          std::string(BOARDLAB_TEST_DATA) + "/shogi-kifu-sennichite-2.csa"})
                          .out),
            "1/2-1/2 sennichite");
  // --moves after a resignation continue the game from its position.
  const std::string file = scratch_file("resigned.csa", csa("+7776FU\n-3334FU\n%TORYO\n"));
  EXPECT_EQ(ok({"game", "--variant", "shogi", "--csa", file, "--moves", "2g2f"}).out,
            ok({"game", "--variant", "shogi", "--moves", "7g7f 3c3d 2g2f"}).out);
}

TEST(RecordInput, AnUnknownCsaSpecialIsRefused) {
  refused(
      {"game", "--variant", "shogi", "--csa", scratch_file("bad.csa", csa("+7776FU\n%RESIGN\n"))},
      {"CSA special '%RESIGN' is not one of %TORYO"});
}

// --- Item 18: a PGN game's Variant tag chooses the variant ------------------------------------

const std::string kChess960 =
    "[Event \"960\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Variant \"Chess960\"]\n"
    "[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
    "1. e4 e5 2. Nd3 Nd6 *\n";
const std::string kCrazyhouse =
    "[Event \"zh\"]\n[Result \"*\"]\n[Variant \"crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 "
    "Qa5 4. P@d4 *\n";

TEST(RecordInput, ThePgnVariantTagChoosesTheVariant) {
  const std::string c960 = scratch_file("960.pgn", kChess960),
                    zh = scratch_file("zh.pgn", kCrazyhouse);
  EXPECT_EQ(ok({"game", "--pgn", c960}).out,
            ok({"game", "--variant", "chess960", "--fen",
                "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "--moves",
                "e2e4 e7e5 e1d3 e8d6"})
                .out);
  EXPECT_EQ(
      ok({"game", "--pgn", zh}).out,
      ok({"game", "--variant", "crazyhouse", "--moves", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@d4"}).out);
  // The variant's own name or an alias given with --variant agrees with the tag.
  EXPECT_EQ(ok({"game", "--variant", "960", "--pgn", c960}).out, ok({"game", "--pgn", c960}).out);
  EXPECT_EQ(ok({"game", "--variant", "zh", "--pgn", zh}).out, ok({"game", "--pgn", zh}).out);
  const auto page = viewer_games(ok({"view", "--pgn", c960, "--out", "-"}).out);
  ASSERT_EQ(page.size(), 1u);
  EXPECT_EQ(page[0]["variant"], "chess960");
  EXPECT_EQ(page[0]["title"], "A vs B");
}

TEST(RecordInput, AVariantThatDisagreesWithTheTagIsRefused) {
  const std::string c960 = scratch_file("960.pgn", kChess960);
  refused({"game", "--variant", "crazyhouse", "--pgn", c960},
          {"--variant 'crazyhouse'", "'Chess960'", "chess960"});
  refused({"view", "--variant", "armageddon", "--pgn", c960, "--out", "-"},
          {"--variant 'armageddon'", "'Chess960'"});
  // Named on the command line, the default is a choice too.
  refused({"game", "--variant", "chess", "--pgn", c960}, {"--variant 'chess'", "'Chess960'"});
  refused({"game", "--pgn", scratch_file("seirawan.pgn", "[Variant \"Seirawan\"]\n\n1. e4 *\n")},
          {"Variant tag 'Seirawan' names no registered variant"});
}

// --- Item 19: the viewer counts plies and names a CSA game's players ----------------------------

TEST(RecordInput, TheViewerCountsPliesAndTitlesACsaGameByItsPlayers) {
  const std::string file = scratch_file("players.csa", csa("+7776FU\n-3334FU\n%TORYO\n"));
  const RunResult r = ok({"view", "--variant", "shogi", "--csa", file, "--out", "-"});
  EXPECT_EQ(viewer_games(r.out)[0]["title"], "Sente Player vs Gote Player");
  EXPECT_NE(r.out.find("'ply ' + ply + ' of ' + last"), std::string::npos);
  EXPECT_NE(r.out.find("' plies)'"), std::string::npos);
  EXPECT_EQ(r.out.find(" moves)"), std::string::npos);
  EXPECT_EQ(r.out.find("'move ' + ply"), std::string::npos);
  // Without names the title stays the file.
  const std::string anonymous = scratch_file("anonymous.csa", "V2.2\nPI\n+\n+7776FU\n");
  EXPECT_EQ(
      viewer_games(
          ok({"view", "--variant", "shogi", "--csa", anonymous, "--out", "-"}).out)[0]["title"],
      anonymous);
}

// --- Item 14: a position without its king -----------------------------------------------------

// Only the shogi family's descriptor lets a king be absent (tsume problems, python-shogi's
// kingless probes in tests/data); every other variant refuses a position without one.
TEST(RecordInput, APositionWithoutItsKingIsRefusedWhereTheDescriptorDoesNotAllowIt) {
  for (const std::string v : {"chess", "crazyhouse", "chess960", "armageddon"})
    refused({"game", "--variant", v, "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, {"0 white kings"});
  refused({"game", "--fen", "4k3/8/8/8/8/8/8/8 w - - 0 1"}, {"0 white kings, expected 1"});
  // A tsume problem, the attacker without a king, is read.
  EXPECT_EQ(
      last_line(ok({"game", "--variant", "shogi", "--fen", "4k4/9/4P4/9/9/9/9/9/9 b G 1"}).out),
      "* ongoing");
}

// --- Item 15: a crazyhouse pawn drop resets the move clock --------------------------------------

TEST(RecordInput, ACrazyhousePawnDropResetsTheMoveClock) {
  const RunResult r = ok({"game", "--variant", "crazyhouse", "--fen",
                          "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R[Pp] w KQkq - 149 60",
                          "--moves", "P@e4"});
  EXPECT_EQ(r.out,
            "position r1bqkbnr/pppppppp/2n5/8/4P3/5N2/PPPPPPPP/RNBQKB1R[p] b KQkq - 0 60\n"
            "* ongoing\n");
}

}  // namespace
}  // namespace boardlab::test
