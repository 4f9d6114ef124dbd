#pragma once
// The registered variants: adding a variant is adding its folder and one line here.
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include "variants/chess/chess.hpp"

namespace boardlab::variants {

inline constexpr auto registry = boost::hana::tuple_t<Chess>;

}  // namespace boardlab::variants
