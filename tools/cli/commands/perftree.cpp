// boardlab perftree: perft in the interface of the perftree debugger (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"

namespace boardlab::cli {
namespace {

class Perftree final : public VariantCommandLine {
 public:
  explicit Perftree(CLI::App& app)
      : VariantCommandLine(
            app, "perftree",
            "perft in the interface of the perftree debugger: perftree DEPTH FEN [MOVES]") {
    sub().add_option("--variant", o_.variant, "variant name or alias")->capture_default_str();
    sub().add_option("depth", o_.depth, "depth in plies")->required()->check(CLI::Range(0, 30));
    sub().add_option("fen", o_.fen, "start position")->required();
    sub().add_option("moves", o_.moves, "moves played first, space separated");
  }
};

}  // namespace

std::unique_ptr<Command> attach_perftree(CLI::App& app) { return std::make_unique<Perftree>(app); }

}  // namespace boardlab::cli
