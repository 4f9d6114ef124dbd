#pragma once
// stalematewin (RULES.md, "Rule variations"): chess where the side that delivers stalemate wins
// (the stalemated side loses, reason "stalemate"). Armageddon-style scoring is not involved.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct StalemateWin : Chess {
  static constexpr std::string_view name = "stalematewin";
  static constexpr Symbols aliases = {};
  static constexpr std::string_view description = "chess where delivering stalemate wins";
  static constexpr std::string_view pgn_variant = "stalematewin";
  using no_moves = StalemateLoses;
  // A bare king can still be stalemated by K+N or K+B: chess's dead positions are not dead here
  // (two bare kings are; the move-count rules end such games).
  using dead_position = NoDeadPositions;
  // `boardlab bench`: the start and positions where this variant's rule is in play.
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
};

}  // namespace boardlab::variants
