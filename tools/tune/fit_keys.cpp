#include "tools/tune/fit_keys.hpp"

#include <algorithm>
#include <set>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::tune {
namespace {

// "value.mg N" matches "value.mg N", "value.mg" and "value"; "term bishop_pair_mg" matches
// "bishop_pair_mg" and the pair's name "bishop_pair" too.
bool matches(std::string_view name, std::string_view key) {
  if (name == key) return true;
  if (name.starts_with(key) && name.size() > key.size() &&
      (name[key.size()] == ' ' || name[key.size()] == '.'))
    return true;
  if (!name.starts_with("term ")) return false;
  const std::string_view term = name.substr(5);
  return term == key || (term.size() == key.size() + 3 && term.starts_with(key) &&
                         (term.ends_with("_mg") || term.ends_with("_eg")));
}

}  // namespace

std::vector<bool> fitted_weights(const std::vector<std::string>& names,
                                 const std::vector<bool>& exists, std::string_view keys) {
  std::vector<bool> fitted(exists);
  // Split at commas only: one weight's name has spaces ("pst.mg N e4").
  std::vector<std::string> words;
  for (std::size_t at = 0; at <= keys.size();) {
    const std::size_t end = std::min(keys.find(',', at), keys.size());
    const auto words_of_key = split_words(keys.substr(at, end - at));
    std::string key;
    for (const auto w : words_of_key) key += (key.empty() ? "" : " ") + std::string(w);
    if (!key.empty()) words.push_back(key);
    at = end + 1;
  }
  if (words.empty()) return fitted;
  fitted.assign(names.size(), false);
  for (const std::string_view key : words) {
    bool any = false;
    for (std::size_t i = 0; i < names.size(); ++i)
      if (exists[i] && matches(names[i], key)) any = fitted[i] = true;
    if (any) continue;
    std::set<std::string> valid;
    for (std::size_t i = 0; i < names.size(); ++i)
      if (exists[i]) valid.insert(names[i].substr(0, names[i].find(' ')));
    std::string list_text;
    for (const auto& v : valid) list_text += (list_text.empty() ? "" : " ") + v;
    throw InputError("--fit: " + quote_input(key) +
                     " names no weight of this evaluation (keys: " + list_text + ")");
  }
  return fitted;
}

}  // namespace boardlab::tune
