#pragma once
// Who plays an experiment's games: per variant the built-in search (the default, with its
// compiled weights or a weights file) or an external UCI/USI engine, both through the match
// pipeline (the same watchdogs and adjudication). `--player SPEC` sets every variant's,
// `--player VARIANT=SPEC` one variant's; SPEC is the match's engine tokens without a name or a
// limit ("builtin", "builtin eval=FILE" or "builtin:eval=FILE", "cmd=PATH [arg=X]… [proto=uci|usi]
// [option.NAME=V]…"): the run's --nodes, --depth or --movetime is every player's limit.
#include <span>
#include <string>

#include "tools/experiment/experiment.hpp"
#include "tools/match/player.hpp"

namespace boardlab::experiment {

// Variant `v`'s player as the settings give it (name and limits still to set), or an InputError
// naming the --player text that is wrong.
match::PlayerSpec player_spec(const Settings& s, std::span<const table::VariantRow> table,
                              std::size_t v);

// The weights file variant `v`'s built-in search plays with (--eval, or the player's eval=FILE;
// empty: its compiled weights). Balanced openings are scored with it whoever plays.
std::string eval_file_for(const Settings& s, std::span<const table::VariantRow> table,
                          std::size_t v);

// Every --player is a valid spec for a variant of the run; a weights file is given once.
void check_players(const Settings& s, std::span<const table::VariantRow> table);

}  // namespace boardlab::experiment
