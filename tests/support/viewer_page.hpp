#pragma once
// Reads back what a page written by `boardlab view` (or an experiment's report.html) holds: the
// games as the page's script sees them.
#include <string>

#include <nlohmann/json.hpp>

namespace boardlab::test {

inline nlohmann::json viewer_games(const std::string& html) {
  const std::string open = "<script type=\"application/json\" id=\"games\">";
  const std::size_t from = html.find(open);
  if (from == std::string::npos) return nlohmann::json();
  const std::size_t begin = from + open.size();
  return nlohmann::json::parse(html.substr(begin, html.find("</script>", begin) - begin));
}

// How many times `needle` occurs in `text`.
inline std::size_t occurrences(const std::string& text, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++n;
  return n;
}

}  // namespace boardlab::test
