#pragma once
// A game: a start position and the moves played, with what repetition and perpetual-check rules
// need (each position's identity key, whether its side to move was in check). The outcome is
// asked of the descriptor's policies, in the order an arbiter would: the variant's own goals, no
// legal move, dead position, repetition, move count; then, on request, claims. Every result goes
// through the scoring policy.
#include <optional>
#include <vector>

#include "framework/game/history.hpp"
#include "framework/policies/outcome_policies.hpp"

namespace boardlab {

template <class V>
class Game {
 public:
  using T = Traits<V>;
  using Rep = typename Desc<V>::repetition;
  using Clock = typename Desc<V>::move_count;

  explicit Game(Position<V> start) : start_(start), pos_(std::move(start)) { record(); }

  const Position<V>& position() const { return pos_; }
  const Position<V>& start() const { return start_; }
  const std::vector<Move>& moves() const { return moves_; }

  // Plays a legal move (parse it with the notation policy first).
  void play(Move m) {
    pos_.make(m);
    moves_.push_back(m);
    record();
  }

  // The result without claims: what ends the game by itself.
  Outcome outcome() const { return Desc<V>::scoring::score(automatic()); }

  // A draw (or impasse result) the side to move may claim now, if the game is not already over.
  std::optional<Outcome> claimable() const {
    if (automatic().over()) return std::nullopt;
    if constexpr (Rep::enabled && Rep::claim_at > 0)
      if (repetition_claimable()) return Outcome{Result::Draw, Reason::ThreefoldRepetition};
    if constexpr (Clock::enabled)
      if (fifty_claimable()) return Outcome{Result::Draw, Reason::FiftyMoves};
    if constexpr (Desc<V>::impasse::enabled)
      if (auto o = Desc<V>::impasse::claim(pos_)) return o;
    return std::nullopt;
  }

  // The result when the side to move makes any claim it can.
  Outcome outcome_with_claim() const {
    if (auto c = claimable()) return Desc<V>::scoring::score(*c);
    return outcome();
  }

  // How often the current position has occurred (this time included).
  int occurrences() const { return history_.occurrences(); }
  const History<V>& history() const { return history_; }

 private:
  Outcome automatic() const {
    const Color us = pos_.side_to_move();
    if (const auto goal = goal_outcome(pos_)) return *goal;
    if (legal_moves(pos_).empty()) {
      if (pos_.in_check()) return {win_for(~us), Reason::Checkmate};
      constexpr Reason why = Desc<V>::no_moves::reason;
      switch (Desc<V>::no_moves::stalemated) {
        case StalemateResult::Loss:
          return {win_for(~us), why};
        case StalemateResult::Win:
          return {win_for(us), why};
        case StalemateResult::Draw:
          break;
      }
      return {Result::Draw, why};
    }
    if (Desc<V>::dead_position::dead(pos_)) return {Result::Draw, Reason::InsufficientMaterial};
    if constexpr (Rep::enabled) {
      if (occurrences() >= Rep::ends_at) {
        if constexpr (Rep::perpetual_check_loses)
          if (auto checker = perpetual_checker())
            return {win_for(~*checker), Reason::PerpetualCheck};
        return {Result::Draw, Rep::end_reason};
      }
    }
    if constexpr (Clock::enabled)
      if (pos_.rule50() >= Clock::automatic_plies) return {Result::Draw, Reason::SeventyFiveMoves};
    return {};
  }

  void record() { history_.push(pos_); }

  std::optional<Color> perpetual_checker() const {
    return history_.perpetual_checker(*history_.first_occurrence(), pos_.side_to_move());
  }

  // The position has occurred claim_at times, or a legal move would make it so (FIDE 9.2.1).
  bool repetition_claimable() const {
    if (occurrences() >= Rep::claim_at) return true;
    Position<V> p = pos_;
    for (Move m : legal_moves(pos_)) {
      p.make(m);
      const int n = 1 + history_.count(History<V>::identity(p), history_.size(), p.rule50());
      p.unmake(m);
      if (n >= Rep::claim_at) return true;
    }
    return false;
  }

  // The clock has reached the claim, or a legal move that keeps it running would reach it.
  bool fifty_claimable() const {
    if (pos_.rule50() >= Clock::claim_plies) return true;
    if (pos_.rule50() + 1 < Clock::claim_plies) return false;
    Position<V> p = pos_;
    for (Move m : legal_moves(pos_)) {
      p.make(m);
      const bool reaches = p.rule50() >= Clock::claim_plies;
      p.unmake(m);
      if (reaches) return true;
    }
    return false;
  }

  Position<V> start_;
  Position<V> pos_;
  std::vector<Move> moves_;
  History<V> history_;
};

}  // namespace boardlab
