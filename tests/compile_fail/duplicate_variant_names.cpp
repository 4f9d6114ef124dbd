// Must not compile: two registered variants answer to the name "chess".
// expect: two registered variants share a name or an alias
#include <boost/hana/tuple.hpp>

#include "tools/cli/registry_table.hpp"
#include "variants/chess/chess.hpp"

struct AnotherChess : boardlab::variants::Chess {
  static constexpr std::string_view name = "mychess";
  static constexpr boardlab::Symbols aliases = {"chess"};
};

inline constexpr auto registry = boost::hana::tuple_t<boardlab::variants::Chess, AnotherChess>;
BOARDLAB_CLI_MAIN(registry)
