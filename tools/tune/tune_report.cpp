#include "tools/tune/tune_report.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <numeric>
#include <sstream>

namespace boardlab::tune {

std::string tune_report(const TuneSummary& s, int most) {
  std::ostringstream out;
  out << std::setprecision(6);
  out << "# boardlab tune: " << s.variant << "\n\n";
  if (!s.command.empty()) out << "Command: `" << s.command << "`\n\n";
  out << "- Started from: " << (s.start_weights.empty() ? "the compiled weights" : s.start_weights)
      << "\n- Games: " << s.games << " from";
  for (const auto& f : s.inputs) out << " " << f;
  out << "\n";
  for (const auto& [why, n] : s.skipped_games)
    out << "- Games skipped (" << why << "): " << n << "\n";
  out << "- Positions (quiet, by quiescence): " << s.positions
      << "; dropped (in check, decided, or not made quiet): " << s.unresolved
      << "\n- Held out (seed " << s.seed << "): " << s.held_out_games << " games, "
      << s.held_out_positions
      << " positions\n- Fitted: " << (s.fit.empty() ? "every weight" : s.fit) << "; " << s.epochs
      << " epochs of Adam, step " << s.rate << " cp, pull to the start " << s.regularize << ", "
      << s.threads << " threads\n"
      << "- Scale K: " << s.result.scale << " (result ~ 1 / (1 + 10^(-K * eval / 400)))\n"
      << "- Mean squared error: " << std::setprecision(8) << s.result.error_before << " before, "
      << s.result.error_after << " after\n";
  if (s.held_out_positions > 0)
    out << "- Held-out error: " << s.result.validation_before << " before, "
        << s.result.validation_after << " after; the weights are epoch " << s.result.best_epoch
        << "'s (least held-out error)\n";
  out << "\n";
  std::vector<std::size_t> order(s.names.size());
  std::iota(order.begin(), order.end(), 0);
  auto moved = [&](std::size_t i) { return std::abs(s.result.weights[i] - s.before[i]); };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return moved(a) > moved(b); });
  out << "## The weights that moved most\n\n| weight | before | after | change "
         "|\n|---|---:|---:|---:|\n";
  int shown = 0;
  for (const std::size_t i : order) {
    if (shown++ == most || moved(i) == 0) break;
    const auto whole = [](double v) { return std::lround(v); };
    out << "| " << s.names[i] << " | " << whole(s.before[i]) << " | " << whole(s.result.weights[i])
        << " | " << std::showpos << whole(s.result.weights[i]) - whole(s.before[i])
        << std::noshowpos << " |\n";
  }
  if (shown == 1) out << "| (none moved) | | | |\n";
  return out.str();
}

}  // namespace boardlab::tune
