// The one translation unit that instantiates Armageddon.
#include "variants/armageddon/armageddon.hpp"

#include "tools/commands/search_commands_impl.hpp"

BOARDLAB_INSTANTIATE_COMMANDS(boardlab::variants::Armageddon)
