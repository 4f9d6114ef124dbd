#pragma once
// Reader for tests/data/shogi-perft.txt: "SFEN;depth;count" lines, '#' comments.
#include <cstdint>
#include <string>
#include <vector>

#include "support/perft_data.hpp"

namespace boardlab::test {

struct ShogiPerftLine {
  int line = 0;
  std::string sfen;
  int depth = 0;
  std::uint64_t nodes = 0;
};

inline std::vector<ShogiPerftLine> read_shogi_perft() {
  std::ifstream in = open_data("shogi-perft.txt");
  std::vector<ShogiPerftLine> out;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const auto a = line.find(';'), b = line.find(';', a + 1);
    out.push_back({n, line.substr(0, a), std::stoi(line.substr(a + 1, b - a - 1)),
                   std::stoull(line.substr(b + 1))});
  }
  return out;
}

}  // namespace boardlab::test
