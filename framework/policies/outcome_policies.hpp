#pragma once
// The descriptor policies that decide how games end. Every threshold is a template parameter, so
// a rule variation (sennichite at 3, a 40-move rule, stalemate as a loss) is a descriptor of a
// few lines. Every drawn result passes through the scoring policy, the one place Armageddon-like
// scoring changes the adjudicator (and, later, the search).
#include <algorithm>
#include <optional>

#include "framework/core/piece_spec.hpp"
#include "framework/rules/outcome.hpp"

namespace boardlab {

// --- Having no legal move ------------------------------------------------------------------
// Checkmate always loses. Having no legal move while not in check (stalemate) is, for the side
// that has no move, a draw (chess), a loss (shogi, stalematewin: the side that stalemated wins)
// or a win; `Why` names it in the result (antichess, where a side without a move wins: no-moves).
enum class StalemateResult { Draw, Loss, Win };
template <StalemateResult R, Reason Why = Reason::Stalemate>
struct StalemateRule {
  static constexpr StalemateResult stalemated = R;
  static constexpr Reason reason = Why;
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

// Only the royal pieces are left: no check or mate can ever come (three-check, where a single
// minor piece can still give checks, so chess's list does not apply).
struct OnlyRoyalsLeftIsDead {
  template <class Pos>
  static bool dead(const Pos& pos) {
    static_assert(Pos::T::has_royal, "OnlyRoyalsLeftIsDead needs a royal piece kind");
    return pos.pieces() == pos.pieces(Pos::T::royal);
  }
};

// --- Impasse (claims that need the variant's own counting, e.g. jishogi) -----------------
struct NoImpasse {
  static constexpr bool enabled = false;
};

// --- Goals: game-ending rules of the variant's own ----------------------------------------
// A goal looks at a position before its moves and says whether the variant's own rule has already
// decided the game (a king on the hill, an army captured). Such a position has no legal moves, as
// in Fairy-Stockfish and chessops, so perft, search, `game`, match and experiment all see the end.
// Goals<A, B, ...> combines several; the first that is reached decides.
struct NoGoals {
  static constexpr bool enabled = false;
};

template <class Rule>
constexpr int check_limit_of() {
  if constexpr (requires { Rule::check_limit; })
    return Rule::check_limit;
  else
    return 0;
}

template <class... Rules>
struct Goals {
  static constexpr bool enabled = true;
  // The position counts checks when a rule needs them (ChecksGiven): the largest limit.
  static constexpr int check_limit = [] {
    int n = 0;
    ((n = std::max(n, check_limit_of<Rules>())), ...);
    return n;
  }();
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    std::optional<Outcome> o;
    (void)((o = Rules::reached(pos)) || ...);
    return o;
  }
};

// Board cells by file and rank from the first player's side (a1 is {0, 0}), for goals that name
// squares.
struct Cell {
  int file = 0;
  int rank = 0;
};
using Cells = FixedList<Cell, 32>;

// A side whose royal piece stands on one of `Region` wins at once (king of the hill). The side
// that has just moved is asked first, which is the only one a game can bring there.
// `SecondMayEqualise` (racing kings): when the first player arrives, the second, to move, is
// given one reply if its royal piece can step into `Region` on a square it may stand on; if both
// arrive, the game is drawn (reason `Why`).
template <Cells Region, Reason Why, bool SecondMayEqualise = false>
struct RoyalReaches {
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    using G = typename Pos::G;
    constexpr auto region = [] {
      typename G::Bitboard b = 0;
      for (const Cell& c : Region) b |= G::bb(G::square(c.file, c.rank));
      return b;
    }();
    static_assert(Pos::T::has_royal, "RoyalReaches needs a royal piece kind");
    constexpr int royal = Pos::T::royal;
    if constexpr (SecondMayEqualise) {
      const bool first = (pos.pieces(White, royal) & region) != 0;
      const bool second = (pos.pieces(Black, royal) & region) != 0;
      if (first && second) return Outcome{Result::Draw, Why};
      if (first && pos.side_to_move() == Black && can_step_in(pos, region)) return std::nullopt;
    }
    const Color mover = ~pos.side_to_move();
    for (Color c : {mover, ~mover})
      if ((pos.pieces(c, royal) & region) != 0) return Outcome{win_for(c), Why};
    return std::nullopt;
  }

