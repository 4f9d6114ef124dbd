#pragma once
// An experiment's run.json: what the run was and how it ran, beside summary.json (which stays a
// pure function of the settings and the games). It holds the settings and shard (what --resume
// continues), the players of each variant with the digest of their weights file and the piece
// values those weights hold, and one session per invocation (start, --resume, merge): boardlab's
// version and commit, the command line, the CPU, jobs, start and end times, how the session
// ended, games played, wall and CPU seconds.
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "tools/experiment/experiment.hpp"

namespace boardlab::experiment {

// Per variant: {"player": "builtin", "weights": "compiled"} or the file with its "weights_sha256",
// and "piece_values" ({"N": {"mg": 3.1, "eg": 3.4}, ...}, over the pawn's);
// or {"player": "engine", "command", "args", "protocol", "options", "command_sha256"}.
nlohmann::json players_json(const Settings& s, std::span<const table::VariantRow> table);

// A session as it starts: build, command line (this process's), host, jobs, start time. Its CPU
// and wall clocks start here too.
nlohmann::json open_session(int jobs);
// Completes the last session of run.json's `record`: `end` ("finished", "interrupted", "merged"),
// the games this session played, the seconds since open_session.
void close_session(nlohmann::json& record, const std::string& end, int games_played);

// SHA-256 of a file's bytes, in hex (as sha256sum prints it); an InputError naming the file when
// it cannot be read.
std::string file_sha256(const std::string& path);

// Writes run.json into DIR whole (a temporary file renamed), so that a kill never leaves half.
void save_run_record(const std::string& dir, const nlohmann::json& record);

}  // namespace boardlab::experiment
