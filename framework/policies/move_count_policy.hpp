#pragma once
// Move-count draws as a descriptor policy: a clock of plies since the last irreversible move
// (a capture, or a move or drop of a piece with resets_move_clock). Variants without such a rule
// keep no clock at all, so positions that differ only in it are equal.

namespace boardlab {

struct NoMoveCountRule {
  static constexpr bool enabled = false;
};

template <int ClaimPlies, int AutomaticPlies>
struct MoveCountRule {
  static constexpr bool enabled = true;
  static constexpr int claim_plies = ClaimPlies;          // a draw may be claimed
  static constexpr int automatic_plies = AutomaticPlies;  // the game is drawn
};

// FIDE: 50 moves each may be claimed, 75 moves each end the game.
using FideMoveCountRule = MoveCountRule<100, 150>;

}  // namespace boardlab
