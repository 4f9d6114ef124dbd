// The generic battery's counts above the fast suite's 2-million-node limit, for every registered
// variant (`ctest -L slow`).
#include <gtest/gtest.h>

#include "framework/rules/perft.hpp"
#include "support/perft_data.hpp"
#include "support/registered_variants.hpp"

namespace boardlab::test {
namespace {

template <class V>
class DeepBattery : public ::testing::Test {};
TYPED_TEST_SUITE(DeepBattery, RegisteredVariants, VariantName);

TYPED_TEST(DeepBattery, CountsAboveTheFastLimit) {
  using V = TypeParam;
  for (const PerftCase& c : read_perft_file("battery/" + std::string(V::name) + ".perft")) {
    auto pos = V::notation::template parse_position<V>(c.position);
    for (auto [depth, nodes] : c.counts)
      if (nodes > 2'000'000) {
        EXPECT_EQ(perft(pos, depth), nodes) << c.id << " depth " << depth;
      }
  }
}

}  // namespace
}  // namespace boardlab::test
