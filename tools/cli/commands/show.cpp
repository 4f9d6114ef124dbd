// boardlab show: the position drawn in the terminal (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Show final : public VariantCommandLine {
 public:
  explicit Show(CLI::App& app)
      : VariantCommandLine(app, "show", "draw the position in the terminal") {
    add_position_options(sub(), o_);
    sub().add_flag("--ascii", o_.ascii, "letters instead of piece figures");
    sub().add_flag("--flip", o_.flip, "the second player's view");
    sub()
        .add_option("--color", o_.colour,
                    "ANSI colours: auto (when stdout is a terminal), always, never")
        ->capture_default_str()
        ->check(CLI::IsMember({"auto", "always", "never"}));
  }
};

}  // namespace

std::unique_ptr<Command> attach_show(CLI::App& app) { return std::make_unique<Show>(app); }

}  // namespace boardlab::cli
