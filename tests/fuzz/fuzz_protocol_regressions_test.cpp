// The protocol fuzz target's body over its seeds and regressions (tests/data/fuzz/protocol/),
// in the normal suite. Apart from fuzz_regressions_test.cpp because it instantiates the searcher
// of five variants: the two compile in parallel.
#include "tests/fuzz/protocol_target.hpp"
#include "tests/fuzz/regression_runner.hpp"

namespace boardlab::fuzz {
namespace {

TEST(FuzzRegressions, Protocol) { run_fuzz_inputs("protocol", fuzz_protocol); }

}  // namespace
}  // namespace boardlab::fuzz
