// See variant_row.hpp.
#include <range/v3/view/transform.hpp>

#include <stdexcept>
#include <string>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/registry/variant_row.hpp"

namespace boardlab::table {

const VariantRow& find_variant(std::span<const VariantRow> table, std::string_view name) {
  for (const VariantRow& r : table) {
    if (r.name == name) return r;
    for (std::string_view a : r.aliases)
      if (a == name) return r;
  }
  const auto names = table | ranges::views::transform(&VariantRow::name);
  throw InputError("unknown variant " + quote_input(name) + " (valid: " + join(names, ", ") + ")");
}

int run_variant_command(const VariantRow& row, std::string_view command, const Options& o) {
  for (const VariantCommand& c : row.commands())
    if (c.name == command) return c.run(o);
  // Only a command list out of step with variant_commands.hpp gets here; a test runs each one.
  throw std::logic_error("variant " + std::string(row.name) + " has no command " +
                         std::string(command));
}

}  // namespace boardlab::table
