#pragma once
// How a game stands: who won (or a draw, or not over) and why, with the names CLI.md prints.
#include <array>
#include <string_view>

#include "framework/core/geometry.hpp"

namespace boardlab {

enum class Result { Ongoing, FirstWins, SecondWins, Draw };

enum class Reason {
  Ongoing,
  Checkmate,
  Stalemate,  // no legal move without being in check
  InsufficientMaterial,
  FivefoldRepetition,
  SeventyFiveMoves,
  ThreefoldRepetition,
  FiftyMoves,
  Sennichite,
  PerpetualCheck,
  Jishogi,
  Declaration,
  // Ended by a variant's own goal (see Goals in outcome_policies.hpp).
  ThreeCheck,
  KingOfTheHill,
  Race,
  HordeCaptured,
  NoPieces,
  NoMoves,
  KingExploded,
  BareKing,
};

struct Outcome {
  Result result = Result::Ongoing;
  Reason reason = Reason::Ongoing;
  bool operator==(const Outcome&) const = default;
  bool over() const { return result != Result::Ongoing; }
};

constexpr Result win_for(Color c) { return c == White ? Result::FirstWins : Result::SecondWins; }

constexpr std::string_view result_text(Result r) {
  constexpr std::array<std::string_view, 4> names = {"*", "1-0", "0-1", "1/2-1/2"};
  return names[static_cast<int>(r)];
}

constexpr std::string_view reason_text(Reason r) {
  constexpr std::array<std::string_view, 20> names = {"ongoing",
                                                      "checkmate",
                                                      "stalemate",
                                                      "insufficient-material",
                                                      "fivefold-repetition",
                                                      "seventyfive-moves",
                                                      "threefold-repetition",
                                                      "fifty-moves",
                                                      "sennichite",
                                                      "perpetual-check",
                                                      "jishogi",
                                                      "declaration",
                                                      "three-check",
                                                      "king-of-the-hill",
                                                      "race",
                                                      "horde-captured",
                                                      "no-pieces",
                                                      "no-moves",
                                                      "king-exploded",
                                                      "bare-king"};
  return names[static_cast<int>(r)];
}

}  // namespace boardlab