 private:
  // Whether the second player's royal piece has a step into the region onto a square no enemy
  // piece attacks (with the royal piece gone from where it stood) and no own piece holds.
  template <class Pos, class B>
  static bool can_step_in(const Pos& pos, B region) {
    using G = typename Pos::G;
    constexpr const PieceSpec& spec = Pos::Variant::pieces[Pos::T::royal];
    if (!pos.pieces(Black, Pos::T::royal)) return false;
    const int from = pos.king_square(Black);
    const B occ = pos.pieces() ^ G::bb(from);
    for (const Offset o : spec.leaps) {
      const Offset d = oriented(o, spec.relative, Black);
      const int f = G::file_of(from) + d.df, r = G::rank_of(from) + d.dr;
      if (!G::on_board(f, r)) continue;
      const int to = G::square(f, r);
      if ((region & ~pos.pieces(Black) & G::bb(to)) != 0 && pos.attackers(White, to, occ) == 0)
        return true;
    }
    return false;
  }
};

// A side with no piece left on the board loses (horde: `Loss`) or wins (antichess: `Win`). The
// side to move is asked first: it is the one the last capture can have stripped.
enum class EmptyArmy { Loss, Win };
template <EmptyArmy Then, Reason Why>
struct NoPiecesLeft {
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    const Color us = pos.side_to_move();
    for (Color c : {us, ~us})
      if (pos.pieces(c) == 0)
        return Outcome{Then == EmptyArmy::Loss ? win_for(~c) : win_for(c), Why};
    return std::nullopt;
  }
};

// A side left with its royal piece alone loses (shatranj's bare king), as Fairy-Stockfish plays it:
// against a single other piece the bare side has one more move (to take it, after which two
// bare kings are left: a dead position); still bare after that move, or bare against two or more
// pieces, it has lost.
template <Reason Why>
struct BareRoyalLoses {
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    const Color us = pos.side_to_move(), them = ~us;
    static_assert(Pos::T::has_royal, "BareRoyalLoses needs a royal piece kind");
    const auto others = [&](Color c) { return pos.pieces(c) & ~pos.pieces(c, Pos::T::royal); };
    if (others(them) == 0 && others(us) != 0) return Outcome{win_for(us), Why};
    if (others(us) == 0 && more_than_one(others(them))) return Outcome{win_for(them), Why};
    return std::nullopt;
  }
};

// A side whose royal piece is gone loses (atomic: blown up by a capture next to it). The side to
// move is asked first: a legal move never destroys the mover's own.
template <Reason Why>
struct RoyalLost {
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    static_assert(Pos::T::has_royal && Pos::T::royal_optional,
                  "RoyalLost needs a royal piece kind that may be absent (royal_may_be_absent)");
    const Color us = pos.side_to_move();
    for (Color c : {us, ~us})
      if (!pos.royals(c)) return Outcome{win_for(~c), Why};
    return std::nullopt;
  }
};

// The side that has given `N` checks wins (three-check). The position counts the checks each side
// has given (its key and FEN include them); the side that has just moved is asked first.
template <int N, Reason Why>
struct ChecksGiven {
  static_assert(N > 0 && N < 64, "a check limit from 1 to 63");
  static constexpr int check_limit = N;
  template <class Pos>
  static std::optional<Outcome> reached(const Pos& pos) {
    const Color mover = ~pos.side_to_move();
    for (Color c : {mover, ~mover})
      if (pos.checks_given(c) >= N) return Outcome{win_for(c), Why};
    return std::nullopt;
  }
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
