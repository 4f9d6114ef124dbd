// A descriptor with only the required members (name, description, start, pieces, geometry,
// notation) is complete: every optional policy takes its documented default, and the generated
// move generator agrees with the slow reference on a small board.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/rules/perft.hpp"
#include "support/reference_movegen.hpp"

namespace boardlab::test {
namespace {

inline constexpr Offsets all_steps = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                      {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

struct RooksOnFiveByFive {
  static constexpr std::string_view name = "rooks5";
  static constexpr std::string_view description = "kings and rooks on a 5x5 board";
  static constexpr std::string_view start_position = "r2k1/5/5/5/1K2R w - - 0 1";
  using geometry = Geometry<5, 5>;
  static constexpr std::array pieces = {
      PieceSpec{.symbol = "R", .name = "rook", .slides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}},
      PieceSpec{.symbol = "K", .name = "king", .leaps = all_steps, .royal = true}};
  using notation = ChessNotation;
};

using D = Desc<RooksOnFiveByFive>;
static_assert(!D::castling::enabled && !D::hands::enabled && !D::move_count::enabled);
static_assert(!D::repetition::enabled && !D::impasse::enabled &&
              D::no_moves::stalemated == StalemateResult::Draw);
static_assert(D::aliases.empty() && D::players[0] == "white" && D::pgn_variant.empty());
static_assert(D::bench_positions.size() == 1 && D::bench_positions[0] == D::bench_positions[0]);
static_assert(D::promotion_zone_ranks == 0 && D::max_moves == 2048 && !D::royal_may_be_absent);

std::uint64_t reference_perft(Position<RooksOnFiveByFive>& pos, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (Move m : Reference<RooksOnFiveByFive>::legal(pos)) {
    pos.make(m);
    n += reference_perft(pos, depth - 1);
    pos.unmake(m);
  }
  return n;
}

TEST(MinimalDescriptor, PerftAgreesWithTheReferenceGenerator) {
  auto pos = parse_fen<RooksOnFiveByFive>(RooksOnFiveByFive::start_position);
  EXPECT_EQ(to_fen(pos), RooksOnFiveByFive::start_position);
  for (int depth = 1; depth <= 4; ++depth) {
    const std::uint64_t expected = reference_perft(pos, depth);
    EXPECT_GT(expected, 0u);
    EXPECT_EQ(perft(pos, depth), expected) << "depth " << depth;
  }
  // By hand: the white king on b1 steps to b2, c2 or c1 (a1 and a2 are on the black rook's
  // file); the rook on e1 slides up to e2..e5 and left to d1, c1. 9 moves.
  EXPECT_EQ(perft(pos, 1), 9u);
}

}  // namespace
}  // namespace boardlab::test
