#pragma once
// The UCI and USI engine protocols over the registered variants of one family (the variants whose
// notation names that protocol). The loop reads commands line by line and never ends on bad input:
// an unknown command is ignored with an `info string`, a malformed position or option is reported
// as `info string error: ...` and changes nothing. Searches run on their own thread, so `isready`,
// `stop` and `ponderhit` are answered while one runs.
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "tools/registry/variant_row.hpp"

namespace boardlab::protocol {

enum class Dialect { Uci, Usi };

constexpr std::string_view dialect_name(Dialect d) { return d == Dialect::Uci ? "uci" : "usi"; }

// Serves `in` until `quit` or the end of input; `first_line`, if given, was read from it already
// (a bare `boardlab` reads it to pick the protocol). `variant` is the initial UCI_Variant /
// USI_Variant. Returns the process exit status.
int serve(std::span<const table::VariantRow> table, Dialect dialect, std::string_view variant,
          std::istream& in, std::ostream& out, std::optional<std::string> first_line = {});

}  // namespace boardlab::protocol
