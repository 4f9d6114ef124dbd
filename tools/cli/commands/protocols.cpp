// boardlab uci and boardlab usi: the engine protocols on standard input and output
// (docs/cli.md, "Engine protocols").
#include <iostream>

#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/protocol/protocol_loop.hpp"

namespace boardlab::cli {
namespace {

class Serve final : public Command {
 public:
  Serve(CLI::App& app, protocol::Dialect dialect, const std::string& summary)
      : Command(app, std::string(protocol::dialect_name(dialect)), summary), dialect_(dialect) {
    sub().add_option("--variant", variant_,
                     "the variant selected at start (UCI_Variant / USI_Variant may change it)");
  }

  int run(std::span<const VariantRow> table) override {
    return protocol::serve(table, dialect_, variant_, std::cin, std::cout);
  }

 private:
  protocol::Dialect dialect_;
  std::string variant_;
};

}  // namespace

std::unique_ptr<Command> attach_uci(CLI::App& app) {
  return std::make_unique<Serve>(
      app, protocol::Dialect::Uci,
      "serve the UCI engine protocol on stdin/stdout (chess-family variants)");
}

std::unique_ptr<Command> attach_usi(CLI::App& app) {
  return std::make_unique<Serve>(app, protocol::Dialect::Usi,
                                 "serve the USI engine protocol on stdin/stdout (shogi family)");
}

}  // namespace boardlab::cli
