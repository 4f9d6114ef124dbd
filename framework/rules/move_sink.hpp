#pragma once
// Where generated moves go. The generator is written once and fed either a list (to play the
// moves) or a counter (perft's bulk count at the last ply), so both always agree.
#include <cstdint>

#include "framework/core/move.hpp"
#include "framework/core/variant_traits.hpp"

namespace boardlab {

struct CountSink {
  std::uint64_t count = 0;
  void move(Move) { ++count; }
  template <class B>
  void targets(int, B to) {
    count += popcount(to);
  }
  template <class B>
  void shifted(B to, int) {
    count += popcount(to);
  }
  template <class V, int K, class B>
  void promotions(int, B to) {
    count += std::uint64_t(popcount(to)) * Traits<V>::promotion_count(K);
  }
  template <class V, int K, class B>
  void shifted_promotions(B to, int) {
    promotions<V, K>(0, to);
  }
  template <class B>
  void drops(int, B to) {
    count += popcount(to);
  }
};

// Takes the generator's bulk sets apart into single moves for a sink whose `move(m)` does the
// work (CRTP: `Derived` has `void move(Move)`).
template <class Derived>
struct OneByOne {
  template <class B>
  void targets(int from, B to) {
    while (to) self().move(Move(from, pop_lsb(to)));
  }
  template <class B>
  void shifted(B to, int delta) {
    while (to) {
      const int t = pop_lsb(to);
      self().move(Move(t - delta, t));
    }
  }
  template <class V, int K, class B>
  void promotions(int from, B to) {
    while (to) {
      const int t = pop_lsb(to);
      for (int i = 0; i < Traits<V>::promotion_count(K); ++i)
        self().move(Move(from, t, MoveType::Promotion, Traits<V>::promotion_target(K, i)));
    }
  }
  template <class V, int K, class B>
  void shifted_promotions(B to, int delta) {
    while (to) {
      const int t = pop_lsb(to);
      for (int i = 0; i < Traits<V>::promotion_count(K); ++i)
        self().move(Move(t - delta, t, MoveType::Promotion, Traits<V>::promotion_target(K, i)));
    }
  }
  template <class B>
  void drops(int kind, B to) {
    while (to) {
      const int t = pop_lsb(to);
      self().move(Move(t, t, MoveType::Drop, kind));
    }
  }

 private:
  Derived& self() { return static_cast<Derived&>(*this); }
};

template <class List>
struct ListSink : OneByOne<ListSink<List>> {
  explicit ListSink(List& l) : list(l) {}
  List& list;
  void move(Move m) { list.push(m); }
};

// Passes on only the moves `keep(m)` accepts: for rules that forbid some otherwise legal moves,
// such as giving check in racing kings.
template <class Inner, class Keep>
struct FilterSink : OneByOne<FilterSink<Inner, Keep>> {
  FilterSink(Inner& i, Keep k) : inner(i), keep(k) {}
  Inner& inner;
  Keep keep;
  void move(Move m) {
    if (keep(m)) inner.move(m);
  }
};

}  // namespace boardlab
