#pragma once
// A search report as UCI/USI `info` lines, shared by `boardlab analyse` and the protocols.
#include <sstream>
#include <string>
#include <vector>

#include "framework/rules/position.hpp"
#include "framework/search/search.hpp"
#include "tools/registry/referee.hpp"

namespace boardlab::protocol {

// Stockfish's `go perft` answer: "move: count" lines, a blank line, "Nodes searched: N". A count
// that `stop` ended gives the root moves counted so far and an "info string" saying it stopped
// (no total: a partial one would be read as the answer). Depth 0 counts the position itself.
inline std::string divide_text(int depth, const table::DivideCount& d) {
  std::string text;
  std::uint64_t total = depth == 0 ? 1 : 0;
  for (const auto& [move, nodes] : d.moves) {
    text += move + ": " + std::to_string(nodes) + '\n';
    total += nodes;
  }
  if (d.stopped)
    return text + "info string perft stopped after " + std::to_string(d.moves.size()) + " of " +
           std::to_string(d.root_moves) + " root moves";
  return text + "\nNodes searched: " + std::to_string(total);
}

inline std::string score_text(search::Value v) {
  using namespace search;
  if (v >= kMateBound) return "mate " + std::to_string((kMate - v + 1) / 2);
  if (v <= -kMateBound) return "mate " + std::to_string(-(kMate + v) / 2);
  return "cp " + std::to_string(v);
}

// The moves of `pv` from `root`, space separated, in the variant's notation.
template <class V>
std::string pv_text(const Position<V>& root, const std::vector<Move>& pv) {
  std::string s;
  Position<V> p = root;
  for (Move m : pv) {
    if (!s.empty()) s += ' ';
    s += V::notation::template move_text<V>(p, m);
    p.make(m);
  }
  return s;
}

// One line per MultiPV line: "info depth D seldepth S multipv K score cp X nodes N nps N hashfull
// H time T pv ...".
template <class V>
std::vector<std::string> info_lines(const Position<V>& root, const search::Report& r) {
  std::vector<std::string> lines;
  const std::int64_t nps = r.ms > 0 ? std::int64_t(r.nodes * 1000 / r.ms) : std::int64_t(r.nodes);
  for (std::size_t k = 0; k < r.lines.size(); ++k) {
    std::ostringstream s;
    s << "info depth " << r.depth << " seldepth " << r.seldepth << " multipv " << k + 1 << " score "
      << score_text(r.lines[k].score) << " nodes " << r.nodes << " nps " << nps << " hashfull "
      << r.hashfull << " time " << r.ms << " pv " << pv_text(root, r.lines[k].pv);
    lines.push_back(s.str());
  }
  return lines;
}

}  // namespace boardlab::protocol
