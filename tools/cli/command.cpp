// See command.hpp.
#include "tools/cli/command.hpp"

#include <CLI/CLI.hpp>

namespace boardlab::cli {

Command::Command(CLI::App& app, const std::string& name, const std::string& summary)
    : name_(name), sub_(app.add_subcommand(name, summary)) {}

bool Command::chosen() const { return sub_->parsed(); }

bool Command::given(const std::string& option) const { return sub_->count(option) > 0; }

}  // namespace boardlab::cli
