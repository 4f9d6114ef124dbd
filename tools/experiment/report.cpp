// report.md and three SVG plots from a summary (see experiment.hpp). The plots are drawn here as
// plain SVG (axes, labels, legend), so a report needs no plotting tool and renders anywhere.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/experiment/estimates.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/render/viewer.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

constexpr const char* kColours[] = {"#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee",
                                    "#aa3377", "#bbbbbb", "#000000", "#ee8866", "#44bb99"};

std::string fixed(double v, int digits) {
  char s[64];
  std::snprintf(s, sizeof s, "%.*f", digits, v);
  return s;
}

// A chart area with a y axis from 0 to y_max, x categories or a numeric x range.
class Svg {
 public:
  Svg(int width, int height, std::string title) : w_(width), h_(height) {
    out_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w_ << "\" height=\"" << h_
         << "\" viewBox=\"0 0 " << w_ << ' ' << h_
         << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
         << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    text(w_ / 2.0, 20, title, "middle", 15);
  }
  double left() const { return 70; }
  double right() const { return w_ - 160; }
  double top() const { return 40; }
  double bottom() const { return h_ - 60; }
  double y(double v, double max) const { return bottom() - (bottom() - top()) * v / max; }

  void axes(double y_max, int ticks, const std::string& y_label, const std::string& x_label,
            int digits) {
    for (int i = 0; i <= ticks; ++i) {
      const double v = y_max * i / ticks, yy = y(v, y_max);
      line(left(), yy, right(), yy, "#e0e0e0");
      text(left() - 6, yy + 4, fixed(v, digits), "end", 11);
    }
    line(left(), top(), left(), bottom(), "black");
    line(left(), bottom(), right(), bottom(), "black");
    out_ << "<text transform=\"translate(18," << (top() + bottom()) / 2
         << ") rotate(-90)\" text-anchor=\"middle\">" << render::html_escape(y_label)
         << "</text>\n";
    text((left() + right()) / 2, h_ - 15, x_label, "middle", 12);
  }
  void legend(const std::vector<std::string>& names) {
    for (std::size_t i = 0; i < names.size(); ++i) {
      const double yy = top() + 18.0 * double(i);
      rect(right() + 15, yy - 9, 12, 12, kColours[i % 10]);
      text(right() + 32, yy + 2, names[i], "start", 12);
    }
  }
  void rect(double x, double yy, double w, double h, const std::string& fill) {
    out_ << "<rect x=\"" << fixed(x, 1) << "\" y=\"" << fixed(yy, 1) << "\" width=\""
         << fixed(std::max(w, 0.0), 1) << "\" height=\"" << fixed(std::max(h, 0.0), 1)
         << "\" fill=\"" << fill << "\"/>\n";
  }
  void line(double x1, double y1, double x2, double y2, const std::string& stroke,
            double width = 1) {
    out_ << "<line x1=\"" << fixed(x1, 1) << "\" y1=\"" << fixed(y1, 1) << "\" x2=\""
         << fixed(x2, 1) << "\" y2=\"" << fixed(y2, 1) << "\" stroke=\"" << stroke
         << "\" stroke-width=\"" << width << "\"/>\n";
  }
  void polyline(const std::vector<std::pair<double, double>>& points, const std::string& stroke) {
    out_ << "<polyline fill=\"none\" stroke-width=\"2\" stroke=\"" << stroke << "\" points=\"";
    for (const auto& [x, yy] : points) out_ << fixed(x, 1) << ',' << fixed(yy, 1) << ' ';
    out_ << "\"/>\n";
  }
  void text(double x, double yy, const std::string& s, const char* anchor, int size) {
    out_ << "<text x=\"" << fixed(x, 1) << "\" y=\"" << fixed(yy, 1) << "\" text-anchor=\""
         << anchor << "\" font-size=\"" << size << "\">" << render::html_escape(s) << "</text>\n";
  }
  std::string str() const { return out_.str() + "</svg>\n"; }

 private:
  int w_, h_;
  std::ostringstream out_;
};

void save(const std::string& dir, const char* name, const std::string& text) {
  std::ofstream f(std::filesystem::path(dir) / name, std::ios::binary);
  f << text;
  if (!f)
    throw InputError("cannot write " + quote_path((std::filesystem::path(dir) / name).string()));
}

