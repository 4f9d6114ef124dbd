#pragma once
// The whole command line: parses argv, dispatches to the variant's commands, returns the exit
// status (0 success, 2 bad input). An executable's main is this call with its own table.
#include <span>

#include "tools/registry/variant_row.hpp"

namespace boardlab::cli {

// The command line speaks of the registry's types by their own names.
using table::find_variant;
using table::Options;
using table::run_variant_command;
using table::VariantCommand;
using table::VariantRow;

int run(int argc, char** argv, std::span<const VariantRow> table);

}  // namespace boardlab::cli
