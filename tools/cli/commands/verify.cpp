// boardlab verify: perft divides compared with another engine's 'go perft' (docs/cli.md).
#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"
#include "tools/verify/verify.hpp"

namespace boardlab::cli {
namespace {

class Verify final : public Command {
 public:
  explicit Verify(CLI::App& app)
      : Command(app, "verify",
                "compare perft divides with another engine's 'go perft' on random positions") {
    auto& v = options_;
    sub().add_option("--variant", v.variant, "variant name or alias")->required();
    sub().add_option("--engine", v.engine, "the engine's command")->required();
    sub().add_option("--engine-arg", v.engine_args, "an argument for the engine (repeatable)");
    sub()
        .add_option("--proto", v.protocol, "uci or usi (default: the variant's own)")
        ->check(CLI::IsMember({"uci", "usi"}));
    sub().add_option("--option", option_pairs_,
                     "NAME=VALUE sent as 'setoption' before the variant (repeatable)");
    sub()
        .add_option("--positions", v.positions, "random positions to compare")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000000));
    sub()
        .add_option("--depth", v.depth, "perft depth")
        ->capture_default_str()
        ->check(CLI::Range(1, 20));
    sub().add_option("--seed", v.seed, "seed of the random positions")->capture_default_str();
    sub()
        .add_option("--timeout", timeout_s_,
                    "seconds the engine may take to answer one 'go perft' (or its handshake)")
        ->capture_default_str()
        ->check(CLI::Range(0.001, 86400.0));
    sub().add_flag("--quiet", v.quiet, "no progress line");
  }

  int run(std::span<const VariantRow> table) override {
    for (const std::string& pair : option_pairs_) {
      const auto eq = pair.find('=');
      if (eq == std::string::npos || eq == 0)
        throw InputError("--option " + quote_input(pair) + " is not NAME=VALUE");
      options_.options.emplace_back(pair.substr(0, eq), pair.substr(eq + 1));
    }
    options_.timeout_ms = milliseconds_of(timeout_s_);
    return verify::run(options_, table);
  }

 private:
  verify::VerifyOptions options_;
  std::vector<std::string> option_pairs_;
  double timeout_s_ = 60;
};

}  // namespace

std::unique_ptr<Command> attach_verify(CLI::App& app) { return std::make_unique<Verify>(app); }

}  // namespace boardlab::cli
