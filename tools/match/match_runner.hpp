#pragma once
// `boardlab match`: games between two players under a variant's rules, with clocks kept here,
// adjudication after every move, records, cutechess-cli's result lines and an optional SPRT.
#include <span>

#include "tools/match/match_options.hpp"
#include "tools/registry/variant_row.hpp"

namespace boardlab::match {

// Plays the match; returns the exit status (0; InputError for bad settings).
int run_match(const MatchOptions& options, std::span<const table::VariantRow> table);

}  // namespace boardlab::match
