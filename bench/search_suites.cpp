// Solves test suites at a fixed time per position and prints how many it solved:
//   boardlab_suites mate  FILE MS   chess-mate-in-n.epd: a mate found no longer than "dm"
//   boardlab_suites wac   FILE MS   chess-wac.epd (bm in SAN): the best move is one of "bm"
//   boardlab_suites tsume FILE MS [MAX_PLIES]  shogi-tsume.txt: a mate found, for problems whose
//                                   expected length is at most MAX_PLIES (default 7)
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "framework/notation/chess/chess_notation.hpp"
#include "framework/notation/shogi/shogi_notation.hpp"
#include "framework/search/search.hpp"
#include "variants/chess/chess.hpp"
#include "variants/shogi/shogi.hpp"

using namespace boardlab;

namespace {

std::string field(const std::string& line, const std::string& key) {
  const auto at = line.find(" " + key + " ");
  if (at == std::string::npos) return "";
  const auto start = at + key.size() + 2, end = line.find(';', start);
  std::string v = line.substr(start, end - start);
  if (!v.empty() && v.front() == '"') v = v.substr(1, v.size() - 2);
  return v;
}

std::string strip(std::string san) {
  while (!san.empty() &&
         (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?'))
    san.pop_back();
  return san;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: boardlab_suites mate|wac|tsume FILE MS [MAX_PLIES]\n");
    return 2;
  }
  const std::string mode = argv[1];
  std::ifstream in(argv[2]);
  if (!in) {
    std::fprintf(stderr, "error: cannot read %s\n", argv[2]);
    return 2;
  }
  const std::int64_t ms = std::stoll(argv[3]);
  const int max_plies = argc > 4 ? std::stoi(argv[4]) : 7;
  int solved = 0, total = 0;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    bool ok = false;
    std::string shown;
    if (mode == "tsume") {
      const auto a = line.find(';'), b = line.find(';', a + 1);
      const std::string expected = line.substr(a + 1, b - a - 1);
      if (expected.empty() || !std::isdigit(static_cast<unsigned char>(expected[0])) ||
          std::stoi(expected) > max_plies)
        continue;
      const auto pos = parse_sfen<variants::Shogi>(line.substr(0, a));
      search::Searcher<variants::Shogi> s(64);
      const auto r = s.search(pos, {0, ms, 0});
      nodes += r.nodes, time_ms += r.ms;
      ok = r.score >= search::kMateBound;
      shown = r.pv.empty() ? "-" : move_to_usi(pos, r.pv[0]);
    } else {
      const auto cut = line.find(mode == "mate" ? " dm " : " bm ");
      std::istringstream fen_words(line.substr(0, cut));
      std::string board, side, castling, ep;
      fen_words >> board >> side >> castling >> ep;
      const auto pos =
          parse_fen<variants::Chess>(board + " " + side + " " + castling + " " + ep + " 0 1");
      search::Searcher<variants::Chess> s(64);
      const auto r = s.search(pos, {0, ms, 0});
      nodes += r.nodes, time_ms += r.ms;
      if (r.pv.empty()) continue;
      shown = move_to_san(pos, r.pv[0]);
      if (mode == "mate") {
        const int dm = std::stoi(field(line, "dm"));
        ok = r.score >= search::kMate - (2 * dm - 1);
      } else {
        std::istringstream bms(field(line, "bm"));
        for (std::string bm; bms >> bm;) ok |= strip(bm) == strip(shown);
      }
    }
    ++total;
    solved += ok;
    if (!ok)
      std::fprintf(stderr, "unsolved: %s -> %s\n", line.substr(0, 70).c_str(), shown.c_str());
  }
  std::printf("%s: solved %d of %d at %lld ms each (%.1f%%), %.0f nodes/s\n", mode.c_str(), solved,
              total, static_cast<long long>(ms), total ? 100.0 * solved / total : 0.0,
              time_ms ? nodes * 1000.0 / double(time_ms) : 0.0);
  return 0;
}
