// boardlab variants: one line per registered variant (docs/cli.md, "Commands").
#include <iostream>

#include <CLI/CLI.hpp>

#include "framework/notation/text_fields.hpp"
#include "tools/cli/command.hpp"

namespace boardlab::cli {
namespace {

class Variants final : public Command {
 public:
  explicit Variants(CLI::App& app)
      : Command(app, "variants", "list the registered variants and their aliases") {}

  int run(std::span<const VariantRow> table) override {
    for (const auto& row : table) {
      const std::string aliases = join(row.aliases, ",");
      std::cout << row.name << "  aliases: " << (aliases.empty() ? "-" : aliases) << "  "
                << row.description << '\n';
    }
    return 0;
  }
};

}  // namespace

std::unique_ptr<Command> attach_variants(CLI::App& app) { return std::make_unique<Variants>(app); }

}  // namespace boardlab::cli
