// Every command of the command line, once, in the order `boardlab --help` lists them. A new
// command is its file in commands/ and its line here.
#include <array>

#include "tools/cli/command.hpp"

namespace boardlab::cli {

std::unique_ptr<Command> attach_variants(CLI::App&);
std::unique_ptr<Command> attach_setup(CLI::App&);
std::unique_ptr<Command> attach_show(CLI::App&);
std::unique_ptr<Command> attach_svg(CLI::App&);
std::unique_ptr<Command> attach_verify(CLI::App&);
std::unique_ptr<Command> attach_view(CLI::App&);
std::unique_ptr<Command> attach_perft(CLI::App&);
std::unique_ptr<Command> attach_perftree(CLI::App&);
std::unique_ptr<Command> attach_game(CLI::App&);
std::unique_ptr<Command> attach_analyse(CLI::App&);
std::unique_ptr<Command> attach_bench(CLI::App&);
std::unique_ptr<Command> attach_weights(CLI::App&);
std::unique_ptr<Command> attach_tune(CLI::App&);
std::unique_ptr<Command> attach_selfplay(CLI::App&);
std::unique_ptr<Command> attach_uci(CLI::App&);
std::unique_ptr<Command> attach_usi(CLI::App&);
std::unique_ptr<Command> attach_match(CLI::App&);
std::unique_ptr<Command> attach_experiment(CLI::App&);

std::span<const AttachCommand> command_list() {
  static constexpr std::array<AttachCommand, 18> commands{
      &attach_variants, &attach_setup,   &attach_show,      &attach_svg,      &attach_verify,
      &attach_view,     &attach_perft,   &attach_perftree,  &attach_game,     &attach_analyse,
      &attach_bench,    &attach_weights, &attach_tune,      &attach_selfplay, &attach_uci,
      &attach_usi,      &attach_match,   &attach_experiment};
  return commands;
}

}  // namespace boardlab::cli
