#pragma once
// The registered variants as the compiled-once parts of tools/ see them: one row per variant, its
// names, the protocol it is played over, and pointers to its instantiations (the commands, the
// protocol session, the match referee, the viewer). The rows are built at compile time from a
// Hana registry (tools/cli/registry_table.hpp) in a translation unit generated for each
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
namespace boardlab::match {
class Referee;
struct Opening;
}  // namespace boardlab::match
namespace boardlab::render {
struct ViewerGame;
}

namespace boardlab::table {

struct VariantRow {
  std::string_view name;
  Symbols aliases;
  std::string_view description;
  int (*setup)(const Options&);
  int (*perft)(const Options&);
  int (*perftree)(const Options&);
  int (*game)(const Options&);
  int (*analyse)(const Options&);
  int (*selfplay)(const Options&);
  int (*show)(const Options&);
  int (*svg)(const Options&);
  render::ViewerGame (*view_record)(const Options&);
  render::ViewerGame (*view_game)(const match::Opening&, const std::vector<std::string>& moves,
                                  const std::string& result, const std::string& reason,
                                  const std::string& title);
  std::uint64_t (*bench)(const Options&);
  std::string_view engine_protocol;    // "uci", "usi", or empty: the notation speaks neither
  std::string_view shuffled_start_of;  // see Desc<V>::shuffled_start_of
  std::unique_ptr<protocol::EngineSession> (*session)(std::size_t hash_mb);
  std::unique_ptr<match::Referee> (*referee)();
};

// The row whose name or alias is `name`; an InputError listing the valid names otherwise.
const VariantRow& find_variant(std::span<const VariantRow> table, std::string_view name);

}  // namespace boardlab::table
