// The one translation unit that instantiates shogi.
#include "variants/shogi/shogi.hpp"

#include "tools/commands/search_commands_impl.hpp"

BOARDLAB_INSTANTIATE_COMMANDS(boardlab::variants::Shogi)
