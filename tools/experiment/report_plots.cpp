// The report's plots (report_plots.hpp), drawn here as plain SVG (axes, labels, legend, error
// bars), so a report needs no plotting tool and renders anywhere.
#include "tools/experiment/report_plots.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "tools/experiment/estimates.hpp"
#include "tools/render/viewer.hpp"

namespace boardlab::experiment {
using nlohmann::json;

namespace {

constexpr const char* kColours[] = {"#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee",
                                    "#aa3377", "#bbbbbb", "#000000", "#ee8866", "#44bb99"};

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

}  // namespace

std::string fixed(double v, int digits) {
  char s[64];
  std::snprintf(s, sizeof s, "%.*f", digits, v);
  return s;
}

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
    svg.text(svg.left() + group * (double(v) + 0.5), svg.bottom() + 30, "n = " + fixed(n, 0),
             "middle", 10);
  }
  svg.legend(parts);
  return svg.str();
}

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

std::string piece_plot(const json& variants) {
  std::vector<std::string> pieces;
  double top = 1;
  for (const json& s : variants)
    for (const auto& [piece, value] : s["piece_values"].items()) {
      if (piece == "P") continue;  // the unit: 1 by definition
      if (std::find(pieces.begin(), pieces.end(), piece) == pieces.end()) pieces.push_back(piece);
      if (value.is_number()) top = std::max(top, value.get<double>());
      const json ci =
          (s.contains("piece_values_ci95") ? s["piece_values_ci95"].value(piece, json(nullptr))
                                           : json());
      if (ci.is_array())
        top = std::max(top, std::min(2 * value.get<double>(), ci[1].get<double>()));
    }
  top = std::ceil(top);
  Svg svg(160 + std::max<int>(400, 70 * int(pieces.size())) + 160, 420,
          "Piece values from the games (pawn = 1, 95% bootstrap intervals)");
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
      const json ci = variants[v].contains("piece_values_ci95")
                          ? variants[v]["piece_values_ci95"].value(pieces[k], json(nullptr))
                          : json();
      if (ci.is_array()) {
        const double cx = x + bar * 0.45, lo = std::max(0.0, ci[0].get<double>()),
                     hi = std::min(top, ci[1].get<double>());
        svg.line(cx, svg.y(lo, top), cx, svg.y(hi, top), "black", 1.5);
        svg.line(cx - 3, svg.y(lo, top), cx + 3, svg.y(lo, top), "black");
        svg.line(cx - 3, svg.y(hi, top), cx + 3, svg.y(hi, top), "black");
      }
    }
  }
  for (std::size_t k = 0; k < pieces.size(); ++k)
    svg.text(svg.left() + group * (double(k) + 0.5), svg.bottom() + 16, pieces[k], "middle", 12);
  svg.legend(names);
  return svg.str();
}

}  // namespace boardlab::experiment
