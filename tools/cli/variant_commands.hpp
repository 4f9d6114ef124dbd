#pragma once
// The commands whose work depends on the variant, by the name the command line gives them: the
// one list of them. A variant's generated translation unit instantiates each body for it, and
// the command's front end (commands/) runs it through run_variant_command(row, name, options).
#include <array>

#include "tools/cli/commands.hpp"
#include "tools/cli/picture_commands.hpp"
#include "tools/cli/rules_commands.hpp"
#include "tools/cli/search_commands.hpp"
#include "tools/cli/show_command.hpp"
#include "tools/cli/tune_command.hpp"

namespace boardlab::cli {

template <class V>
inline constexpr std::array variant_commands{
    VariantCommand{"setup", &setup_command<V>},
    VariantCommand{"show", &show_command<V>},
    VariantCommand{"svg", &svg_command<V>},
    VariantCommand{"perft", &perft_command<V>},
    VariantCommand{"perftree", &perftree_command<V>},
    VariantCommand{"game", &game_command<V>},
    VariantCommand{"analyse", &analyse_command<V>},
    VariantCommand{"selfplay", &selfplay_command<V>},
    VariantCommand{"weights", &weights_command<V>},
    VariantCommand{"tune", &tune_command<V>},
};

template <class V>
std::span<const VariantCommand> Commands<V>::commands() {
  return variant_commands<V>;
}

}  // namespace boardlab::cli
