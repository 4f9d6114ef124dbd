#pragma once
// An experiment's report as a list of blocks (headings, paragraphs, tables, plots) built once from
// summary.json (and run.json's players) and rendered twice, as report.md and as report.html, so
// that the two always say the same.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace boardlab::experiment {

struct ReportBlock {
  enum class Kind { Heading, Paragraph, Table, Plot };
  Kind kind = Kind::Paragraph;
  std::string text;                            // the heading, paragraph, or plot file name
  std::vector<std::vector<std::string>> rows;  // a table: its header row first
  int level = 2;                               // a heading's: 1 the title, 3 a subsection
};

// `players` is run.json's: per variant, what played (a built-in player's weights with their
// piece values); empty when unknown.
std::vector<ReportBlock> report_document(const nlohmann::json& summary,
                                         const nlohmann::json& players = nlohmann::json::object());

// The document as Markdown (report.md).
std::string markdown(const std::vector<ReportBlock>& document);

}  // namespace boardlab::experiment
