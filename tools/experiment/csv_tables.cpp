// See csv_tables.hpp.
#include "tools/experiment/csv_tables.hpp"

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::experiment {
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string row(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csv_field(fields[i]);
  return line + "\r\n";
}

template <class T>
std::string or_empty(const std::optional<T>& v) {
  return v ? std::to_string(*v) : std::string();
}

std::string first_score(const std::string& result) {
  return result == "1-0" ? "1" : result == "0-1" ? "0" : result == "1/2-1/2" ? "0.5" : "";
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words) text += (text.empty() ? "" : " ") + w;
  return text;
}

// One file written whole (a temporary renamed), or an InputError naming it.
class CsvFile {
 public:
  CsvFile(const fs::path& path, const std::vector<std::string>& header)
      : path_(path), partial_(path.string() + ".partial"), out_(partial_, std::ios::binary) {
    out_ << row(header);
  }
  void add(const std::vector<std::string>& fields) { out_ << row(fields); }
  void close() {
    if (!out_.flush()) throw InputError("cannot write " + quote_path(path_.string()));
    out_.close();
    fs::rename(partial_, path_);
  }

 private:
  fs::path path_, partial_;
  std::ofstream out_;
};

}  // namespace

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

void write_csv_tables(const std::string& dir, const std::vector<json>& games,
                      std::span<const table::VariantRow> table) {
  CsvFile game_rows(fs::path(dir) / "games.csv",
                    {"variant", "game", "pair", "result", "reason", "first_score", "plies",
                     "opening_position", "opening_moves"});
  CsvFile position_rows(fs::path(dir) / "positions.csv",
                        {"variant", "game", "ply", "position", "mover", "legal_moves", "move",
                         "score", "depth", "nodes", "time_ms", "result"});
  for (const json& g : games) {
    const match::GameLine line = match::game_line_of(g);
    const std::string game = std::to_string(line.game);
    game_rows.add({line.variant, game, std::to_string((line.game - 1) / 2 + 1), line.result,
                   line.reason, first_score(line.result), std::to_string(line.moves.size()),
                   line.opening.position.value_or(""), joined(line.opening.moves)});
    const auto referee = table::find_variant(table, line.variant).referee();
    referee->start(line.opening);
    for (std::size_t ply = 0; ply < line.moves.size(); ++ply) {
      const match::MoveInfo info =
          ply < line.move_info.size() ? line.move_info[ply] : match::MoveInfo{};
      const bool timed = ply < line.move_info.size();
      position_rows.add({line.variant, game, std::to_string(ply), referee->position_text(),
                         referee->first_to_move() ? "first" : "second",
                         std::to_string(referee->legal_move_count()), line.moves[ply],
                         or_empty(info.score_cp), or_empty(info.depth), or_empty(info.nodes),
                         timed ? std::to_string(info.time_ms) : "", line.result});
      referee->play(line.moves[ply]);
    }
  }
  game_rows.close();
  position_rows.close();
}

}  // namespace boardlab::experiment
