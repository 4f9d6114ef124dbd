#pragma once
// The match layer speaks of the registry's game interface (tools/registry/referee.hpp) by its own
// names.
#include "tools/registry/referee.hpp"

namespace boardlab::match {

using table::GameEnd;
using table::Opening;
using table::Referee;

}  // namespace boardlab::match
