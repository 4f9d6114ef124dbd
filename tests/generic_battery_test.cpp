// The battery every registered variant gets without writing a line: perft tables from
// tests/data/battery/<variant>.perft, and at every node of small trees the fast paths checked
// against slow ones (reference move generator, fresh key, notation round trip, unmake, bulk count,
// gives-check). It also runs the fixture armies of support/battery_fixtures.hpp, whose rules no
// built-in variant has yet.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "framework/rules/check.hpp"
#include "framework/rules/perft.hpp"
#include "support/battery_fixtures.hpp"
#include "support/perft_data.hpp"
#include "support/reference_movegen.hpp"
#include "support/registered_variants.hpp"

namespace boardlab::test {
namespace {

constexpr std::uint64_t kPerftLimit = 2'000'000;  // counts above this belong to the slow label
constexpr std::uint64_t kWalkLimit = 12'000;      // tree size walked with the reference checks

template <class V>
std::vector<PerftCase> battery_cases() {
  return read_perft_file("battery/" + std::string(V::name) + ".perft");
}

template <class V>
Position<V> parse(const std::string& text) {
  return V::notation::template parse_position<V>(text);
}

using BatteryVariants = decltype(boost::hana::unpack(registry, [](auto... t) {
  return ::testing::Types<typename decltype(t)::type..., AlfilArmy, KinglessArmy>{};
}));

template <class V>
class GenericBattery : public ::testing::Test {};
TYPED_TEST_SUITE(GenericBattery, BatteryVariants, VariantName);

TYPED_TEST(GenericBattery, HasBatteryData) { EXPECT_GE(battery_cases<TypeParam>().size(), 3u); }

TYPED_TEST(GenericBattery, StartPositionRoundTrips) {
  using V = TypeParam;
  const auto pos = parse<V>(std::string(V::start_position));
  EXPECT_EQ(V::notation::template write_position<V>(pos), V::start_position);
  EXPECT_EQ(pos.key(), pos.compute_key());
}

TYPED_TEST(GenericBattery, PerftTables) {
  using V = TypeParam;
  for (const PerftCase& c : battery_cases<V>()) {
    auto pos = parse<V>(c.position);
    for (auto [depth, nodes] : c.counts)
      if (nodes <= kPerftLimit) {
        EXPECT_EQ(perft(pos, depth), nodes) << c.id << " depth " << depth;
      }
  }
}

template <class V>
void walk(Position<V>& pos, int depth, const std::string& where) {
  using N = typename V::notation;
  ASSERT_EQ(pos.key(), pos.compute_key()) << where;
  const std::string text = N::template write_position<V>(pos);
  const Position<V> reread = N::template parse_position<V>(text);
  ASSERT_TRUE(reread.same_as(pos)) << where << " via " << text;

  const auto fast = legal_moves(pos);
  std::vector<Move> sorted(fast.begin(), fast.end());
  std::sort(sorted.begin(), sorted.end(), [](Move a, Move b) { return a.raw() < b.raw(); });
  ASSERT_EQ(sorted, Reference<V>::legal(pos)) << where << " " << text;
  ASSERT_EQ(count_legal(pos), std::uint64_t(fast.size())) << where;
  // Quiescence's list: the captures and promotions of the full list, in its order.
  std::vector<Move> noisy;
  for (Move m : fast)
    if (m.type() == MoveType::Promotion || pos.captures_enemy(m)) noisy.push_back(m);
  const auto quick = noisy_moves(pos);
  ASSERT_EQ(std::vector<Move>(quick.begin(), quick.end()), noisy) << where << " " << text;
  if (depth == 0) return;

  const Position<V> before = pos;
  for (Move m : fast) {
    const bool check = gives_check(pos, m);
    const std::string name = N::template move_text<V>(pos, m);
    pos.make(m);
    ASSERT_EQ(check, pos.in_check()) << where << " " << name << " (gives_check)";
    walk(pos, depth - 1, where + " " + name);
    pos.unmake(m);
    ASSERT_TRUE(pos.same_as(before)) << where << " unmake " << name;
  }
}

TYPED_TEST(GenericBattery, EveryNodeAgreesWithSlowChecks) {
  using V = TypeParam;
  for (const PerftCase& c : battery_cases<V>()) {
    int depth = 1;
    for (auto [d, nodes] : c.counts)
      if (nodes <= kWalkLimit) depth = std::max(depth, d);
    auto pos = parse<V>(c.position);
    walk(pos, depth - 1, c.id + ":");
  }
}

TYPED_TEST(GenericBattery, RejectsMalformedPositions) {
  using V = TypeParam;
  const std::string start(V::start_position);
  for (const std::string& bad :
       {std::string(""), std::string("   "), std::string("garbage"), start + " extra",
        start.substr(0, start.find(' ')), std::string(100000, 'x'), "0" + start, "x" + start})
    EXPECT_THROW(parse<V>(bad), InputError) << "'" << bad.substr(0, 80) << "'";
}

// Random edits of valid positions: each is either refused with InputError or reads into a
// position that is consistent (fresh key, notation round trip, generator equal to the reference).
TYPED_TEST(GenericBattery, MutatedPositionsAreRefusedOrConsistent) {
  using V = TypeParam;
  using N = typename V::notation;
  std::uint64_t rng = 12345;
  auto next = [&](std::uint64_t n) {
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (rng >> 33) % n;
  };
  const std::string alphabet = "pnbrqkgslPNBRQKGSL+/-0123456789abcdefghiwKQkq ";
  int accepted = 0;
  for (const PerftCase& c : battery_cases<V>())
    for (int trial = 0; trial < 300; ++trial) {
      std::string text = c.position;
      for (int edits = 1 + int(next(3)); edits > 0; --edits) {
        const std::size_t at = next(text.size() + 1);
        const char ch = alphabet[next(alphabet.size())];
        switch (next(3)) {
          case 0:
            if (at < text.size()) text[at] = ch;
            break;
          case 1:
            text.insert(text.begin() + at, ch);
            break;
          default:
            if (at < text.size()) text.erase(at, 1);
        }
      }
      Position<V> pos;
      try {
        pos = N::template parse_position<V>(text);
      } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << text;
        continue;
      }
      ++accepted;
      ASSERT_EQ(pos.key(), pos.compute_key()) << text;
      const Position<V> again = N::template parse_position<V>(N::template write_position<V>(pos));
      ASSERT_TRUE(again.same_as(pos)) << text;
      const auto fast = legal_moves(pos);
      std::vector<Move> sorted(fast.begin(), fast.end());
      std::sort(sorted.begin(), sorted.end(), [](Move a, Move b) { return a.raw() < b.raw(); });
      ASSERT_EQ(sorted, Reference<V>::legal(pos)) << text;
    }
  EXPECT_GT(accepted, 0) << "no mutation was valid: the test would prove nothing";
}

TYPED_TEST(GenericBattery, RejectsGarbledMoves) {
  using V = TypeParam;
  auto pos = parse<V>(std::string(V::start_position));
  for (const std::string& bad :
       std::vector<std::string>{"", "zz", "a0a1", "!!!!", "a1a1a1a1", std::string(5000, '9')})
    EXPECT_THROW((V::notation::template parse_move<V>(pos, bad)), InputError) << bad.substr(0, 40);
}

}  // namespace
}  // namespace boardlab::test
