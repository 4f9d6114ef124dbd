// report.md (see report_document.hpp) and the plots it shows, from a summary.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/experiment/piece_values.hpp"
#include "tools/experiment/report_document.hpp"
#include "tools/experiment/report_plots.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

void save(const std::string& dir, const char* name, const std::string& text) {
  std::ofstream f(std::filesystem::path(dir) / name, std::ios::binary);
  f << text;
  if (!f)
    throw InputError("cannot write " + quote_path((std::filesystem::path(dir) / name).string()));
}

using Rows = std::vector<std::vector<std::string>>;

std::string percent(double v) { return fixed(100 * v, 1); }
std::string points(double v) { return fixed(100 * v, 1); }  // a difference of rates
std::string ci_text(const json& ci, bool pct) {
  return pct ? percent(ci[0]) + "–" + percent(ci[1]) : fixed(ci[0], 1) + "–" + fixed(ci[1], 1);
}
// A difference's interval, which may start below 0: "[-16.0, 49.3]".
std::string difference_ci_text(const json& ci) {
  return "[" + points(ci[0]) + ", " + points(ci[1]) + "]";
}
std::string ci_text2(const json& ci) { return fixed(ci[0], 2) + "–" + fixed(ci[1], 2); }
std::string p_text(const json& p) { return fixed(p, 4); }

std::string settings_text(const json& s) {
  std::ostringstream t;
  t << "Self-play with one engine setting for every variant: ";
  if (s["nodes"].get<std::uint64_t>())
    t << s["nodes"] << " nodes per move (±10% per side and game)";
  if (s["depth"].get<int>()) t << "depth " << s["depth"];
  if (s["movetime_ms"].get<std::int64_t>()) t << s["movetime_ms"] << " ms per move";
  t << "; " << s["games"] << " games per variant; openings: "
    << (s["opening_lines"].empty() ? std::to_string(s["random_plies"].get<int>()) + " random plies"
                                   : std::to_string(s["opening_lines"].size()) + " from a file");
  if (s.contains("balanced_openings")) {
    const json& b = s["balanced_openings"];
    t << " kept when a " << b["nodes"] << "-node search scores them within ±" << b["window_cp"]
      << " cp in " << (b["checked_in"] == "first" ? "the first variant" : "every variant");
  }
  t << ", each played twice with colours swapped; seed " << s["seed"] << "; games longer than "
    << s["max_plies"] << " plies are unfinished.";
  if (s.contains("eval_files")) {
    t << " Evaluation weights:";
    for (const auto& [variant, file] : s["eval_files"].items())
      t << " " << variant << " from '" << file.get<std::string>() << "';";
    t << " the others compiled in.";
  }
  return t.str();
}

Rows pairs_table(const json& summary) {
  Rows rows = {{"variant", "pairs", "first-player points per pair: 0 / ½ / 1 / 1½ / 2",
                "first-player score % (95%, pairs)", "draw rate % (95%, pairs)", "repeated pairs"}};
  for (const json& v : summary["variants"]) {
    std::string pentanomial;
    for (const json& n : v["first_score_pentanomial"])
      pentanomial += (pentanomial.empty() ? "" : " / ") + n.dump();
    rows.push_back(
        {v["variant"].get<std::string>(), v["pairs"].dump(), pentanomial,
         percent(v["first_score"]) + " (" + ci_text(v["first_score_pairs_ci95"], true) + ")",
         percent(v["draw_rate"]) + " (" + ci_text(v["draw_rate_pairs_ci95"], true) + ")",
         v["repeated_pairs"].dump()});
  }
  return rows;
}

// One measure (draw_rate or first_score) of each variant against the first.
Rows comparison_table(const json& summary, const std::string& measure) {
  Rows rows = {{"variant", "difference (points)", "p", "p (Holm)", "pairs",
                "paired difference (points, 95%)", "paired p", "paired p (Holm)",
                "detectable at 80% power (points)"}};
  for (const json& c : summary["comparisons"]) {
    const json& paired = c["paired_by_opening"];
    rows.push_back({c["variant"].get<std::string>(), points(c[measure + "_difference"]),
                    p_text(c[measure + "_p_value"]), p_text(c[measure + "_p_value_holm"]),
                    paired["pairs"].dump(),
                    points(paired[measure + "_difference"]) + " " +
                        difference_ci_text(paired[measure + "_difference_ci95"]),
                    p_text(paired[measure + "_p_value"]), p_text(paired[measure + "_p_value_holm"]),
                    points(paired[measure + "_detectable_difference"])});
  }
  return rows;
}

