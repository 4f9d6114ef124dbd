#pragma once
// Small helpers for the notation readers: splitting on whitespace and reading bounded integers
// with an error that names the field.
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "framework/core/input_error.hpp"

namespace boardlab {

inline std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() &&
           (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
      ++i;
    const std::size_t start = i;
    while (i < text.size() &&
           !(text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
      ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

// Shortens user text quoted back in an error message, so a huge input gives a one-line error.
inline std::string quote_input(std::string_view text) {
  constexpr std::size_t max = 60;
  std::string s(text.substr(0, max));
  if (text.size() > max) s += "...";
  for (char& c : s)
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  return "'" + s + "'";
}

inline long long parse_integer(std::string_view text, std::string_view what, long long min,
                               long long max) {
  long long v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size())
    throw InputError(std::string(what) + " " + quote_input(text) + " is not an integer");
  if (v < min || v > max)
    throw InputError(std::string(what) + " " + quote_input(text) + " is out of range " +
                     std::to_string(min) + ".." + std::to_string(max));
  return v;
}

}  // namespace boardlab
