// See players.hpp.
#include "tools/experiment/players.hpp"

#include <algorithm>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/match_options.hpp"

namespace boardlab::experiment {
namespace {

using table::VariantRow;

// The --player text for variant `v`: its own, else the one for every variant, else builtin.
std::string player_text(const Settings& s, std::span<const VariantRow> table, std::size_t v) {
  const std::string_view name = table::find_variant(table, s.variants[v]).name;
  for (const auto& [variant, text] : s.players)
    if (!variant.empty() && table::find_variant(table, variant).name == name) return text;
  const auto every = s.players.find("");
  return every == s.players.end() ? "builtin" : every->second;
}

std::string eval_option(const Settings& s, std::span<const VariantRow> table, std::size_t v) {
  const std::string_view name = table::find_variant(table, s.variants[v]).name;
  for (const auto& [variant, file] : s.eval_files)
    if (table::find_variant(table, variant).name == name) return file;
  return {};
}

}  // namespace

match::PlayerSpec player_spec(const Settings& s, std::span<const VariantRow> table, std::size_t v) {
  std::string text = player_text(s, table, v);
  if (text.rfind("builtin:", 0) == 0) text[7] = ' ';
  std::vector<std::string> tokens;
  for (const auto word : split_words(text)) {
    const std::string token(word);
    const std::string key = token.substr(0, token.find('='));
    if (key == "name" || key == "tc" || key == "st" || key == "byoyomi" || key == "nodes" ||
        key == "depth")
      throw InputError("--player " + quote_input(text) + ": " + key +
                       "= is not for a player (the run's --nodes, --depth or --movetime is "
                       "every player's limit)");
    tokens.push_back(token);
  }
  match::PlayerSpec p;
  try {
    // A placeholder limit for the reader, which wants one: the run's limits replace it.
    p = match::read_player(tokens, {"depth=1"});
    p.limits = {};
  } catch (const InputError& e) {
    throw InputError("--player " + quote_input(text) + ": " + e.what());
  }
  p.hash_mb = s.hash_mb;
  if (p.builtin && p.eval_file.empty()) p.eval_file = eval_option(s, table, v);
  if (!p.builtin && p.protocol.empty())
    p.protocol = std::string(table::find_variant(table, s.variants[v]).engine_protocol);
  return p;
}

std::string eval_file_for(const Settings& s, std::span<const VariantRow> table, std::size_t v) {
  const match::PlayerSpec p = player_spec(s, table, v);
  return p.builtin ? p.eval_file : eval_option(s, table, v);
}

void check_players(const Settings& s, std::span<const VariantRow> table) {
  for (const auto& [variant, text] : s.players)
    if (!variant.empty()) {
      const VariantRow& row = table::find_variant(table, variant);
      if (std::none_of(s.variants.begin(), s.variants.end(), [&](const std::string& v) {
            return table::find_variant(table, v).name == row.name;
          }))
        throw InputError("--player " + variant + "=" + text + ": " + quote_input(variant) +
                         " is not in --variants");
    }
  for (std::size_t v = 0; v < s.variants.size(); ++v) {
    const match::PlayerSpec p = player_spec(s, table, v);
    if (p.builtin && !eval_option(s, table, v).empty() && p.eval_file != eval_option(s, table, v))
      throw InputError("--eval and --player both give " + s.variants[v] + " a weights file");
    if (!p.builtin && !eval_option(s, table, v).empty())
      throw InputError("--eval " + s.variants[v] +
                       "=FILE is for the built-in player; that variant's player is an engine");
  }
}

}  // namespace boardlab::experiment