Rows reasons_table(const json& variants) {
  Rows rows = {{"variant", "reasons"}};
  for (const json& v : variants) {
    std::string reasons;
    for (const auto& [reason, n] : v["reasons"].items())
      reasons += (reasons.empty() ? "" : "; ") + reason + " " + n.dump();
    rows.push_back({v["variant"].get<std::string>(), reasons});
  }
  return rows;
}

// v[key], or an empty object when a summary (an older run's) lacks it.
const json& member(const json& v, const char* key) {
  static const json empty = json::object();
  return v.contains(key) ? v[key] : empty;
}

// Each kind's value with its interval, "–" where it has none (the reasons follow the table).
Rows piece_table(const json& variants) {
  std::set<std::string> pieces;
  for (const json& v : variants) {
    for (const auto& [p, value] : v["piece_values"].items()) pieces.insert(p);
    for (const auto& [p, reason] : member(v, "piece_values_missing").items())
      if (p != "P") pieces.insert(p);
  }
  Rows rows = {{"variant", "quiet positions"}};
  rows[0].insert(rows[0].end(), pieces.begin(), pieces.end());
  for (const json& v : variants) {
    rows.push_back(
        {v["variant"].get<std::string>(), v.value("piece_value_positions", json(0)).dump()});
    for (const auto& p : pieces) {
      const json value = v["piece_values"].value(p, json(nullptr));
      const json ci = member(v, "piece_values_ci95").value(p, json(nullptr));
      rows.back().push_back(!value.is_number() ? std::string("–")
                            : ci.is_array()    ? fixed(value, 2) + " (" + ci_text2(ci) + ")"
                                               : fixed(value, 2));
    }
  }
  return rows;
}

// The material weights each built-in player played with (run.json's players), in pawns,
// "middlegame / endgame"; no rows when no player has any (engines, or an older run).
Rows weights_table(const json& variants, const json& players) {
  std::set<std::string> pieces;
  for (const json& v : variants) {
    // Held in a local: in a range-for, the items() of a temporary would dangle.
    const json values = players.value(v["variant"].get<std::string>(), json::object())
                            .value("piece_values", json::object());
    for (const auto& [p, value] : values.items()) pieces.insert(p);
  }
  if (pieces.empty()) return {};
  Rows rows = {{"variant", "weights"}};
  rows[0].insert(rows[0].end(), pieces.begin(), pieces.end());
  for (const json& v : variants) {
    const json player = players.value(v["variant"].get<std::string>(), json::object());
    if (!player.contains("piece_values")) continue;
    rows.push_back({v["variant"].get<std::string>(), player.value("weights", "compiled")});
    for (const auto& p : pieces) {
      const json value = player["piece_values"].value(p, json(nullptr));
      rows.back().push_back(value.is_object()
                                ? fixed(value["mg"], 2) + " / " + fixed(value["eg"], 2)
                                : std::string("–"));
    }
  }
  return rows;
}

// Why a kind has no value, per variant.
std::string missing_text(const json& variants) {
  std::string text;
  for (const json& v : variants)
    for (const auto& [p, reason] : member(v, "piece_values_missing").items())
      text += (text.empty() ? "No value: " : "; ") + v["variant"].get<std::string>() + " " + p +
              " (" + reason.get<std::string>() + ")";
  return text.empty() ? text : text + ".";
}

}  // namespace

std::vector<std::vector<std::string>> results_table(const json& summary) {
  std::vector<std::vector<std::string>> rows = {
      {"variant", "games", "first wins", "draws", "second wins", "unfinished",
       "first-player score % (95%)", "draw rate % (95%)", "mean plies (95%)", "branching"}};
  for (const json& v : summary["variants"])
    rows.push_back({v["variant"].get<std::string>(), v["games"].dump(), v["first_wins"].dump(),
                    v["draws"].dump(), v["second_wins"].dump(), v["unfinished"].dump(),
                    percent(v["first_score"]) + " (" + ci_text(v["first_score_ci95"], true) + ")",
                    percent(v["draw_rate"]) + " (" + ci_text(v["draw_rate_ci95"], true) + ")",
                    fixed(v["mean_plies"], 1) + " (" + ci_text(v["mean_plies_ci95"], false) + ")",
                    fixed(v["branching_factor"], 1)});
  return rows;
}

