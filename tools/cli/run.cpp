// The boardlab command line (contract: docs/cli.md): attaches every command of command_list() to
// one CLI11 application, parses, and runs the chosen command; errors become one `error:` line and
// exit status 2. Compiled once, into the boardlab_cli library that in-tree and plugin executables
// share.
#include <unistd.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <range/v3/view/transform.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/run.hpp"
#include "tools/cli/standard_output.hpp"
#include "tools/protocol/protocol_loop.hpp"

namespace boardlab::cli {

namespace {

int fail(const std::string& message) {
  std::cout.flush();
  std::cerr << "error: " << message << std::endl;
  return 2;
}

// A bare `boardlab` started by a GUI (stdin not a terminal): the first line says the protocol.
int serve_first_line(std::span<const VariantRow> table) {
  std::string first;
  while (std::getline(std::cin, first) && split_words(first).empty()) {
  }
  const auto words = split_words(first);
  const std::string_view word = words.empty() ? std::string_view() : words[0];
  if (word == "uci")
    return protocol::serve(table, protocol::Dialect::Uci, {}, std::cin, std::cout, first);
  if (word == "usi")
    return protocol::serve(table, protocol::Dialect::Usi, {}, std::cin, std::cout, first);
  return fail("no subcommand given, and the first line of standard input, " + quote_input(first) +
              ", is not 'uci' or 'usi' (see 'boardlab --help')");
}

int dispatch(int argc, char** argv, std::span<const VariantRow> table) {
  if (argc == 1 && !isatty(STDIN_FILENO)) return serve_first_line(table);
  CLI::App app{
      "boardlab: chess-like board games on one framework: rules, perft, game records, search",
      "boardlab"};
  app.require_subcommand(1);
  std::vector<std::unique_ptr<Command>> commands;
  for (AttachCommand attach : command_list()) commands.push_back(attach(app));

  if (argc > 1 && argv[1][0] != '-') {
    try {
      app.get_subcommand(argv[1]);
    } catch (const CLI::OptionNotFound&) {
      const auto names = commands | ranges::views::transform(&Command::name);
      return fail("unknown command " + quote_input(argv[1]) + " (commands: " + join(names, ", ") +
                  "; see 'boardlab --help')");
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::RequiredError& e) {
    return fail(std::string(e.what()) + " (see 'boardlab --help')");
  } catch (const CLI::ParseError& e) {
    std::string what = e.what();
    if (what.empty()) what = "bad command line";
    return fail(what);
  }
  try {
    for (const auto& command : commands)
      if (command->chosen()) return command->run(table);
  } catch (const InputError& e) {
    return fail(e.what());
  } catch (const OutputError&) {
    throw;
  } catch (const std::exception& e) {
    return fail(std::string("internal: ") + e.what());
  }
  return fail("no command given");
}

}  // namespace

int run(int argc, char** argv, std::span<const VariantRow> table) {
  use_checked_output();
  try {
    return finish_output(dispatch(argc, argv, table));
  } catch (const OutputError& e) {
    return report_output_error(e);
  }
}

}  // namespace boardlab::cli
