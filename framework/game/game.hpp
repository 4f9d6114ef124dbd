#pragma once
// A game: a start position and the moves played, with what repetition and perpetual-check rules
// need (each position's identity key, whether its side to move was in check). The outcome is
// asked of the descriptor's policies, in the order an arbiter would: no legal move, dead
// position, repetition, move count; then, on request, claims. Every result goes through the
// scoring policy.
#include <optional>
#include <vector>

#include "framework/rules/movegen.hpp"
#include "framework/rules/outcome_policies.hpp"

namespace boardlab {

template <class V>
class Game {
 public:
  using T = Traits<V>;
  using Rep = typename V::repetition;
  using Clock = typename V::move_count;

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
  Outcome outcome() const { return V::scoring::score(automatic()); }

  // A draw (or impasse result) the side to move may claim now, if the game is not already over.
  std::optional<Outcome> claimable() const {
    if (automatic().over()) return std::nullopt;
    if constexpr (Rep::enabled && Rep::claim_at > 0)
      if (repetition_claimable()) return Outcome{Result::Draw, Reason::ThreefoldRepetition};
    if constexpr (Clock::enabled)
      if (fifty_claimable()) return Outcome{Result::Draw, Reason::FiftyMoves};
    if constexpr (V::impasse::enabled)
      if (auto o = V::impasse::claim(pos_)) return o;
    return std::nullopt;
  }

  // The result when the side to move makes any claim it can.
  Outcome outcome_with_claim() const {
    if (auto c = claimable()) return V::scoring::score(*c);
    return outcome();
  }

  // How often the current position has occurred (this time included).
  int occurrences() const { return matches(identity_.back(), identity_.size(), clock_.back() + 1); }

 private:
  Outcome automatic() const {
    const Color us = pos_.side_to_move();
    if (legal_moves(pos_).empty()) {
      if (pos_.in_check()) return {win_for(~us), Reason::Checkmate};
      return V::no_moves::stalemate_loses ? Outcome{win_for(~us), Reason::Stalemate}
                                          : Outcome{Result::Draw, Reason::Stalemate};
    }
    if (V::dead_position::dead(pos_)) return {Result::Draw, Reason::InsufficientMaterial};
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

  // The key that decides "same position": the Zobrist key, except that an en-passant square
  // counts only when an en-passant capture is actually legal.
  Key identity(const Position<V>& pos) const {
    Key k = pos.key();
    if constexpr (T::any_en_passant) {
      if (pos.ep_square() >= 0) {
        bool legal_ep = false;
        for (Move m : legal_moves(pos)) legal_ep |= m.type() == MoveType::EnPassant;
        if (!legal_ep) k ^= zobrist<V>.ep_file[V::geometry::file_of(pos.ep_square())];
      }
    }
    return k;
  }

  void record() {
    identity_.push_back(identity(pos_));
    in_check_.push_back(pos_.in_check());
    clock_.push_back(pos_.rule50());
  }

  // How many of the `window` positions before index `end` have this key; the move clock bounds
  // the window (a capture or pawn move cannot be undone), variants without a clock search all.
  int matches(Key key, std::size_t end, int window) const {
    std::size_t first = 0;
    if constexpr (Clock::enabled) first = end - std::min<std::size_t>(end, std::size_t(window));
    int n = 0;
    for (std::size_t i = first; i < end; ++i) n += identity_[i] == key;
    return n;
  }

  // The side that gave check with every one of its moves since the first occurrence of the
  // repeated position, if exactly one side did.
  std::optional<Color> perpetual_checker() const {
    const std::size_t last = identity_.size() - 1;
    std::size_t first = last;
    for (std::size_t i = 0; i < last; ++i)
      if (identity_[i] == identity_[last]) {
        first = i;
        break;
      }
    bool all_checks[2] = {true, true}, moved[2] = {false, false};
    Color mover = pos_.side_to_move();
    // Position i + 1 is in check exactly when move i (by the side to move at i) gave check.
    for (std::size_t i = last; i-- > first;) {
      mover = ~mover;
      moved[mover] = true;
      all_checks[mover] &= in_check_[i + 1];
    }
    const bool a = moved[White] && all_checks[White], b = moved[Black] && all_checks[Black];
    if (a == b) return std::nullopt;
    return a ? White : Black;
  }

  // The position has occurred claim_at times, or a legal move would make it so (FIDE 9.2.1).
  bool repetition_claimable() const {
    if (occurrences() >= Rep::claim_at) return true;
    Position<V> p = pos_;
    for (Move m : legal_moves(pos_)) {
      p.make(m);
      const int n = 1 + matches(identity(p), identity_.size(), p.rule50());
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
  std::vector<Key> identity_;
  std::vector<bool> in_check_;
  std::vector<int> clock_;
};

}  // namespace boardlab
