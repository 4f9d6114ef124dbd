#pragma once
// The registered variants as the compiled-once parts of tools/ see them: one row per variant, its
// names, the protocol it is played over, and pointers to its instantiations (the per-variant
// commands, the protocol session, the match referee, the viewer). The rows are built at compile
// time from a Hana registry (tools/cli/registry_table.hpp) in a translation unit generated for each
// executable. This is the bottom of tools/: every other folder includes it, it includes none.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "framework/core/piece_spec.hpp"
#include "tools/registry/options.hpp"

namespace boardlab::protocol {
class EngineSession;
}
namespace boardlab::render {
struct ViewerGame;
}

namespace boardlab::table {

class Referee;
struct Opening;

// A command whose work depends on the variant (perft, game, ...), instantiated for it.
struct VariantCommand {
  std::string_view name;  // the command line's name for it
  int (*run)(const Options&);
};

struct VariantRow {
  std::string_view name;
  Symbols aliases;
  std::string_view description;
  // The variant's instantiations of the per-variant commands (tools/cli/variant_commands.hpp).
  std::span<const VariantCommand> (*commands)();
  render::ViewerGame (*view_record)(const Options&);
  render::ViewerGame (*view_game)(const Opening&, const std::vector<std::string>& moves,
                                  const std::string& result, const std::string& reason,
                                  const std::string& title);
  std::uint64_t (*bench)(const Options&);
  std::string_view engine_protocol;    // "uci", "usi", or empty: the notation speaks neither
  std::string_view shuffled_start_of;  // see Desc<V>::shuffled_start_of
  std::unique_ptr<protocol::EngineSession> (*session)(std::size_t hash_mb);
  std::unique_ptr<Referee> (*referee)();
};

// The row whose name or alias is `name`; an InputError listing the valid names otherwise.
const VariantRow& find_variant(std::span<const VariantRow> table, std::string_view name);

// Runs the variant's instantiation of the command named `command`.
int run_variant_command(const VariantRow& row, std::string_view command, const Options& o);

}  // namespace boardlab::table
