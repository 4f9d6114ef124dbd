// Must not compile: an evaluation with mobility_mg but no mobility_eg or mobility_base (a typo
// would otherwise leave the whole mobility term silently off).
// expect: give all of mobility_mg, mobility_eg and mobility_base, or none
#include <array>

#include "framework/search/evaluation.hpp"
#include "variants/chess/chess.hpp"

struct HalfMobility : boardlab::variants::Chess {
  static constexpr std::string_view name = "halfmobility";
  struct evaluation : boardlab::search::DerivedEvaluation<boardlab::variants::Chess> {
    static constexpr std::array<int, 6> mobility_mg{0, 4, 3, 2, 1, 0};
  };
};

int main() { return int(boardlab::search::evaluation_fits<HalfMobility>()); }
