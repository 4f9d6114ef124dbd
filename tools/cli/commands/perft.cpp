// boardlab perft: leaf counts of the legal move tree (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Perft final : public VariantCommandLine {
 public:
  explicit Perft(CLI::App& app)
      : VariantCommandLine(app, "perft", "count the leaf nodes of the legal move tree") {
    add_position_options(sub(), o_);
    sub().add_option("--depth", o_.depth, "depth in plies (required)")->check(CLI::Range(0, 30));
    sub().add_flag("--divide", o_.divide, "print the count below each legal root move");
  }

  int run(std::span<const VariantRow> table) override {
    // Checked after parsing, so that a misspelt option is reported before a missing one.
    if (!given("--depth")) throw InputError("perft needs --depth N");
    return VariantCommandLine::run(table);
  }
};

}  // namespace

std::unique_ptr<Command> attach_perft(CLI::App& app) { return std::make_unique<Perft>(app); }

}  // namespace boardlab::cli
