#pragma once
// Force-included first in every translation unit of the clang fuzz build (never in the g++
// build). variants/chess/evaluation.hpp calls std::abs in a constant expression: GCC accepts it
// (abs is a builtin there), clang 14 refuses it (std::abs is constexpr only from C++23). So that
// header is included once here, with std::abs spelled as a constexpr function for it alone; its
// #pragma once makes every later include a no-op. (The clean fix, a local constexpr abs in that
// header, is outside the files this fuzz work may change.)
#include <array>
#include <cstdlib>
#include <type_traits>

#include "framework/search/evaluation.hpp"

namespace std {
constexpr int boardlab_fuzz_constexpr_abs(int x) { return x < 0 ? -x : x; }
}  // namespace std

#define abs boardlab_fuzz_constexpr_abs
#include "variants/chess/evaluation.hpp"
#undef abs
