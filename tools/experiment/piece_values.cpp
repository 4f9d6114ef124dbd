// See piece_values.hpp.
#include "tools/experiment/piece_values.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

#include "tools/experiment/estimates.hpp"
#include "tools/experiment/summary_numbers.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

// The kinds that get a value: unbalanced in enough positions. The pawn (the unit) must be one.
std::vector<bool> valued_kinds(const MaterialSample& s, json& missing) {
  std::vector<bool> valued(s.symbols.size(), false);
  for (std::size_t k = 0; k < s.symbols.size(); ++k) {
    int unbalanced = 0;
    for (const auto& row : s.x) unbalanced += row[k] != 0;
    valued[k] = unbalanced >= kMinUnbalanced;
    if (!valued[k])
      missing[s.symbols[k]] = "unbalanced in " + std::to_string(unbalanced) +
                              " quiet positions (needs " + std::to_string(kMinUnbalanced) + ")";
  }
  return valued;
}

// Values in pawns of the valued kinds from the rows `rows` (indices into the sample); empty when
// the pawn's weight is not positive (no unit).
std::map<std::string, double> fit(const MaterialSample& s, const std::vector<bool>& valued,
                                  std::size_t pawn, const std::vector<std::size_t>& rows) {
  std::vector<std::vector<double>> x;
  std::vector<double> y;
  for (std::size_t r : rows) {
    std::vector<double> features;
    for (std::size_t k = 0; k < valued.size(); ++k)
      if (valued[k]) features.push_back(s.x[r][k]);
    x.push_back(std::move(features));
    y.push_back(s.y[r]);
  }
  const std::vector<double> w = logistic_regression(x, y, 0.0);
  std::map<std::string, double> values;
  std::size_t column = 1, pawn_column = 0;
  for (std::size_t k = 0; k < valued.size(); ++k)
    if (valued[k]) {
      if (k == pawn) pawn_column = column;
      ++column;
    }
  const double unit = w[pawn_column];
  if (!(unit > 1e-6)) return values;
  column = 1;
  for (std::size_t k = 0; k < valued.size(); ++k)
    if (valued[k]) values[s.symbols[k]] = w[column++] / unit;
  return values;
}

}  // namespace

void add_game(MaterialSample& sample, int game, const std::vector<std::vector<int>>& balances,
              double result) {
  for (std::size_t ply = 0; ply + 2 < balances.size(); ply += 2)
    if (balances[ply] == balances[ply + 2] && balances[ply] == balances[ply + 1]) {
      sample.x.emplace_back(balances[ply].begin(), balances[ply].end());
      sample.y.push_back(result);
      sample.pair.push_back(game / 2);
    }
}

json piece_values_json(const MaterialSample& s, std::uint64_t seed) {
  json values = json::object(), intervals = json::object(), missing = json::object();
  const auto pawn_at = std::find(s.symbols.begin(), s.symbols.end(), "P");
  const json used = s.x.size();
  const auto result = [&] {
    return json{{"piece_values", values},
                {"piece_values_ci95", intervals},
                {"piece_values_missing", missing},
                {"piece_value_positions", used}};
  };
  if (pawn_at == s.symbols.end() || s.x.empty()) {
    for (const std::string& k : s.symbols) missing[k] = "no pawn to measure in, or no position";
    return result();
  }
  const std::size_t pawn = std::size_t(pawn_at - s.symbols.begin());
  const std::vector<bool> valued = valued_kinds(s, missing);
  if (!valued[pawn]) {
    for (std::size_t k = 0; k < s.symbols.size(); ++k)
      if (valued[k]) missing[s.symbols[k]] = "the pawn, the unit, is too rarely unbalanced";
    return result();
  }
  std::vector<std::size_t> all(s.x.size());
  for (std::size_t r = 0; r < all.size(); ++r) all[r] = r;
  const std::map<std::string, double> point = fit(s, valued, pawn, all);
  if (point.empty()) {
    for (std::size_t k = 0; k < s.symbols.size(); ++k)
      if (valued[k]) missing[s.symbols[k]] = "the pawn's fitted weight is not positive";
    return result();
  }
  // Percentile bootstrap over opening pairs: resample pairs with replacement, refit.
  std::map<int, std::vector<std::size_t>> rows_of_pair;
  for (std::size_t r = 0; r < s.pair.size(); ++r) rows_of_pair[s.pair[r]].push_back(r);
  std::vector<const std::vector<std::size_t>*> pairs;
  for (const auto& [p, rows] : rows_of_pair) pairs.push_back(&rows);
  std::mt19937_64 rng(seed);
  std::map<std::string, std::vector<double>> draws;
  for (int b = 0; b < kBootstrapResamples; ++b) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const auto* chosen = pairs[rng() % pairs.size()];
      rows.insert(rows.end(), chosen->begin(), chosen->end());
    }
    for (const auto& [kind, v] : fit(s, valued, pawn, rows)) draws[kind].push_back(v);
  }
  for (const auto& [kind, v] : point) {
    if (kind == "P") continue;  // 1 by definition
    values[kind] = round_to(v, 0.01);
    std::vector<double> d = draws[kind];
    std::sort(d.begin(), d.end());
    if (d.size() >= std::size_t(kBootstrapResamples) / 2) {
      const auto at = [&](double q) { return d[std::size_t(q * double(d.size() - 1) + 0.5)]; };
      intervals[kind] = {round_to(at(0.025), 0.01), round_to(at(0.975), 0.01)};
    }
  }
  return result();
}

}  // namespace boardlab::experiment
