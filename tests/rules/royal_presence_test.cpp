// Every variant refuses a position in which no side has its royal piece (issue 30, item 14): a
// variant that lets one side go without it (a tsume problem's attacker) still accepts that, but a
// board with no king at all has nothing to mate and is refused, in every notation reader.
#include <gtest/gtest.h>

#include <string>

#include "framework/notation/shogi/csa.hpp"
#include "support/registered_variants.hpp"
#include "variants/shogi/shogi.hpp"

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

TYPED_TEST(RoyalPresence, APositionWithoutAnyRoyalPieceIsRefused) {
  using V = TypeParam;
  const std::string text = start_without_royals<V>(true, true);
  try {
    V::notation::template parse_position<V>(text);
    FAIL() << V::name << " accepted " << text;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(V::pieces[Traits<V>::royal].name), std::string::npos)
        << e.what();
  }
}

TYPED_TEST(RoyalPresence, OneMissingRoyalIsAcceptedOnlyWhereTheDescriptorAllowsIt) {
  using V = TypeParam;
  for (const bool white : {true, false}) {
    const std::string text = start_without_royals<V>(white, !white);
    if (Desc<V>::royal_may_be_absent)
      EXPECT_NO_THROW(V::notation::template parse_position<V>(text)) << text;
    else
      EXPECT_THROW(V::notation::template parse_position<V>(text), InputError) << text;
  }
}

TEST(RoyalPresence, ShogiRefusesAnEmptyBoardInSfenAndCsa) {
  using variants::Shogi;
  EXPECT_THROW(parse_sfen<Shogi>("9/9/9/9/9/9/9/9/9 b - 1"), InputError);
  std::string csa = "V2.2\n";
  for (int r = 1; r <= 9; ++r) csa += "P" + std::to_string(r) + " *  *  *  *  *  *  *  *  * \n";
  EXPECT_THROW(read_csa<Shogi>(csa + "P+00FU\n+\n"), InputError);
  // A tsume problem: gote's king only, sente attacks from hand.
  EXPECT_NO_THROW(parse_sfen<Shogi>("4k4/9/4P4/9/9/9/9/9/9 b G 1"));
}

}  // namespace
}  // namespace boardlab::test
