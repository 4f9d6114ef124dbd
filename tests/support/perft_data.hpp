#pragma once
// Readers for the perft reference files in tests/data: python-chess ".perft" blocks (id / epd /
// perft D N) and EPD suites ("FEN ;D1 n ;D2 n").
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "framework/notation/text_fields.hpp"
#include "support/test_paths.hpp"

#include <range/v3/iterator/operations.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/getlines.hpp>
#include <range/v3/view/transform.hpp>

namespace boardlab::test {

struct PerftCase {
  std::string id;
  std::string position;
  std::vector<std::pair<int, std::uint64_t>> counts;  // (depth, nodes)
};

// The largest count the in-process perft tests walk. The sanitizer build compiles the tests
// unoptimised (tests/CMakeLists.txt), so there they stop at a tenth: the same positions and code
// paths, in about the time the optimised build takes; the Release label checks every count.
#ifdef BOARDLAB_TESTS_UNOPTIMISED
inline constexpr std::uint64_t kInProcessPerftLimit = 200'000;
#else
inline constexpr std::uint64_t kInProcessPerftLimit = 2'000'000;
#endif
// Under the lower limit two Chess960 files check fewer counts (226 of 275, 2,897 of 3,838), and
// the shogi start position stops at depth 4.
inline constexpr bool kFullPerftLimit = kInProcessPerftLimit == 2'000'000;

inline std::string data_path(const std::string& name) {
  return std::string(BOARDLAB_TEST_DATA) + "/" + name;
}

inline std::ifstream open_data(const std::string& name) {
  std::ifstream in(data_path(name));
  if (!in) throw std::runtime_error("cannot open test data " + data_path(name));
  return in;
}

inline std::string trim(const std::string& s);

// The lines of a data file that carry data: trimmed, without blank lines and # comments.
inline std::vector<std::string> data_lines(const std::string& name) {
  std::ifstream in = open_data(name);
  namespace views = ranges::views;
  return collect<std::vector<std::string>>(
      ranges::getlines(in) | views::transform([](const std::string& l) { return trim(l); }) |
      views::filter([](const std::string& l) { return !l.empty() && l[0] != '#'; }));
}

inline std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

inline std::vector<PerftCase> read_perft_file(const std::string& name) {
  std::vector<PerftCase> cases;
  for (const std::string& line : data_lines(name)) {
    const auto space = line.find(' ');
    const std::string key = line.substr(0, space), rest = trim(line.substr(space + 1));
    if (key == "id") {
      cases.push_back({rest, "", {}});
    } else if (key == "epd") {
      if (cases.empty() || !cases.back().position.empty()) cases.push_back({"", "", {}});
      cases.back().position = rest;
    } else if (key == "perft") {
      std::istringstream ss(rest);
      int d;
      std::uint64_t n;
      ss >> d >> n;
      cases.back().counts.push_back({d, n});
    }
  }
  return cases;
}

inline std::vector<PerftCase> read_epd_suite(const std::string& name) {
  std::vector<PerftCase> cases;
  int n = 0;
  for (const std::string& line : data_lines(name)) {
    PerftCase c;
    c.id = name + ":" + std::to_string(++n);
    std::istringstream ss(line);
    std::string part;
    std::getline(ss, part, ';');
    c.position = trim(part);
    while (std::getline(ss, part, ';')) {
      std::istringstream p(part);
      std::string d;
      std::uint64_t nodes;
      p >> d >> nodes;
      c.counts.push_back({std::stoi(d.substr(1)), nodes});
    }
    cases.push_back(c);
  }
  return cases;
}

}  // namespace boardlab::test
