#pragma once
// `experiment --csv`: the run's games as two tables that pandas, R or a spreadsheet read as they
// are (RFC 4180: a header row, commas, fields quoted when they hold a comma, quote or newline).
// - games.csv, one row per game: variant, game, pair, result, reason, first_score (1, 0.5, 0,
//   empty when unfinished), plies, opening_position (empty: the variant's start), opening_moves;
// - positions.csv, one row per position a player moved in: variant, game, ply (from 0, after the
//   opening), position (FEN or SFEN), mover (first or second), legal_moves, move, score, depth,
//   nodes, time_ms (games.jsonl's move_info; empty where unknown), result (the game's).
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/registry/variant_row.hpp"

namespace boardlab::experiment {

// A field as RFC 4180 writes it.
std::string csv_field(const std::string& text);

void write_csv_tables(const std::string& dir, const std::vector<nlohmann::json>& games,
                      std::span<const table::VariantRow> table);

}  // namespace boardlab::experiment
