#pragma once
// Maps a variant's runtime name or alias to its compile-time instantiation: one row per entry of
// the Hana registry, holding pointers to that variant's commands.
#include <array>
#include <string>
#include <string_view>

#include <boost/hana/unpack.hpp>

#include "framework/input_error.hpp"
#include "framework/text_fields.hpp"
#include "tools/commands/commands.hpp"
#include "variants/registry.hpp"

namespace boardlab::cli {

struct VariantRow {
  std::string_view name;
  Symbols aliases;
  std::string_view description;
  int (*setup)(const Options&);
  int (*perft)(const Options&);
  int (*perftree)(const Options&);
  int (*game)(const Options&);
  int (*analyse)(const Options&);
  int (*selfplay)(const Options&);
  std::uint64_t (*bench)(const Options&);
};

template <class V>
constexpr VariantRow row_of() {
  return {V::name,
          V::aliases,
          V::description,
          &Commands<V>::setup,
          &Commands<V>::perft,
          &Commands<V>::perftree,
          &Commands<V>::game,
          &Commands<V>::analyse,
          &Commands<V>::selfplay,
          &Commands<V>::bench};
}

inline constexpr auto variant_table = boost::hana::unpack(variants::registry, [](auto... t) {
  return std::array{row_of<typename decltype(t)::type>()...};
});

constexpr bool names_unique() {
  std::array<std::string_view, 64> seen{};
  int n = 0;
  for (const VariantRow& r : variant_table) {
    seen[n++] = r.name;
    for (std::string_view a : r.aliases) seen[n++] = a;
  }
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (seen[a] == seen[b]) return false;
  return true;
}
static_assert(names_unique(), "two variants share a name or alias");

inline const VariantRow& find_variant(std::string_view name) {
  for (const VariantRow& r : variant_table) {
    if (r.name == name) return r;
    for (std::string_view a : r.aliases)
      if (a == name) return r;
  }
  std::string valid;
  for (const VariantRow& r : variant_table)
    valid += (valid.empty() ? "" : ", ") + std::string(r.name);
  throw InputError("unknown variant " + quote_input(name) + " (valid: " + valid + ")");
}

}  // namespace boardlab::cli
