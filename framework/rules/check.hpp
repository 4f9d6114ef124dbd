#pragma once
// Check detection with the move generator: gives_check (framework/rules/gives_check.hpp, which
// the generator itself uses where giving check is illegal) and legal move generation together.
#include "framework/rules/gives_check.hpp"
#include "framework/rules/movegen.hpp"
