#pragma once
// Reader for tests/data/chess960-perft-startpos.tsv: number, Shredder-FEN, X-FEN, depth 1-6.
#include <array>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "support/perft_data.hpp"

namespace boardlab::test {

struct StartRow {
  int number = 0;
  std::string shredder, xfen;
  std::array<std::uint64_t, 7> counts{};  // index = depth
};

inline std::vector<StartRow> read_chess960_starts() {
  std::ifstream in = open_data("chess960-perft-startpos.tsv");
  std::vector<StartRow> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("sp\t", 0) == 0) continue;
    std::istringstream ss(line);
    std::string field;
    StartRow r;
    std::getline(ss, field, '\t');
    r.number = std::stoi(field);
    std::getline(ss, r.shredder, '\t');
    std::getline(ss, r.xfen, '\t');
    for (int d = 1; d <= 6; ++d) {
      std::getline(ss, field, '\t');
      r.counts[d] = std::stoull(field);
    }
    rows.push_back(r);
  }
  return rows;
}

}  // namespace boardlab::test
