#pragma once
// Included by the one generated translation unit per variant: everything the command line needs
// for that variant is instantiated there, so heavy templates are compiled once per variant and the
// variants' own folders never see the command line.
#include "tools/cli/picture_commands.hpp"
#include "tools/cli/protocol_commands.hpp"
#include "tools/cli/search_commands.hpp"
#include "tools/cli/variant_commands.hpp"

#define BOARDLAB_INSTANTIATE_COMMANDS(V) template struct boardlab::cli::Commands<V>;
