// The one translation unit that instantiates standard chess.
#include "variants/chess/chess.hpp"

#include "tools/commands/search_commands_impl.hpp"

BOARDLAB_INSTANTIATE_COMMANDS(boardlab::variants::Chess)
