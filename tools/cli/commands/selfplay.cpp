// boardlab selfplay: the engine against itself, adjudicated by the rules (docs/cli.md).
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Selfplay final : public VariantCommandLine {
 public:
  explicit Selfplay(CLI::App& app)
      : VariantCommandLine(app, "selfplay", "the engine against itself, adjudicated by the rules") {
    add_position_options(sub(), o_);
    add_search_limits(sub(), o_);
    sub()
        .add_option("--games", o_.games, "number of games")
        ->capture_default_str()
        ->check(CLI::Range(1, 1000000));
    sub().add_option("--openings", openings_,
                     "random-plies:K plays K random moves before each game");
    sub().add_option("--pgn", o_.pgn_out, "write the games to this PGN file (chess family)");
  }

  int run(std::span<const VariantRow> table) override {
    const VariantRow& row = find_variant(table, o_.variant);
    if (!openings_.empty()) o_.opening_plies = *read_openings_choice(openings_, false).random_plies;
    return run_variant_command(row, name(), o_);
  }

 private:
  std::string openings_;
};

}  // namespace

std::unique_ptr<Command> attach_selfplay(CLI::App& app) { return std::make_unique<Selfplay>(app); }

}  // namespace boardlab::cli
