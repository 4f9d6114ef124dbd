#pragma once
// The descriptor policies that decide how games end. Every threshold is a template parameter, so
// a rule variation (sennichite at 3, a 40-move rule, stalemate as a loss) is a descriptor of a
// few lines. Every drawn result passes through the scoring policy, the one place Armageddon-like
// scoring changes the adjudicator (and, later, the search).
#include "framework/rules/outcome.hpp"

namespace boardlab {

// --- Having no legal move ------------------------------------------------------------------
// Checkmate always loses. Having no legal move while not in check (stalemate) is, for the side
// that has no move, a draw (chess), a loss (shogi, stalematewin: the side that stalemated wins)
// or a win.
enum class StalemateResult { Draw, Loss, Win };
template <StalemateResult R>
struct StalemateRule {
  static constexpr StalemateResult stalemated = R;
};
using StalemateDraws = StalemateRule<StalemateResult::Draw>;
using StalemateLoses = StalemateRule<StalemateResult::Loss>;
using StalemateWins = StalemateRule<StalemateResult::Win>;

// --- Repetition ----------------------------------------------------------------------------
// ClaimAt: occurrences from which a draw may be claimed (0: no claim). EndsAt: occurrences that
// end the game, with reason EndReason. PerpetualCheckLoses: if one side gave check with every
// one of its moves since the first occurrence, that side loses instead of the draw.
template <int ClaimAt, int EndsAt, bool PerpetualCheckLoses, Reason EndReason>
struct RepetitionRule {
  static constexpr bool enabled = true;
  static constexpr int claim_at = ClaimAt;
  static constexpr int ends_at = EndsAt;
  static constexpr bool perpetual_check_loses = PerpetualCheckLoses;
  static constexpr Reason end_reason = EndReason;
};
struct NoRepetitionRule {
  static constexpr bool enabled = false;
};
using FideRepetition = RepetitionRule<3, 5, false, Reason::FivefoldRepetition>;
using Sennichite = RepetitionRule<0, 4, true, Reason::Sennichite>;

// --- Dead positions ------------------------------------------------------------------------
struct NoDeadPositions {
  template <class Pos>
  static bool dead(const Pos&) {
    return false;
  }
};

// --- Impasse (claims that need the variant's own counting, e.g. jishogi) -----------------
struct NoImpasse {
  static constexpr bool enabled = false;
};

// --- Scoring ------------------------------------------------------------------------------
struct StandardScoring {
  static constexpr Outcome score(Outcome o) { return o; }
};
// Armageddon: the second player has draw odds; every drawn result is a second-player win, with
// the draw's reason kept.
struct DrawOddsForSecondPlayer {
  static constexpr Outcome score(Outcome o) {
    if (o.result == Result::Draw) o.result = Result::SecondWins;
    return o;
  }
};

}  // namespace boardlab
