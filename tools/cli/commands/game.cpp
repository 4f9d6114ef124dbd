// boardlab game: plays moves (from a position or a game record) and adjudicates (docs/cli.md).
#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class GameCommand final : public VariantCommandLine {
 public:
  explicit GameCommand(CLI::App& app)
      : VariantCommandLine(app, "game", "play --moves and adjudicate: last line 'RESULT REASON'") {
    add_position_options(sub(), o_);
    sub().add_flag("--claim", o_.claim,
                   "make the draw claim that is available (threefold, fifty moves, jishogi)");
    auto* pgn = sub().add_option("--pgn", pgn_, "read the game from a PGN file (chess family)");
    auto* csa = sub().add_option("--csa", csa_, "read the game from a CSA V2.2 file (shogi)");
    auto* usi = sub().add_option("--usi", usi_,
                                 "read the game from a USI 'sfen ... moves ...' line (shogi)");
    pgn->excludes(csa)->excludes(usi);
    csa->excludes(usi);
    sub()
        .add_option("--game", o_.game_index,
                    "which game of a --pgn file (or line of a --usi file), from 1")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000000));
  }

  int run(std::span<const VariantRow> table) override {
    // A record that names its variant is checked against a --variant given for it.
    o_.variant_given = given("--variant");
    const VariantRow& row = find_variant(table, o_.variant);
    for (auto [format, file] : {std::pair{"pgn", &pgn_}, {"csa", &csa_}, {"usi", &usi_}})
      if (!file->empty()) o_.record_format = format, o_.record_file = *file;
    if (given("--game") && !o_.record_format)
      throw InputError("--game picks a game of a record: give --pgn, --csa or --usi");
    return run_variant_command(row, name(), o_);
  }

 private:
  std::string pgn_, csa_, usi_;
};

}  // namespace

std::unique_ptr<Command> attach_game(CLI::App& app) { return std::make_unique<GameCommand>(app); }

}  // namespace boardlab::cli
