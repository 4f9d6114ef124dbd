// See openings.hpp.
#include "tools/experiment/openings.hpp"

#include <cstdlib>
#include <optional>

#include "framework/core/input_error.hpp"
#include "tools/experiment/players.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/player.hpp"
#include "tools/protocol/engine_session.hpp"

namespace boardlab::experiment {
namespace {

using table::VariantRow;

// The opening can start a game of this variant: its moves are legal there and do not end it.
bool playable(const VariantRow& row, const match::Opening& o) {
  const auto referee = row.referee();
  try {
    referee->start(o);
    return !referee->end().over;
  } catch (const InputError&) {
    return false;
  }
}

// Candidate `t` of pair `pair`: K random moves of `row` (try 0 is the random-plies opening).
match::Opening candidate(const Settings& s, const VariantRow& row, int pair, int t) {
  std::uint64_t seed = match::derive_seed(s.seed, std::uint64_t(pair));
  if (t > 0) seed = match::derive_seed(seed, std::uint64_t(t));
  match::Opening o;
  o.moves = row.referee()->random_moves(s.random_plies, seed);
  return o;
}

// Within the window after a fixed-node search of variant `v` with its own weights and a fresh
// table (a mate score never is).
bool balanced_in(const Settings& s, std::span<const VariantRow> table, std::size_t v,
                 const match::Opening& o) {
  const VariantRow& row = table::find_variant(table, s.variants[v]);
  const auto session = row.session(4);
  if (const std::string file = eval_file_for(s, table, v); !file.empty())
    session->set_eval_file(file);
  session->game().set_position(o);
  search::Limits limits;
  limits.nodes = s.balance.nodes;
  std::optional<int> score;
  session->search(limits, [&](const std::string& info) {
    if (const auto cp = match::score_of_info(info)) score = cp;
  });
  return score && std::abs(*score) <= s.balance.window_cp;
}

// The first candidate of `row`'s own that is balanced in the variants `check` (indices).
match::Opening first_balanced(const Settings& s, std::span<const VariantRow> table,
                              const VariantRow& row, int pair,
                              const std::vector<std::size_t>& check) {
  for (int t = 0; t < kBalancedTries; ++t) {
    const match::Opening o = candidate(s, row, pair, t);
    bool kept = true;
    for (std::size_t v : check) {
      const VariantRow& other = table::find_variant(table, s.variants[v]);
      if (&other != &row && !playable(other, o)) continue;  // that variant draws its own
      if (!(kept = balanced_in(s, table, v, o))) break;
    }
    if (kept) return o;
  }
  throw InputError("--openings balanced:" + std::to_string(s.random_plies) + ": no opening of " +
                   std::string(row.name) + " for pair " + std::to_string(pair + 1) +
                   " scored within ±" + std::to_string(s.balance.window_cp) + " cp in " +
                   std::to_string(kBalancedTries) + " tries (widen --balance-window)");
}

}  // namespace

std::vector<match::Opening> pair_openings(const Settings& s, std::span<const VariantRow> table,
                                          int pair) {
  const std::size_t n = s.variants.size();
  std::vector<match::Opening> openings(n);
  if (!s.opening_lines.empty()) {
    const std::string& line = s.opening_lines[std::size_t(pair) % s.opening_lines.size()];
    for (std::size_t v = 0; v < n; ++v)
      openings[v] = table::find_variant(table, s.variants[v]).referee()->read_opening("line", line);
    return openings;
  }
  if (s.random_plies <= 0) return openings;
  const VariantRow& first = table::find_variant(table, s.variants[0]);
  std::vector<std::size_t> check = {0};
  if (s.balance.every_variant)
    for (std::size_t v = 1; v < n; ++v) check.push_back(v);
  const match::Opening shared = s.balance.enabled ? first_balanced(s, table, first, pair, check)
                                                  : candidate(s, first, pair, 0);
  for (std::size_t v = 0; v < n; ++v) {
    const VariantRow& row = table::find_variant(table, s.variants[v]);
    if (v == 0 || playable(row, shared))
      openings[v] = shared;
    else
      openings[v] =
          s.balance.enabled ? first_balanced(s, table, row, pair, {v}) : candidate(s, row, pair, 0);
  }
  return openings;
}

}  // namespace boardlab::experiment
