// See openings.hpp.
#include "tools/match/openings.hpp"

#include <fstream>
#include <sstream>

#include "framework/core/input_error.hpp"
#include "framework/notation/chess/pgn.hpp"
#include "framework/notation/game_starts.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::match {

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t n) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (n + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

namespace {

std::string read_whole(const std::string& path, const std::string& option) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(option + ": cannot read " + quote_path(path));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::vector<NumberedLine> read_item_lines(const std::string& path, const std::string& option) {
  std::istringstream lines(read_whole(path, option));
  std::vector<NumberedLine> items;
  int n = 0;
  for (std::string line; std::getline(lines, line);)
    if (++n, !is_note_or_blank(line)) items.push_back({n, line});
  return items;
}

std::vector<Opening> read_openings_file(const std::string& path, const Referee& referee) {
  std::vector<Opening> openings;
  const std::string where = "--openings " + quote_path(path);
  if (path.size() >= 4 && path.substr(path.size() - 4) == ".pgn") {
    const std::string all = read_whole(path, "--openings");
    int n = 0;
    for (std::string_view game : split_pgn_games(all)) {
      ++n;
      try {
        openings.push_back(referee.read_opening("pgn", game));
      } catch (const InputError& e) {
        throw InputError(where + ": game " + std::to_string(n) + ": " + e.what());
      }
    }
  } else {
    for (const NumberedLine& line : read_item_lines(path, "--openings")) {
      try {
        openings.push_back(referee.read_opening("line", line.text));
      } catch (const InputError& e) {
        throw InputError(where + ": line " + std::to_string(line.number) + ": " + e.what());
      }
    }
  }
  if (openings.empty()) throw InputError(where + " holds no opening");
  return openings;
}

}  // namespace boardlab::match