// First-player wins, draws and second-player wins per variant, in percent, with 95% whiskers.
std::string wdl_plot(const json& variants) {
  const std::vector<std::string> parts = {"first player wins", "draws", "second player wins"};
  Svg svg(160 + 120 * int(variants.size()) + 160, 420,
          "Results per variant (95% Wilson intervals)");
  svg.axes(100, 5, "share of finished games (%)", "variant", 0);
  const double group = (svg.right() - svg.left()) / double(variants.size()), bar = group / 4;
  for (std::size_t v = 0; v < variants.size(); ++v) {
    const json& s = variants[v];
    const double n =
        s["first_wins"].get<double>() + s["draws"].get<double>() + s["second_wins"].get<double>();
    const double counts[3] = {s["first_wins"], s["draws"], s["second_wins"]};
    for (int k = 0; k < 3; ++k) {
      const double p = n ? counts[k] / n : 0, x = svg.left() + group * double(v) + bar * (0.5 + k);
      svg.rect(x, svg.y(100 * p, 100), bar * 0.9, svg.bottom() - svg.y(100 * p, 100), kColours[k]);
      const Interval ci = wilson(p, n);
      const double cx = x + bar * 0.45;
      svg.line(cx, svg.y(100 * ci.low, 100), cx, svg.y(100 * ci.high, 100), "black", 1.5);
      svg.line(cx - 4, svg.y(100 * ci.low, 100), cx + 4, svg.y(100 * ci.low, 100), "black");
      svg.line(cx - 4, svg.y(100 * ci.high, 100), cx + 4, svg.y(100 * ci.high, 100), "black");
    }
    svg.text(svg.left() + group * (double(v) + 0.5), svg.bottom() + 16, s["variant"], "middle", 11);
  }
  svg.legend(parts);
  return svg.str();
}

// The distribution of game lengths per variant: share of games per 20-ply bin.
std::string length_plot(const json& variants) {
  constexpr int kBin = 20;
  int max_plies = kBin;
  for (const json& s : variants)
    for (const json& p : s["plies"]) max_plies = std::max(max_plies, p.get<int>());
  const int bins = max_plies / kBin + 1;
  std::vector<std::vector<double>> shares;
  double top = 0;
  std::vector<std::string> names;
  for (const json& s : variants) {
    std::vector<double> h(std::size_t(bins), 0.0);
    for (const json& p : s["plies"]) h[std::size_t(p.get<int>() / kBin)] += 1;
    for (double& x : h) x = s["plies"].empty() ? 0 : 100 * x / double(s["plies"].size());
    top = std::max(top, *std::max_element(h.begin(), h.end()));
    shares.push_back(h);
    names.push_back(s["variant"]);
  }
  top = std::max(5.0, std::ceil(top / 5) * 5);
  Svg svg(760, 420, "Game length per variant");
  svg.axes(top, 5, "share of games (%)", "game length (plies, 20-ply bins)", 0);
  const double step = (svg.right() - svg.left()) / double(bins);
  for (int b = 0; b <= bins; b += std::max(1, bins / 10))
    svg.text(svg.left() + step * b, svg.bottom() + 16, std::to_string(b * kBin), "middle", 11);
  for (std::size_t v = 0; v < shares.size(); ++v) {
    std::vector<std::pair<double, double>> points;
    for (int b = 0; b < bins; ++b)
      points.emplace_back(svg.left() + step * (b + 0.5), svg.y(shares[v][std::size_t(b)], top));
    svg.polyline(points, kColours[v % 10]);
  }
  svg.legend(names);
  return svg.str();
}

// Piece values (pawn = 1) per piece and variant.
std::string piece_plot(const json& variants) {
  std::vector<std::string> pieces;
  double top = 1;
  for (const json& s : variants)
    for (const auto& [piece, value] : s["piece_values"].items()) {
      if (std::find(pieces.begin(), pieces.end(), piece) == pieces.end()) pieces.push_back(piece);
      if (value.is_number()) top = std::max(top, value.get<double>());
    }
  top = std::ceil(top);
  Svg svg(160 + std::max<int>(400, 70 * int(pieces.size())) + 160, 420,
          "Piece values from the games (logistic regression, pawn = 1)");
  svg.axes(top, int(std::min(10.0, top)), "value (pawns)", "piece", 1);
  const double group = (svg.right() - svg.left()) / double(std::max<std::size_t>(1, pieces.size()));
  const double bar = group / double(variants.size() + 1);
  std::vector<std::string> names;
  for (std::size_t v = 0; v < variants.size(); ++v) {
    names.push_back(variants[v]["variant"]);
    for (std::size_t k = 0; k < pieces.size(); ++k) {
      const json& value = variants[v]["piece_values"].value(pieces[k], json(nullptr));
      if (!value.is_number()) continue;
      const double x = svg.left() + group * double(k) + bar * (0.5 + double(v));
      const double val = std::max(0.0, value.get<double>());
      svg.rect(x, svg.y(val, top), bar * 0.9, svg.bottom() - svg.y(val, top), kColours[v % 10]);
    }
  }
  for (std::size_t k = 0; k < pieces.size(); ++k)
    svg.text(svg.left() + group * (double(k) + 0.5), svg.bottom() + 16, pieces[k], "middle", 12);
  svg.legend(names);
  return svg.str();
}

