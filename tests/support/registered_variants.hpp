#pragma once
// The registry as a GoogleTest type list, so typed tests run for every registered variant.
#include <gtest/gtest.h>

#include <boost/hana/unpack.hpp>

#include "boardlab_registry.hpp"

namespace boardlab::test {

using RegisteredVariants = decltype(boost::hana::unpack(
    registry, [](auto... t) { return ::testing::Types<typename decltype(t)::type...>{}; }));

struct VariantName {
  template <class V>
  static std::string GetName(int) {
    return std::string(V::name);
  }
};

}  // namespace boardlab::test
