#pragma once
// Statistics on opening pairs. Game 2p and game 2p + 1 of a variant start from the same opening
// (colours swapped), so they are not independent draws: the pair is the unit. Per variant: the
// pentanomial of the first player's points per pair and normal intervals over pairs; between
// variants: differences paired by opening (the same pair index), Holm-adjusted across the
// variants compared, with the difference each test could detect at 80% power.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace boardlab::experiment {

// One variant's finished games by game index (from 0): the first player's score (1, 0.5, 0) and
// the moves after the opening.
using FinishedGames = std::map<int, std::pair<double, std::vector<std::string>>>;

// summary.json's pair keys of a variant: pairs (both games finished), first_score_pentanomial
// (pairs by the first player's points, 0 to 2 in halves), first_score_pairs_ci95 and
// draw_rate_pairs_ci95 (95% normal intervals of the mean over pairs,
// cut to [0, 1]), repeated_pairs (pairs whose
// two games were the same game move for move).
nlohmann::json pair_statistics(const FinishedGames& games);

// Each variant after the first against the first, over the pairs both finished: per measure
// (draw_rate, first_score) the mean per-pair difference, its 95% interval, p-value, Holm-adjusted
// p-value (over the variants compared) and detectable difference; and the number of pairs.
std::vector<nlohmann::json> paired_by_opening(const std::vector<const FinishedGames*>& variants);

}  // namespace boardlab::experiment
