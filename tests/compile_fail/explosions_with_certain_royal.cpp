// Must not compile: exploding captures where a side must always have its king (a blast can
// remove it, and the position would then break its own invariant).
// expect: exploding captures need a royal piece that may be absent
#include "framework/rules/position.hpp"
#include "variants/atomic/atomic.hpp"

struct CertainKingAtomic : boardlab::variants::Atomic {
  static constexpr std::string_view name = "certainkingatomic";
  static constexpr boardlab::Symbols aliases = {};
  static constexpr bool royal_may_be_absent = false;
  using goals = boardlab::NoGoals;
};

int main() { return int(sizeof(boardlab::Position<CertainKingAtomic>)); }
