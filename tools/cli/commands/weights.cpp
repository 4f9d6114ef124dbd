// boardlab weights: a variant's evaluation weights as a weights file (docs/cli.md, "Evaluation
// weights"): the compiled default, or --eval FILE read and written back in full.
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Weights final : public VariantCommandLine {
 public:
  explicit Weights(CLI::App& app)
      : VariantCommandLine(app, "weights",
                           "print the evaluation weights as a file --eval reads (the compiled "
                           "default, or --eval FILE in full)") {
    add_variant_option(sub(), o_);
    sub().add_option("--eval", o_.eval_file, "weights file to read (default: compiled in)");
  }
};

}  // namespace

std::unique_ptr<Command> attach_weights(CLI::App& app) { return std::make_unique<Weights>(app); }

}  // namespace boardlab::cli
