#pragma once
// Turns a Hana registry (a tuple of descriptor types) into the command line's variant table, and
// refuses at compile time a registry in which two variants share a name or an alias.
#include <array>
#include <string_view>
#include <type_traits>

#include <boost/hana/length.hpp>
#include <boost/hana/unpack.hpp>

#include "framework/core/descriptor.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/record_game.hpp"
#include "tools/cli/run.hpp"

namespace boardlab::cli {

template <class V>
constexpr VariantRow row_of() {
  return {V::name,
          Desc<V>::aliases,
          V::description,
          &Commands<V>::commands,
          &Commands<V>::view_record,
          &Commands<V>::view_game,
          &Commands<V>::bench,
          Desc<V>::protocol,
          Desc<V>::shuffled_start_of,
          &Commands<V>::session,
          &Commands<V>::referee};
}

// Every name and alias of every registered variant, in registry order.
template <class Registry>
constexpr auto all_names(Registry registry) {
  return boost::hana::unpack(registry, [](auto... t) {
    constexpr std::size_t n = ((1 + Desc<typename decltype(t)::type>::aliases.size) + ... + 0);
    std::array<std::string_view, n> names{};
    std::size_t i = 0;
    auto add = [&](auto type) {
      using V = typename decltype(type)::type;
      names[i++] = V::name;
      for (std::string_view a : Desc<V>::aliases) names[i++] = a;
    };
    (add(t), ...);
    return names;
  });
}

template <std::size_t N>
constexpr bool all_distinct(const std::array<std::string_view, N>& names) {
  for (std::size_t a = 0; a < N; ++a)
    for (std::size_t b = a + 1; b < N; ++b)
      if (names[a] == names[b]) return false;
  return true;
}

template <class Registry>
constexpr auto make_variant_table(Registry registry) {
  return boost::hana::unpack(
      registry, [](auto... t) { return std::array{row_of<typename decltype(t)::type>()...}; });
}

// A descriptor derived from another (struct Mine : variants::Chess) that does not state its own
// name or aliases answers to its parent's: refused for every pair of V in the registry and a
// base B of it among `candidates` (the registry and the built-in variants).
template <class V, class B>
constexpr bool names_not_inherited() {
  if constexpr (std::is_same_v<V, B> || !std::is_base_of_v<B, V>) {
    return true;
  } else {
    // By value, not by address (an address comparison is no constant under the sanitizers): an
    // inherited member has its parent's value, and a restated one must differ from it anyway.
    if (Desc<V>::aliases.size != 0 && Desc<V>::aliases.size == Desc<B>::aliases.size) {
      bool same = true;
      for (int i = 0; i < Desc<V>::aliases.size; ++i)
        same = same && Desc<V>::aliases[i] == Desc<B>::aliases[i];
      if (same) return false;
    }
    return std::string_view(V::name) != std::string_view(B::name);
  }
}
template <class V, class Candidates>
constexpr bool names_not_inherited_from_any(Candidates candidates) {
  return boost::hana::unpack(candidates, [](auto... b) {
    return (names_not_inherited<V, typename decltype(b)::type>() && ... && true);
  });
}
template <class Registry, class Candidates>
constexpr bool states_own_names(Registry registry, Candidates candidates) {
  return boost::hana::unpack(registry, [&](auto... v) {
    return (names_not_inherited_from_any<typename decltype(v)::type>(candidates) && ... && true);
  });
}

}  // namespace boardlab::cli

#define BOARDLAB_CHECK_OWN_NAMES(REGISTRY, CANDIDATES)                                     \
  static_assert(::boardlab::cli::states_own_names(REGISTRY, CANDIDATES),                   \
                "a descriptor derived from another variant must state its own 'name' and " \
                "'aliases' (static constexpr members), or it answers to its parent's");

// In the generated main: the table of REGISTRY (a constexpr Hana tuple of types), checked for
// duplicate names, and main() running the command line on it.
// The table is also what registered_variants() (record_game.hpp) returns to the commands.
#define BOARDLAB_CLI_MAIN(REGISTRY)                                                      \
  BOARDLAB_CHECK_OWN_NAMES(REGISTRY, REGISTRY)                                           \
  static_assert(::boardlab::cli::all_distinct(::boardlab::cli::all_names(REGISTRY)),     \
                "two registered variants share a name or an alias");                     \
  namespace {                                                                            \
  constexpr auto boardlab_variant_table = ::boardlab::cli::make_variant_table(REGISTRY); \
  }                                                                                      \
  std::span<const ::boardlab::cli::VariantRow> boardlab::cli::registered_variants() {    \
    return boardlab_variant_table;                                                       \
  }                                                                                      \
  int main(int argc, char** argv) {                                                      \
    return ::boardlab::cli::run(argc, argv, boardlab_variant_table);                     \
  }
