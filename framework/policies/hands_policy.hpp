#pragma once
// Hands as a descriptor policy: in games with drops a captured piece changes sides and waits in
// the captor's hand, unpromoted, until it is dropped. A descriptor with drops declares
//   struct hands { static constexpr bool enabled = true; static constexpr Symbols kinds = {...}; };
// listing the kinds a hand can hold in notation order.
#include "framework/core/piece_spec.hpp"

namespace boardlab {

struct NoHands {
  static constexpr bool enabled = false;
  static constexpr Symbols kinds = {};
};

}  // namespace boardlab
