#pragma once
// The game of a record file as `game` and `view` read it: which variant it is for (a PGN game's
// Variant tag), its moves, players and the end the record states.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "framework/notation/chess/pgn.hpp"
#include "framework/notation/game_record.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/cli/record_file.hpp"
#include "tools/cli/run.hpp"

namespace boardlab::cli {

// The executable's variant table, defined beside main() by BOARDLAB_CLI_MAIN: a record may name
// a variant other than the one the command runs for.
std::span<const VariantRow> registered_variants();

// The row of the variant the chosen game's Variant tag names when that is not V, else nullptr.
// Tag values are matched against names and aliases without case, spaces, '-' or '_'
// ("Chess960", "Crazyhouse"; "Standard" is chess's alias). The tag is followed when --variant was
// not given, and refused when --variant names another variant.
template <class V>
const VariantRow* variant_named_by_record(const Options& o, const ChosenRecord& record) {
  if (*o.record_format != "pgn") return nullptr;
  const PgnTags tags = record.read([](std::string_view text) {
    std::size_t at = 0;
    return read_pgn_tags(text, at);
  });
  const auto tag = tags.values.find("Variant");
  if (tag == tags.values.end() || pgn_variant_names<V>(tag->second)) return nullptr;
  const std::string key = pgn_variant_key(tag->second);
  const VariantRow* named = nullptr;
  for (const VariantRow& row : registered_variants()) {
    bool same = pgn_variant_key(row.name) == key;
    for (const std::string_view alias : row.aliases) same = same || pgn_variant_key(alias) == key;
    if (same && !named) named = &row;
  }
  if (!named)
    throw InputError("PGN Variant tag " + quote_input(tag->second) +
                     " names no registered variant (see 'boardlab variants')");
  if (o.variant_given)
    throw InputError("--variant " + quote_input(o.variant) +
                     " disagrees with the PGN's Variant tag " + quote_input(tag->second) +
                     " (variant " + std::string(named->name) + ")");
  return named;
}

// The options with --variant set to the one a record names.
inline Options for_variant(Options o, std::string_view variant) {
  o.variant = std::string(variant);
  return o;
}

// The chosen game with its players and recorded end, through the notation's read_game_record
// (a notation without it gives the moves alone).
template <class V>
RecordedGame<V> read_recorded_game(std::string_view format, const ChosenRecord& record) {
  using N = typename V::notation;
  return record.read([&](std::string_view text) -> RecordedGame<V> {
    if constexpr (requires { N::template read_game_record<V>(format, text); })
      return N::template read_game_record<V>(format, text);
    else
      return {N::template read_record<V>(format, text)};
  });
}

// The result and reason to report for a recorded game that the rules do not end: the end the
// record states (resignation, time, a declared win), decided by the rules' claim when the rules
// allow one for that same reason (a jishogi counted in points); nothing when it states none.
template <class V>
std::optional<std::pair<std::string, std::string>> recorded_end(const Game<V>& g,
                                                                const RecordedGame<V>& r) {
  if (r.result.empty() || g.outcome().over()) return std::nullopt;
  if (const auto claim = g.claimable(); claim && reason_text(claim->reason) == r.reason) {
    const Outcome o = g.outcome_with_claim();
    return std::pair{std::string(result_text(o.result)), std::string(reason_text(o.reason))};
  }
  return std::pair{r.result, r.reason};
}

}  // namespace boardlab::cli
