// Must not compile: a descriptor derived from chess that does not state its own name answers to
// "chess", even in an executable without the built-in variants.
// expect: a descriptor derived from another variant must state its own 'name' and 'aliases'
#include <boost/hana/tuple.hpp>

#include "tools/cli/registry_table.hpp"
#include "variants/chess/chess.hpp"

struct Lazy : boardlab::variants::Chess {
  static constexpr std::string_view description = "chess under another description only";
  static constexpr boardlab::Symbols aliases = {"lazy"};
};

inline constexpr auto registry = boost::hana::tuple_t<Lazy>;
inline constexpr auto builtins = boost::hana::tuple_t<boardlab::variants::Chess>;
BOARDLAB_CHECK_OWN_NAMES(registry, builtins)

int main() {}
