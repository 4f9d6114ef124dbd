// Must not compile: a descriptor derived from chess that states its name but not its aliases
// would also answer to "standard" and "fide".
// expect: a descriptor derived from another variant must state its own 'name' and 'aliases'
#include <boost/hana/tuple.hpp>

#include "tools/cli/registry_table.hpp"
#include "variants/chess/chess.hpp"

struct HalfNamed : boardlab::variants::Chess {
  static constexpr std::string_view name = "halfnamed";
};

inline constexpr auto registry = boost::hana::tuple_t<HalfNamed>;
inline constexpr auto builtins = boost::hana::tuple_t<boardlab::variants::Chess>;
BOARDLAB_CHECK_OWN_NAMES(registry, builtins)

int main() {}
