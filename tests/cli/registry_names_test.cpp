// The registry's compile-time name checks: a descriptor without `aliases` registers (they are
// optional), derived descriptors that state their own names pass, and the optional members the
// command line reads (protocol, numbered starts) resolve through Desc<V>. The refusals are the
// compile_fail/ tests.
#include <gtest/gtest.h>

#include <boost/hana/tuple.hpp>
#include <string_view>
#include <vector>

#include "tools/cli/registry_table.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::test {
namespace {

// Only the required members: no aliases.
struct Bare {
  static constexpr std::string_view name = "bare";
  static constexpr std::string_view description = "a descriptor without aliases";
  static constexpr std::string_view start_position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  using geometry = Geometry<8, 8>;
  static constexpr auto pieces = variants::chess_pieces;
  using notation = ChessNotation;
};

constexpr auto registry = boost::hana::tuple_t<Bare, variants::Chess, variants::Chess960>;
static_assert(cli::all_names(registry).size() == 1 + 3 + 4);
static_assert(cli::all_names(registry)[0] == "bare" && cli::all_names(registry)[1] == "chess");
static_assert(cli::all_distinct(cli::all_names(registry)));
static_assert(cli::states_own_names(registry, registry));
static_assert(cli::names_not_inherited<variants::Chess960, variants::Chess>());

static_assert(Desc<Bare>::aliases.empty() && Desc<Bare>::protocol == "uci");
static_assert(Desc<variants::Shogi>::protocol == "usi");
static_assert(!Desc<Bare>::has_numbered_starts && Desc<variants::Chess960>::has_numbered_starts);
static_assert(Desc<variants::Chess960>::numbered_start::count == 960);

TEST(RegistryNames, EveryNameAndAliasInRegistryOrder) {
  const auto names = cli::all_names(registry);
  const std::vector<std::string_view> expected = {"bare",     "chess",        "standard",  "fide",
                                                  "chess960", "fischerandom", "freestyle", "960"};
  EXPECT_EQ(std::vector<std::string_view>(names.begin(), names.end()), expected);
}

}  // namespace
}  // namespace boardlab::test
