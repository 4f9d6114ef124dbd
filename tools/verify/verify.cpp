// See verify.hpp. Compiled once; the variant's rules are reached through its Referee.
#include "tools/verify/verify.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <map>
#include <random>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/child_process.hpp"
#include "tools/match/player.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::verify {

std::vector<std::pair<std::string, std::uint64_t>> read_divide(
    const std::vector<std::string>& lines, std::uint64_t& total) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  total = 0;
  for (const std::string& line : lines) {
    const auto words = split_words(line);
    if (words.size() == 2 && words[0].size() > 1 && words[0].back() == ':') {
      std::uint64_t n = 0;
      const auto w = words[1];
      if (std::from_chars(w.data(), w.data() + w.size(), n).ec == std::errc())
        out.emplace_back(std::string(words[0].substr(0, words[0].size() - 1)), n);
    }
    if (words.size() == 3 && words[0] == "Nodes" && words[1] == "searched:") {
      const auto w = words[2];
      std::from_chars(w.data(), w.data() + w.size(), total);
    }
  }
  return out;
}

namespace {

using Divide = std::map<std::string, std::uint64_t>;

// The engine under comparison, kept running across positions.
class Engine {
 public:
  Engine(const VerifyOptions& o, const table::VariantRow& row) : o_(o) {
    match::PlayerSpec spec;
    spec.name = o.engine;
    spec.command = o.engine;
    spec.args = o.engine_args;
    spec.protocol = o.protocol;
    spec.options = o.options;
    spec.timeout_ms = o.timeout_ms;
    process_ = match::start_engine(spec, row, -1);
  }
  ~Engine() {
    process_->send("quit");
    process_->close_input();
    process_->wait(std::chrono::milliseconds(2000));
  }

  Divide divide(const std::string& position, int depth) {
    process_->send("position " + std::string(o_.protocol == "usi" ? "sfen " : "fen ") + position);
    process_->send("go perft " + std::to_string(depth));
    std::vector<std::string> lines;
    const auto until = match::ChildProcess::Clock::now() + std::chrono::milliseconds(o_.timeout_ms);
    const std::string asked =
        "'go perft " + std::to_string(depth) + "' at " + quote_input(position);
    bool done = false;
    while (auto line = process_->read_line(until)) {
      // A search's answer: the engine took `go perft` for a search (it has no perft).
      if (line->rfind("bestmove", 0) == 0)
        throw InputError("engine " + quote_path(o_.engine) + " answered " + asked + " with " +
                         quote_input(*line) + ": it does not support 'go perft'");
      lines.push_back(*line);
      if (line->rfind("Nodes searched:", 0) == 0) {
        done = true;
        break;
      }
    }
    if (!done) {
      const bool exited = process_->closed();
      process_->kill();
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", double(o_.timeout_ms) / 1000);
      throw InputError("engine " + quote_path(o_.engine) + " gave no 'Nodes searched:' line for " +
                       asked +
                       (exited ? std::string(" (it exited)")
                               : std::string(" within ") + seconds + " s (--timeout); killed"));
    }
    std::uint64_t total = 0;
    const auto entries = read_divide(lines, total);
    Divide d(entries.begin(), entries.end());
    return d;
  }

 private:
  const VerifyOptions& o_;
  std::unique_ptr<match::ChildProcess> process_;
};

Divide ours(const match::Referee& referee, int depth) {
  const auto entries = referee.divide(depth).moves;
  return Divide(entries.begin(), entries.end());
}

std::uint64_t sum(const Divide& d) {
  std::uint64_t n = 0;
  for (const auto& [m, c] : d) n += c;
  return n;
}

// A random position: up to 60 plies of play from the start (a random one in Chess960) where, half
// the time, the move is drawn from those that leave the opponent the most special moves (castling,
// en passant, promotions, drops, checks), so that the perft trees below the positions exercise
// those rules rather than use them up. Stops before a position without legal moves.
std::string random_position(const table::VariantRow& row, std::mt19937_64& rng) {
  auto referee = row.referee();
  referee->start({referee->random_start(rng()), {}});
  const int plies = int(rng() % 61);
  for (int i = 0; i < plies && !referee->end().over; ++i) {
    auto choices = referee->move_choices();
    if (choices.empty()) break;
    if (rng() % 2) {
      int best = 0;
      for (const auto& c : choices) best = std::max(best, c.specials_after);
      std::erase_if(choices, [&](const auto& c) { return c.specials_after < best; });
    }
    const std::string move = choices[rng() % choices.size()].text;
    auto next = row.referee();
    next->start({referee->position_text(), {move}});
    if (next->legal_move_count() == 0) break;
    referee = std::move(next);
  }
  return referee->position_text();
}

std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
  return s.empty() ? "-" : s;
}

// Descends from a disagreeing position to the shallowest one where the move lists differ (or,
// at depth 1, the counts), and prints it.
void report(const table::VariantRow& row, Engine& engine, const std::string& root, int depth) {
  std::vector<std::string> path;
  auto referee = row.referee();
  referee->start({root, {}});
  for (int d = depth;; --d) {
    const Divide a = ours(*referee, d), b = engine.divide(referee->position_text(), d);
    std::vector<std::string> only_ours, only_theirs;
    for (const auto& [m, c] : a)
      if (!b.count(m)) only_ours.push_back(m);
    for (const auto& [m, c] : b)
      if (!a.count(m)) only_theirs.push_back(m);
    std::string differing;
    for (const auto& [m, c] : a)
      if (b.count(m) && b.at(m) != c && differing.empty()) differing = m;
    if (!only_ours.empty() || !only_theirs.empty() || d == 1 || differing.empty()) {
      std::cout << "mismatch: " << root << " moves " << joined(path) << ": boardlab "
                << joined(only_ours) << " / engine " << joined(only_theirs) << " (perft " << d
                << ": boardlab " << sum(a) << ", engine " << sum(b) << ")" << std::endl;
      return;
    }
    path.push_back(differing);
    referee->play(differing);
  }
}

}  // namespace

int run(const VerifyOptions& given, std::span<const table::VariantRow> table) {
  VerifyOptions o = given;
  const table::VariantRow& row = table::find_variant(table, o.variant);
  if (o.protocol.empty()) o.protocol = std::string(row.engine_protocol);
  if (o.protocol != "uci" && o.protocol != "usi")
    throw InputError("--proto " + quote_input(o.protocol) + " is not uci or usi");
  if (o.engine.empty()) throw InputError("verify needs --engine CMD");
  Engine engine(o, row);
  std::mt19937_64 rng(o.seed);
  const bool progress = !o.quiet && isatty(STDERR_FILENO);
  int mismatches = 0;
  std::uint64_t nodes = 0;
  for (int i = 0; i < o.positions; ++i) {
    const std::string position = random_position(row, rng);
    auto referee = row.referee();
    referee->start({position, {}});
    const Divide a = ours(*referee, o.depth), b = engine.divide(position, o.depth);
    nodes += sum(a);
    if (a != b) {
      ++mismatches;
      report(row, engine, position, o.depth);
    }
    if (progress)
      std::fprintf(stderr, "\r%d/%d positions, %d mismatches", i + 1, o.positions, mismatches);
  }
  if (progress) std::fprintf(stderr, "\n");
  std::cout << "verified " << o.positions << " positions at depth " << o.depth << ": " << mismatches
            << " mismatches" << std::endl;
  std::fprintf(stderr, "%llu leaf nodes compared\n", static_cast<unsigned long long>(nodes));
  return mismatches ? 1 : 0;
}

}  // namespace boardlab::verify
