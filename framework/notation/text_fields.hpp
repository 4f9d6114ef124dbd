#pragma once
// Small helpers for the notation readers: splitting on whitespace, joining names, and reading
// bounded integers with an error that names the field.
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include <range/v3/view/chunk_by.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/join.hpp>
#include <range/v3/view/transform.hpp>

#include "framework/core/input_error.hpp"

namespace boardlab {

// The elements of a range in a container. (Used instead of ranges::to, whose common_iterator
// trips GCC 12's -Wmaybe-uninitialized at -O3.)
template <class Container, class Range>
Container collect(Range&& range) {
  Container out;
  for (auto&& x : range) out.insert(out.end(), x);
  return out;
}

constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The words of text: runs of non-blank characters, as views into it.
inline std::vector<std::string_view> split_words(std::string_view text) {
  namespace views = ranges::views;
  return collect<std::vector<std::string_view>>(
      text | views::chunk_by([](char a, char b) { return is_blank(a) == is_blank(b); }) |
      views::filter([](auto run) { return !is_blank(*ranges::begin(run)); }) |
      views::transform([](auto run) {
        return std::string_view(&*ranges::begin(run), std::size_t(ranges::distance(run)));
      }));
}

// The items joined by sep ("a, b, c").
template <class Range>
std::string join(const Range& items, std::string_view sep) {
  return collect<std::string>(
      items | ranges::views::transform([](const auto& x) { return std::string(x); }) |
      ranges::views::join(sep));
}

namespace detail {
// Text quoted back in a message: at most `max` characters, control characters masked so the
// message stays one line.
inline std::string quoted(std::string_view text, std::size_t max) {
  std::string s(text.substr(0, max));
  if (text.size() > max) s += "...";
  for (char& c : s)
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  return "'" + s + "'";
}
}  // namespace detail

// Shortens user text quoted back in an error message, so a huge input gives a one-line error.
inline std::string quote_input(std::string_view text) { return detail::quoted(text, 60); }

// A file or directory name in an error message: whole, since the user must recognise it (a
// name is not a huge input), control characters still masked.
inline std::string quote_path(std::string_view path) { return detail::quoted(path, path.size()); }

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
