// The fuzz targets' bodies over their seeds and the inputs that once found a bug
// (tests/data/fuzz/<target>/), in the normal suite: a fixed reader stays fixed without clang.
// The protocol target is in fuzz_protocol_regressions_test.cpp (it instantiates the searcher).
#include <string>

#include "support/test_paths.hpp"
#include "tests/fuzz/csa_target.hpp"
#include "tests/fuzz/fen_target.hpp"
#include "tests/fuzz/pgn_target.hpp"
#include "tests/fuzz/regression_runner.hpp"
#include "tests/fuzz/san_target.hpp"
#include "tests/fuzz/sfen_target.hpp"
#include "tests/fuzz/uci_move_target.hpp"
#include "tests/fuzz/usi_move_target.hpp"
#include "tests/fuzz/usi_record_target.hpp"

namespace boardlab::fuzz {
namespace {

TEST(FuzzRegressions, Fen) { run_fuzz_inputs("fen", fuzz_fen); }
TEST(FuzzRegressions, Sfen) { run_fuzz_inputs("sfen", fuzz_sfen); }
TEST(FuzzRegressions, UciMove) { run_fuzz_inputs("uci_move", fuzz_uci_move); }
TEST(FuzzRegressions, UsiMove) { run_fuzz_inputs("usi_move", fuzz_usi_move); }
TEST(FuzzRegressions, San) { run_fuzz_inputs("san", fuzz_san); }
TEST(FuzzRegressions, Pgn) { run_fuzz_inputs("pgn", fuzz_pgn); }
TEST(FuzzRegressions, Csa) { run_fuzz_inputs("csa", fuzz_csa); }
TEST(FuzzRegressions, UsiRecord) { run_fuzz_inputs("usi_record", fuzz_usi_record); }

// Findings that no property sees (the reader read them consistently, but wrongly): refused now.
TEST(FuzzRegressions, CsaHandsHoldOnlyHandKindsAndAtMostAHandful) {
  for (const char* name : {"king-in-hand.csa", "tokin-in-hand.csa", "many-golds.csa"}) {
    std::ifstream in(std::string(BOARDLAB_TEST_DATA) + "/fuzz/csa/regressions/" + name);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ASSERT_FALSE(text.empty()) << name;
    EXPECT_THROW(read_csa<variants::Shogi>(text), InputError) << name;
  }
}

// A run of digits in a FEN rank overflowed int (UBSan; wrapped, it moved the file count anywhere).
TEST(FuzzRegressions, LongEmptyCountsAreRefused) {
  std::ifstream in(std::string(BOARDLAB_TEST_DATA) + "/fuzz/fen/regressions/empty-count-overflow");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(text.empty());
  EXPECT_THROW(parse_fen<variants::Chess>(text), InputError);
  EXPECT_THROW(parse_sfen<variants::Shogi>("lnsgkgsnl/1r5b1/99999999999999999999/9/9/9/PPPPPPPPP/"
                                           "1B5R1/LNSGKGSNL b - 1"),
               InputError);
}

// A property failure is reported, not swallowed as a refused input.
TEST(FuzzRegressions, PropertyFailuresAreNotInputErrors) {
  EXPECT_THROW(require(false, "x"), PropertyFailure);
  EXPECT_THROW(must_read("x", []() -> int { throw InputError("refused"); }), PropertyFailure);
  EXPECT_FALSE(read_or_refuse([]() -> int { throw InputError("refused"); }));
}

// A message given as a callable is built only when the property fails, and is then the one told.
TEST(FuzzRegressions, PropertyMessagesAreBuiltOnlyOnFailure) {
  int built = 0;
  const auto message = [&built] {
    ++built;
    return std::string("built");
  };
  require(true, message);
  EXPECT_EQ(built, 0);
  try {
    require(false, message);
    FAIL() << "require(false, ...) did not throw";
  } catch (const PropertyFailure& failure) {
    EXPECT_STREQ(failure.what(), "fuzz property: built");
  }
  EXPECT_EQ(built, 1);
}

}  // namespace
}  // namespace boardlab::fuzz
