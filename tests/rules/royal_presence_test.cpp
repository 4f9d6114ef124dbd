// A position without a royal piece (issue 30, item 14) is refused by every variant whose descriptor
// does not allow it; the shogi family's allows it (tsume problems, python-shogi's kingless probes
// in tests/data) and reads it.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "support/registered_variants.hpp"

namespace boardlab::test {
namespace {

// The variant's start position with the royal pieces of the `without` sides taken off.
template <class V>
std::string start_without_royals(bool white, bool black) {
  using T = Traits<V>;
  using G = typename V::geometry;
  const auto start = V::notation::template parse_position<V>(std::string(V::start_position));
  Position<V> pos;
  for (int sq = 0; sq < G::squares; ++sq) {
    const Piece p = start.piece_on(sq);
    if (p == NoPiece) continue;
    if (kind_of(p) == T::royal &&
        ((color_of(p) == White && white) || (color_of(p) == Black && black)))
      continue;
    pos.put(p, sq);
  }
  pos.set_side(start.side_to_move());
  pos.finish_setup();
  return V::notation::template write_position<V>(pos);
}

template <class V>
class RoyalPresence : public ::testing::Test {};
TYPED_TEST_SUITE(RoyalPresence, RegisteredVariants, VariantName);

TYPED_TEST(RoyalPresence, AMissingRoyalIsAcceptedOnlyWhereTheDescriptorAllowsIt) {
  using V = TypeParam;
  for (const auto& [white, black] : {std::pair{true, false}, {false, true}, {true, true}}) {
    const std::string text = start_without_royals<V>(white, black);
    if (Traits<V>::royal_optional)  // allowed, or no royal kind at all (antichess)
      EXPECT_NO_THROW(V::notation::template parse_position<V>(text)) << text;
    else
      EXPECT_THROW(V::notation::template parse_position<V>(text), InputError) << text;
  }
}

}  // namespace
}  // namespace boardlab::test
