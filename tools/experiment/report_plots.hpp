#pragma once
// The report's plots from a summary's "variants": each a whole SVG document.
#include <string>

#include <nlohmann/json.hpp>

namespace boardlab::experiment {

// `v` with `digits` digits after the point, as the report prints numbers.
std::string fixed(double v, int digits);

// First-player wins, draws and second-player wins per variant, in percent, with 95% Wilson
// whiskers; each variant labelled with its number of finished games.
std::string wdl_plot(const nlohmann::json& variants);
// The distribution of game lengths per variant: share of games per 20-ply bin.
std::string length_plot(const nlohmann::json& variants);
// Piece values per piece and variant, in pawns (the pawn itself, always 1, is left out).
std::string piece_plot(const nlohmann::json& variants);

}  // namespace boardlab::experiment
