#pragma once
// What every variant instantiates for the command line and the other tools: its per-variant
// commands and the erased capabilities a VariantRow points to (instantiate.hpp).
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "tools/cli/run.hpp"

namespace boardlab::protocol {
class EngineSession;
}
namespace boardlab::render {
struct ViewerGame;
}

namespace boardlab::cli {

// Declared here, defined in the command headers and instantiated only in a variant's generated
// translation unit, so the front end and the generated main never instantiate a variant.
template <class V>
struct Commands {
  // The per-variant commands, by name (variant_commands.hpp).
  static std::span<const VariantCommand> commands();
  // A game record as viewer frames (picture_commands.hpp).
  static render::ViewerGame view_record(const Options& o);
  static render::ViewerGame view_game(const table::Opening& opening,
                                      const std::vector<std::string>& moves,
                                      const std::string& result, const std::string& reason,
                                      const std::string& title);
  // Searches the variant's bench positions; prints one line each, returns the nodes searched.
  static std::uint64_t bench(const Options& o);
  // The variant's engine for the UCI/USI protocols (protocol_commands.hpp).
  static std::unique_ptr<protocol::EngineSession> session(std::size_t hash_mb);
  // The variant's rules for `boardlab match` (protocol_commands.hpp).
  static std::unique_ptr<table::Referee> referee();
};
}  // namespace boardlab::cli
