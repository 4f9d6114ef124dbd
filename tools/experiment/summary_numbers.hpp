#pragma once
// How summary.json prints its numbers: rounded to a fixed unit, so that a summary reads 80.1
// rather than 80.10000000000001 and runs compare byte for byte.
#include <cmath>

#include <nlohmann/json.hpp>

#include "tools/experiment/estimates.hpp"

namespace boardlab::experiment {

// Rounded to a multiple of `unit` (a power of ten below 1), as the nearest double to the decimal.
inline double round_to(double v, double unit) {
  const double scale = std::round(1 / unit);
  return std::round(v * scale) / scale;
}

// An interval of rates or differences: [low, high] to four decimals.
inline nlohmann::json interval_json(Interval i) {
  return {round_to(i.low, 1e-4), round_to(i.high, 1e-4)};
}

}  // namespace boardlab::experiment
