#pragma once
// The commands every variant gets. Declared here, defined in rules_commands.hpp and
// search_commands.hpp, and instantiated once per variant in a generated translation unit
// (instantiate.hpp), so the command-line front end never instantiates a variant's templates.
#include <memory>
#include <string>
#include <vector>

#include "tools/cli/run.hpp"

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

namespace boardlab::cli {

template <class V>
struct Commands {
  static int setup(const Options& o);
  static int perft(const Options& o);
  static int perftree(const Options& o);
  static int game(const Options& o);
  static int analyse(const Options& o);
  static int selfplay(const Options& o);
  // The position drawn in the terminal (show_command.hpp).
  static int show(const Options& o);
  // The position as an SVG diagram, and a game record as viewer frames (picture_commands.hpp).
  static int svg(const Options& o);
  static render::ViewerGame view_record(const Options& o);
  static render::ViewerGame view_game(const match::Opening& opening,
                                      const std::vector<std::string>& moves,
                                      const std::string& result, const std::string& reason,
                                      const std::string& title);
  // Searches the variant's bench positions; prints one line each, returns the nodes searched.
  static std::uint64_t bench(const Options& o);
  // The variant's engine for the UCI/USI protocols (protocol_commands.hpp).
  static std::unique_ptr<protocol::EngineSession> session(std::size_t hash_mb);
  // The variant's rules for `boardlab match` (protocol_commands.hpp).
  static std::unique_ptr<match::Referee> referee();
};

}  // namespace boardlab::cli
