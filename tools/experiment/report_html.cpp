// report.html (see experiment.hpp): report.md's document (report_document.hpp) in a page that
// also shows the plots inline and lets the reader replay sample games of each variant, all in one
// file that works offline.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/experiment/report_document.hpp"
#include "tools/match/game_line.hpp"
#include "tools/match/referee.hpp"
#include "tools/registry/variant_row.hpp"
#include "tools/render/viewer.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A sample for the viewer: the game as the experiment recorded it.
render::ViewerGame sample(const json& g, const table::VariantRow& row) {
  const match::GameLine line = match::game_line_of(g);
  const std::string title =
      std::string(row.name) + ", game " + std::to_string(line.game) + ": " + line.result;
  return row.view_game(line.opening, line.moves, line.result, line.reason, title);
}

}  // namespace

void write_report_html(const json& summary, const json& players, const std::vector<json>& games,
                       std::span<const table::VariantRow> table, const std::string& dir,
                       int samples) {
  const std::filesystem::path out(dir);
  // The report's blocks after its title (the viewer page writes the title), then the samples.
  std::string intro;
  const std::vector<ReportBlock> document = report_document(summary, players);
  for (std::size_t i = 1; i < document.size(); ++i) {
    const ReportBlock& b = document[i];
    switch (b.kind) {
      case ReportBlock::Kind::Heading:
        intro += "<h" + std::to_string(b.level) + ">" + render::html_escape(b.text) + "</h" +
                 std::to_string(b.level) + ">\n";
        break;
      case ReportBlock::Kind::Paragraph:
        intro += "<p>" + render::html_escape(b.text) + "</p>\n";
        break;
      case ReportBlock::Kind::Plot:
        intro += "<div class=\"plots\">\n" + read_file(out / b.text) + "</div>\n";
        break;
      case ReportBlock::Kind::Table:
        intro += "<table>\n";
        for (std::size_t r = 0; r < b.rows.size(); ++r) {
          intro += "<tr>";
          for (const std::string& cell : b.rows[r])
            intro += (r ? "<td>" : "<th>") + render::html_escape(cell) + (r ? "</td>" : "</th>");
          intro += "</tr>\n";
        }
        intro += "</table>\n";
        break;
    }
  }
  intro += "<h2>Sample games</h2>\n<p>Step with the buttons or the arrow keys.</p>\n";

  std::vector<render::ViewerGame> viewer;
  for (const json& v : summary["variants"]) {
    const std::string name = v["variant"].get<std::string>();
    const table::VariantRow& row = table::find_variant(table, name);
    int taken = 0;
    for (const json& g : games)
      if (taken < samples && g.at("variant") == name && g.at("result") != "*")
        viewer.push_back(sample(g, row)), ++taken;
  }
  if (viewer.empty()) intro += "<p>No finished game to show.</p>\n";
  std::ofstream f(out / "report.html", std::ios::binary);
  f << render::viewer_html("Rule-variation experiment", intro, viewer);
  if (!f.flush()) throw InputError("cannot write " + quote_path((out / "report.html").string()));
}

}  // namespace boardlab::experiment
