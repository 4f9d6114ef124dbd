#pragma once
// The registered variants: adding a variant is adding its folder and one line here.
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include "variants/armageddon/armageddon.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::variants {

inline constexpr auto registry = boost::hana::tuple_t<Chess, Chess960, Shogi, Armageddon>;

}  // namespace boardlab::variants
