// boardlab analyse: a search of the position, UCI-style (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Analyse final : public VariantCommandLine {
 public:
  explicit Analyse(CLI::App& app)
      : VariantCommandLine(app, "analyse",
                           "search the position: UCI-style info lines, then bestmove") {
    add_position_options(sub(), o_);
    add_search_limits(sub(), o_);
  }
};

}  // namespace

std::unique_ptr<Command> attach_analyse(CLI::App& app) { return std::make_unique<Analyse>(app); }

}  // namespace boardlab::cli
