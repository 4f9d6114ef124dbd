#pragma once
// The numbers of a variant's evaluation as run-time data: what a tuner fits and a weights file
// replaces (eval_weights_text.hpp). Their compiled default is the descriptor's `evaluation`
// policy; which terms exist stays compile-time structure (mobility only for kinds whose default
// weighs it, king-attack units only where the default gives some, hands only where the variant
// has them), so a loaded file changes values, never the work the evaluation does.
//
// The variant's own terms (evaluation.hpp's `extra`) are named scalars: the policy lists them as
// `terms`, an array of EvalTerm {name, default}, and its `extra(pos, term)` reads term[i]. A policy
// without `terms` keeps `extra(pos)`, whose numbers are then fixed. `extra` returns an int (added
// after the phase blend) or a TermScore, whose middlegame and endgame parts are blended by the
// game phase like the piece values: most structure is worth more at one end of the game (a
// passed pawn in the endgame), so such terms come in pairs, `name_mg` and `name_eg`.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

#include "framework/rules/position.hpp"

namespace boardlab::search {

struct EvalTerm {
  std::string_view name;
  int value = 0;
};

// A policy that reuses another's terms with its own numbers: `terms` with the listed ones set
// (a name not among them does not compile), or with every other one zero.
template <std::size_t N>
constexpr std::array<EvalTerm, N> with_term_values(std::array<EvalTerm, N> terms,
                                                   std::initializer_list<EvalTerm> values,
                                                   bool others_zero = false) {
  if (others_zero)
    for (EvalTerm& t : terms) t.value = 0;
  for (const EvalTerm& v : values) {
    bool found = false;
    for (EvalTerm& t : terms)
      if (t.name == v.name) t.value = v.value, found = true;
    if (!found) throw "with_term_values: no term of that name";
  }
  return terms;
}

// What a policy's extra terms add, first player's view: blended by phase (mg, eg), and flat.
struct TermScore {
  int mg = 0, eg = 0, flat = 0;
};

template <class E>
constexpr auto terms_of() {
  if constexpr (requires { E::terms; })
    return E::terms;
  else
    return std::array<EvalTerm, 0>{};
}

template <class E>
concept HasMobility = requires {
  E::mobility_mg;
  E::mobility_eg;
  E::mobility_base;
};

template <class E>
concept HasKingAttack = requires {
  E::king_attack;
  E::king_danger_divisor;
};

// Piece K's mobility weights in the default, zero for a descriptor without mobility tables. Read
// through this function because a generic lambda inside evaluate() may not name E's optional
// members (clang checks them as soon as E is known, before the discarded branch is dropped).
struct MobilityWeight {
  int mg = 0, eg = 0, base = 0;
};
template <class E, int K>
constexpr MobilityWeight mobility_weight() {
  if constexpr (HasMobility<E>)
    return {E::mobility_mg[K], E::mobility_eg[K], E::mobility_base[K]};
  else
    return {};
}
// Structure: whether kind K's mobility is computed at all (its default weighs it).
template <class E, int K>
constexpr bool weighs_mobility() {
  return mobility_weight<E, K>().mg != 0 || mobility_weight<E, K>().eg != 0;
}
template <class E, int K>
constexpr int king_attack_units() {
  if constexpr (HasKingAttack<E>)
    return E::king_attack[K];
  else
    return 0;
}

template <int Kinds>
constexpr std::array<bool, Kinds> structure_of(auto per_kind) {
  std::array<bool, Kinds> s{};
  [&]<int... K>(std::integer_sequence<int, K...>) {
    ((s[K] = per_kind.template operator()<K>()), ...);
  }
  (std::make_integer_sequence<int, Kinds>{});
  return s;
}

// E is the evaluation policy (EvaluationOf<V>), V the variant.
template <class V, class E>
struct EvalWeights {
  static constexpr int kinds = Traits<V>::kinds;
  static constexpr int squares = V::geometry::squares;
  static constexpr auto term_defaults = terms_of<E>();
  static constexpr int term_count = int(term_defaults.size());
  // Which per-kind weights exist (the structure a weights file may not change).
  static constexpr auto has_mobility =
      structure_of<kinds>([]<int K>() { return weighs_mobility<E, K>(); });
  static constexpr auto has_king_attack =
      structure_of<kinds>([]<int K>() { return king_attack_units<E, K>() != 0; });

  std::array<int, kinds> value_mg{}, value_eg{}, hand{};
  std::array<std::array<std::int16_t, squares>, kinds> pst_mg{}, pst_eg{};
  std::array<int, kinds> mobility_mg{}, mobility_eg{}, king_attack{};
  int tempo = 0;
  std::array<int, term_count> term{};

  static constexpr EvalWeights compiled() {
    EvalWeights w;
    for (int k = 0; k < kinds; ++k) {
      w.value_mg[k] = E::mg_value[k];
      w.value_eg[k] = E::eg_value[k];
      w.hand[k] = E::hand_value[k];
      w.pst_mg[k] = E::pst_mg[k];
      w.pst_eg[k] = E::pst_eg[k];
    }
    if constexpr (HasMobility<E>)
      for (int k = 0; k < kinds; ++k) {
        w.mobility_mg[k] = E::mobility_mg[k];
        w.mobility_eg[k] = E::mobility_eg[k];
      }
    if constexpr (HasKingAttack<E>) w.king_attack = E::king_attack;
    w.tempo = E::tempo;
    for (int i = 0; i < term_count; ++i) w.term[i] = term_defaults[i].value;
    return w;
  }

  bool operator==(const EvalWeights&) const = default;
};

}  // namespace boardlab::search
