// Must not compile: an evaluation with king_attack units but no king_danger_divisor (a typo
// would otherwise leave the king-safety term silently off).
// expect: give king_attack and king_danger_divisor together, or neither
#include <array>

#include "framework/search/evaluation.hpp"
#include "variants/chess/chess.hpp"

struct HalfKingSafety : boardlab::variants::Chess {
  static constexpr std::string_view name = "halfkingsafety";
  struct evaluation : boardlab::search::DerivedEvaluation<boardlab::variants::Chess> {
    static constexpr std::array<int, 6> king_attack{0, 2, 2, 3, 5, 0};
  };
};

int main() { return int(boardlab::search::evaluation_fits<HalfKingSafety>()); }