std::string percent(double v) { return fixed(100 * v, 1); }
std::string ci_text(const json& ci, bool pct) {
  return pct ? percent(ci[0]) + "–" + percent(ci[1]) : fixed(ci[0], 1) + "–" + fixed(ci[1], 1);
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

void write_report(const json& summary, const std::string& dir) {
  const json& variants = summary["variants"];
  const json& s = summary["settings"];
  std::ostringstream md;
  md << "# Rule-variation experiment\n\n";
  md << "Self-play with one engine setting for every variant: ";
  if (s["nodes"].get<std::uint64_t>())
    md << s["nodes"] << " nodes per move (±10% per side and game)";
  if (s["depth"].get<int>()) md << "depth " << s["depth"];
  if (s["movetime_ms"].get<std::int64_t>()) md << s["movetime_ms"] << " ms per move";
  md << "; " << s["games"] << " games per variant; openings: "
     << (s["opening_lines"].empty() ? std::to_string(s["random_plies"].get<int>()) + " random plies"
                                    : std::to_string(s["opening_lines"].size()) + " from a file")
     << ", each played twice with colours swapped; seed " << s["seed"] << "; games longer than "
     << s["max_plies"] << " plies are unfinished.";
  if (s.contains("eval_files")) {
    md << " Evaluation weights:";
    for (const auto& [variant, file] : s["eval_files"].items())
      md << " " << variant << " from `" << file.get<std::string>() << "`;";
    md << " the others compiled in.";
  }
  md << "\n\n## Results\n\n";
  const auto rows = results_table(summary);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    md << '|';
    for (const std::string& cell : rows[r]) md << ' ' << cell << " |";
    md << '\n';
    if (r == 0) {
      md << '|';
      for (std::size_t c = 0; c < rows[r].size(); ++c) md << "---|";
      md << '\n';
    }
  }
  md << "\n![results](wdl.svg)\n\n![game length](lengths.svg)\n";
  if (!summary["comparisons"].empty()) {
    md << "\n## Against " << summary["comparisons"][0]["against"].get<std::string>()
       << "\n\n| variant | draw rate difference (points) | p | first-player score difference "
          "(points) | p |\n|---|---|---|---|---|\n";
    for (const json& c : summary["comparisons"])
      md << "| " << c["variant"].get<std::string>() << " | "
         << fixed(100 * c["draw_rate_difference"].get<double>(), 1) << " | "
         << fixed(c["draw_rate_p_value"], 4) << " | "
         << fixed(100 * c["first_score_difference"].get<double>(), 1) << " | "
         << fixed(c["first_score_p_value"], 4) << " |\n";
  }
  md << "\n## How games ended\n\n| variant | reasons |\n|---|---|\n";
  for (const json& v : variants) {
    md << "| " << v["variant"].get<std::string>() << " |";
    for (const auto& [reason, n] : v["reasons"].items()) md << ' ' << reason << " " << n << ';';
    md << " |\n";
  }
  md << "\n## Piece values\n\nFrom a logistic regression of each game's result (draw = ½) on the "
        "material balance of its positions (every other ply after the opening), in pawns.\n\n";
  std::set<std::string> pieces;
  for (const json& v : variants)
    for (const auto& [p, value] : v["piece_values"].items()) pieces.insert(p);
  md << "| variant |";
  for (const auto& p : pieces) md << ' ' << p << " |";
  md << "\n|---|";
  for (std::size_t i = 0; i < pieces.size(); ++i) md << "---|";
  md << '\n';
  for (const json& v : variants) {
    md << "| " << v["variant"].get<std::string>() << " |";
    for (const auto& p : pieces) {
      const json value = v["piece_values"].value(p, json(nullptr));
      md << ' ' << (value.is_number() ? fixed(value, 2) : std::string("–")) << " |";
    }
    md << '\n';
  }
  md << "\n![piece values](piece_values.svg)\n";
  save(dir, "report.md", md.str());
  save(dir, "wdl.svg", wdl_plot(variants));
  save(dir, "lengths.svg", length_plot(variants));
  save(dir, "piece_values.svg", piece_plot(variants));
}

}  // namespace boardlab::experiment
