#pragma once
// One subcommand of the command line, as the dispatcher (run.cpp) sees it. A command's file
// (commands/NAME.cpp) adds its subcommand to the CLI11 application with its help text, binds its
// options to its own settings, and runs once the line is parsed. command_list.cpp lists every
// command once; help, the unknown-command error and docs/cli.md's check come from that list.
#include <memory>
#include <span>
#include <string>

#include "tools/cli/run.hpp"

namespace CLI {
class App;
}

namespace boardlab::cli {

class Command {
 public:
  // Adds the subcommand `name` to `app`; the derived class adds its options to sub().
  Command(CLI::App& app, const std::string& name, const std::string& summary);
  virtual ~Command() = default;
  Command(const Command&) = delete;
  Command& operator=(const Command&) = delete;

  // This command was chosen on the command line (CLI11 parsed its subcommand).
  bool chosen() const;
  const std::string& name() const { return name_; }
  // Runs the parsed command: an exit status, or an InputError that becomes one error line.
  virtual int run(std::span<const VariantRow> table) = 0;

 protected:
  CLI::App& sub() const { return *sub_; }
  // The option was given on the command line (not left at its default).
  bool given(const std::string& option) const;

 private:
  std::string name_;
  CLI::App* sub_;
};

// A command whose work is the variant's own (variant_commands.hpp): its options are the shared
// Options, and running it runs the body instantiated for --variant.
class VariantCommandLine : public Command {
 public:
  using Command::Command;
  int run(std::span<const VariantRow> table) override {
    return run_variant_command(find_variant(table, o_.variant), name(), o_);
  }

 protected:
  Options o_;
};

// Each command's entry point: adds its subcommand to the application.
using AttachCommand = std::unique_ptr<Command> (*)(CLI::App& app);

// Every command, in the order `boardlab --help` lists them.
std::span<const AttachCommand> command_list();

}  // namespace boardlab::cli
