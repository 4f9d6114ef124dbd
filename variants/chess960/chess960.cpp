// The one translation unit that instantiates Chess960.
#include "variants/chess960/chess960.hpp"

#include "tools/commands/search_commands_impl.hpp"

BOARDLAB_INSTANTIATE_COMMANDS(boardlab::variants::Chess960)
