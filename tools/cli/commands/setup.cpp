// boardlab setup: the start position in the variant's notation (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Setup final : public VariantCommandLine {
 public:
  explicit Setup(CLI::App& app)
      : VariantCommandLine(app, "setup", "print the start position after --position/--moves") {
    add_position_options(sub(), o_);
    sub().add_flag("--xfen", o_.xfen,
                   "write Chess960 castling rights as X-FEN instead of Shredder-FEN");
  }
};

}  // namespace

std::unique_ptr<Command> attach_setup(CLI::App& app) { return std::make_unique<Setup>(app); }

}  // namespace boardlab::cli