std::vector<ReportBlock> report_document(const json& summary, const json& players) {
  using K = ReportBlock::Kind;
  const json& variants = summary["variants"];
  std::vector<ReportBlock> d = {{K::Heading, "Rule-variation experiment", {}, 1},
                                {K::Paragraph, settings_text(summary["settings"]), {}},
                                {K::Heading, "Results", {}},
                                {K::Table, "", results_table(summary)},
                                {K::Plot, "wdl.svg", {}},
                                {K::Plot, "lengths.svg", {}},
                                {K::Heading, "Opening pairs", {}},
                                {K::Paragraph,
                                 "The two games of an opening (colours swapped) are not "
                                 "independent, so these intervals take the pair as the unit: the "
                                 "mean over pairs with a 95% normal interval. A repeated pair is "
                                 "one whose two games were the same game move for move.",
                                 {}},
                                {K::Table, "", pairs_table(summary)}};
  if (!summary["comparisons"].empty()) {
    const std::string first = summary["comparisons"][0]["against"];
    d.push_back({K::Heading, "Against " + first, {}});
    d.push_back(
        {K::Paragraph,
         "Each variant minus " + first +
             ", in percentage points. Game by game: a pooled two-proportion z-test (draw rate) "
             "and a z-test on the per-game scores (first-player score). Paired: the mean "
             "difference over the openings both variants finished as pairs, with a z-test. Holm's "
             "correction adjusts each column's p-values for the " +
             std::to_string(summary["comparisons"].size()) +
             " comparisons. Detectable: the true difference the paired test finds with 80% power "
             "at the 5% level.",
         {}});
    d.push_back({K::Heading, "Draw rate", {}, 3});
    d.push_back({K::Table, "", comparison_table(summary, "draw_rate")});
    d.push_back({K::Heading, "First-player score", {}, 3});
    d.push_back({K::Table, "", comparison_table(summary, "first_score")});
  }
  d.push_back({K::Heading, "How games ended", {}});
  d.push_back({K::Table, "", reasons_table(variants)});
  d.push_back({K::Heading, "Piece values", {}});
  d.push_back({K::Paragraph,
               "From a logistic regression, without a penalty, of each finished game's result "
               "(draw = ½) on the material balance of its quiet positions (every other ply after "
               "the opening, the balance unchanged two plies on), in pawns, with 95% bootstrap "
               "intervals over opening pairs (" +
                   std::to_string(kBootstrapResamples) +
                   " resamples). A kind unbalanced in fewer "
                   "than " +
                   std::to_string(kMinUnbalanced) + " quiet positions gets no value.",
               {}});
  d.push_back({K::Table, "", piece_table(variants)});
  if (const std::string missing = missing_text(variants); !missing.empty())
    d.push_back({K::Paragraph, missing, {}});
  if (const Rows weights = weights_table(variants, players); !weights.empty()) {
    d.push_back({K::Paragraph,
                 "The weights that played (run.json): each kind's material weight over the "
                 "pawn's, middlegame / endgame, beside which to read the values above.",
                 {}});
    d.push_back({K::Table, "", weights});
  }
  d.push_back({K::Plot, "piece_values.svg", {}});
  return d;
}

std::string markdown(const std::vector<ReportBlock>& document) {
  std::ostringstream md;
  for (const ReportBlock& b : document) {
    switch (b.kind) {
      case ReportBlock::Kind::Heading:
        md << std::string(std::size_t(b.level), '#') << ' ' << b.text << "\n\n";
        break;
      case ReportBlock::Kind::Paragraph:
        md << b.text << "\n\n";
        break;
      case ReportBlock::Kind::Plot:
        md << "![" << b.text.substr(0, b.text.find('.')) << "](" << b.text << ")\n\n";
        break;
      case ReportBlock::Kind::Table:
        for (std::size_t r = 0; r < b.rows.size(); ++r) {
          md << '|';
          for (const std::string& cell : b.rows[r]) md << ' ' << cell << " |";
          md << '\n';
          if (r == 0) {
            md << '|';
            for (std::size_t c = 0; c < b.rows[r].size(); ++c) md << "---|";
            md << '\n';
          }
        }
        md << '\n';
        break;
    }
  }
  std::string text = md.str();
  text.pop_back();  // one newline at the end
  return text;
}

void write_report(const json& summary, const json& players, const std::string& dir) {
  const json& variants = summary["variants"];
  save(dir, "report.md", markdown(report_document(summary, players)));
  save(dir, "wdl.svg", wdl_plot(variants));
  save(dir, "lengths.svg", length_plot(variants));
  save(dir, "piece_values.svg", piece_plot(variants));
}

}  // namespace boardlab::experiment
