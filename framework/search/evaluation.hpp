#pragma once
// The generic evaluation: material and piece-square values (middlegame and endgame, blended by
// game phase), pieces in hand, and the variant's extra terms. All numbers are data in the
// variant's `evaluation` policy, so a rule-variant descriptor can reuse or adjust them:
//   mg_value, eg_value, hand_value: per kind; phase: per kind, max_phase (0: no blending);
//   pst_mg, pst_eg: per kind and square, from the first player's side (the second player's
//   squares are turned 180°); tempo; extra(pos): further terms, first player's view (an int,
//   or a TermScore blended by phase: eval_weights.hpp), which may also take the named terms'
//   weights and the attack maps of both sides (extra(pos, term, maps): AttackMaps below);
//   optionally mobility_mg, mobility_eg, mobility_base: per kind, value per square a piece
//   attacks that its own side does not hold, counted from mobility_base squares on (a kind with
//   both weights 0 costs nothing); optionally king_attack (per kind) and king_danger_divisor:
//   each piece adds king_attack units per square it attacks next to the enemy king (the squares
//   the royal piece itself reaches, and its own), and a side's units u are worth u*u / divisor in
//   the middlegame: attacks on the king count little alone and much together.
// And search settings that measured differently per game: optionally iir_depth, from which
// depth on a node with no table move is searched a ply shallower (absent or 0: never);
// history_age_shift, by how many bits the move-ordering history shrinks at each new search of a
// game (absent or 0: it carries over whole); improving_prunes, whether reverse futility and
// late-move pruning trust a node whose evaluation rose since the side's previous turn sooner
// (absent: no); pruning_margin, the centipawns per ply of reverse futility and futility pruning
// (absent: 120); history_penalties, whether a quiet cut-off also lowers the history of the quiet
// moves tried before it, every count kept within bounds by gravity (absent: no); singular_depth,
// from which depth the table's move is searched a ply deeper when a reduced search without it
// finds every other move well below its value (absent or 0: never).
#include <algorithm>
#include <array>
#include <type_traits>

#include "framework/rules/position.hpp"
#include "framework/search/eval_weights.hpp"
#include "framework/search/value.hpp"

namespace boardlab::search {

// The evaluation a descriptor gets when it names none: material only, each kind valued from how
// far it reaches on an empty board (averaged over the squares), so any piece set on any board
// gets sensible values. Royal kinds are worth nothing; pieces in hand as much as on the board.
template <class V>
struct DerivedEvaluation {
  using T = Traits<V>;
  using G = typename V::geometry;
  static constexpr int reach(int k) {
    const PieceSpec& p = V::pieces[k];
    int total = 0;
    for (int sq = 0; sq < G::squares; ++sq) {
      const int f = G::file_of(sq), r = G::rank_of(sq);
      for (Offset o : p.leaps) total += G::on_board(f + o.df, r + o.dr);
      for (Offset o : p.slides)
        for (int i = 1; G::on_board(f + i * o.df, r + i * o.dr); ++i) ++total;
      int quiet = 0, capture = 0;
      for (Offset o : p.quiet_leaps) quiet += G::on_board(f + o.df, r + o.dr);
      for (Offset o : p.capture_leaps) capture += G::on_board(f + o.df, r + o.dr);
      total += quiet > capture ? quiet : capture;
    }
    return total;
  }
  static constexpr std::array<int, T::kinds> mg_value = [] {
    std::array<int, T::kinds> v{};
    for (int k = 0; k < T::kinds; ++k)
      v[k] = V::pieces[k].royal ? 0
             : T::pawn_like(k)  ? 100
                                : 100 + 35 * (reach(k) - G::squares) / G::squares;
    return v;
  }();
  static constexpr auto eg_value = mg_value;
  static constexpr auto hand_value = mg_value;
  static constexpr std::array<int, T::kinds> phase{};
  static constexpr int max_phase = 0;
  static constexpr int tempo = 10;
  static constexpr std::array<std::array<std::int16_t, G::squares>, T::kinds> pst_mg{};
  static constexpr auto pst_eg = pst_mg;
  template <class W>
  static int extra(const Position<W>&) {
    return 0;
  }
};

namespace detail {
template <class V>
constexpr auto evaluation_of() {
  if constexpr (requires { typename V::evaluation; })
    return std::type_identity<typename V::evaluation>{};
  else
    return std::type_identity<DerivedEvaluation<V>>{};
}
}  // namespace detail

// V::evaluation, or the derived one; its tables must fit V's kinds and board. (Resolved here, not
// in Desc<V>: the default is the search's own derivation from the pieces.)
template <class V>
using EvaluationOf = typename decltype(detail::evaluation_of<V>())::type;

// Some but not all of a group's members is a typo (a misspelt table would otherwise be ignored).
template <class E>
constexpr bool mobility_all_or_none() {
  constexpr int given = int(requires { E::mobility_mg; }) + int(requires { E::mobility_eg; }) +
                        int(requires { E::mobility_base; });
  return given == 0 || given == 3;
}
template <class E>
constexpr bool king_attack_all_or_none() {
  constexpr bool units = requires { E::king_attack; };
  constexpr bool divisor = requires { E::king_danger_divisor; };
  return units == divisor;
}

template <class V>
constexpr bool evaluation_fits() {
  using E = EvaluationOf<V>;
  static_assert(E::mg_value.size() == std::size_t(Traits<V>::kinds) &&
                    E::eg_value.size() == std::size_t(Traits<V>::kinds) &&
                    E::hand_value.size() == std::size_t(Traits<V>::kinds),
                "descriptor member 'evaluation': its value tables need one entry per piece kind");
  static_assert(E::pst_mg.size() == std::size_t(Traits<V>::kinds) &&
                    E::pst_mg[0].size() == std::size_t(V::geometry::squares),
                "descriptor member 'evaluation': its piece-square tables do not fit the board");
  static_assert(mobility_all_or_none<E>(),
                "descriptor member 'evaluation': give all of mobility_mg, mobility_eg and "
                "mobility_base, or none");
  static_assert(king_attack_all_or_none<E>(),
                "descriptor member 'evaluation': give king_attack and king_danger_divisor "
                "together, or neither");
  if constexpr (HasMobility<E>)
    static_assert(E::mobility_mg.size() == std::size_t(Traits<V>::kinds) &&
                      E::mobility_eg.size() == std::size_t(Traits<V>::kinds) &&
                      E::mobility_base.size() == std::size_t(Traits<V>::kinds),
                  "descriptor member 'evaluation': its mobility tables need one entry per kind");
  if constexpr (HasKingAttack<E>)
    static_assert(
        E::king_attack.size() == std::size_t(Traits<V>::kinds) && E::king_danger_divisor > 0,
        "descriptor member 'evaluation': king_attack needs one entry per kind and "
        "king_danger_divisor must be positive");
  return true;
}

// The evaluation's numbers as run-time data (what --eval FILE and the tuner replace).
template <class V>
using Weights = EvalWeights<V, EvaluationOf<V>>;

// The compiled default weights of V.
template <class V>
inline constexpr Weights<V> compiled_weights = Weights<V>::compiled();

// What the evaluation's walk saw each side attack: the squares reached at least once and at
// least twice by the pieces whose reach it computes anyway (the kinds with mobility weights or
// king-attack units; never a royal piece, which has neither). A policy's terms may read them
// (`extra(pos, term, maps)`) for nothing: a king ring term counted with attackers() per square
// cost shogi's search a quarter of its speed.
// An evaluation that reads each kind's reach (`attacks_by_kind = true`) gets it kept per side,
// so threats by kind of attacker need no second pass over the pieces: that pass cost shogi a
// fifth of its speed, the maps by kind a tenth (docs/strength.md, changes 40 and 46).
template <class E>
concept KeepsAttacksByKind = requires {
  requires bool(E::attacks_by_kind);
};

template <class V>
struct AttackMaps {
  using Bitboard = typename V::geometry::Bitboard;
  static constexpr bool keeps_kinds = KeepsAttacksByKind<EvaluationOf<V>>;
  std::array<Bitboard, 2> once{}, twice{};
  std::array<std::array<Bitboard, keeps_kinds ? Traits<V>::kinds : 0>, 2> by_kind{};
  template <int K>
  void add(Color c, Bitboard reach) {
    twice[c] |= once[c] & reach;
    once[c] |= reach;
    if constexpr (keeps_kinds) by_kind[c][K] |= reach;
  }
};

// The policy's own terms, with the weights' values where it names them.
template <class E, class V, class W>
TermScore extra_terms(const Position<V>& pos, const W& w, const AttackMaps<V>& maps) {
  const auto score = [&] {
    if constexpr (requires { E::extra(pos, w.term, maps); })
      return E::extra(pos, w.term, maps);
    else if constexpr (requires { E::extra(pos, w.term); })
      return E::extra(pos, w.term);
    else
      return E::extra(pos);
  }();
  if constexpr (std::is_same_v<std::remove_cvref_t<decltype(score)>, TermScore>)
    return score;
  else
    return TermScore{0, 0, int(score)};
}

// What the evaluation counts in a position, independent of the weights: each piece on its square
// (from its side's view), each counted piece's mobility, its attacks next to the enemy king, the
// pieces in hand. The sink receives them (evaluate() weighs them; the tuner's trace records them);
// the return value is the game phase's material count, and `maps` what each side attacks. One
// walk serves both, so a tuner always fits the evaluation the search runs.
template <class V, class Sink>
int walk_evaluation(const Position<V>& pos, Sink& sink, AttackMaps<V>& maps) {
  using E = EvaluationOf<V>;
  static_assert(evaluation_fits<V>());
  using G = typename V::geometry;
  using T = Traits<V>;
  int phase = 0;
  // The squares next to each king.
  std::array<typename G::Bitboard, 2> zone{};
  if constexpr (HasKingAttack<E> && T::has_royal)
    for (Color c : {White, Black})
      if (pos.has_king(c)) {
        const int k = pos.king_square(c);
        zone[c] = G::bb(k) | (c == White ? piece_attacks<V, White, T::royal>(k, pos.pieces())
                                         : piece_attacks<V, Black, T::royal>(k, pos.pieces()));
      }
  for_each_kind<V>([&]<int K>() {
    for (Color c : {White, Black}) {
      auto b = pos.pieces(c, K);
      while (b) {
        const int sq = pop_lsb(b);
        sink.template piece<K>(c, c == White ? sq : G::squares - 1 - sq);
        phase += E::phase[K];
        if constexpr (weighs_mobility<E, K>() || king_attack_units<E, K>() != 0) {
          const auto reach = c == White ? piece_attacks<V, White, K>(sq, pos.pieces())
                                        : piece_attacks<V, Black, K>(sq, pos.pieces());
          maps.template add<K>(c, reach);
          if constexpr (weighs_mobility<E, K>())
            sink.template mobility<K>(
                c, popcount(reach & ~pos.pieces(c)) - mobility_weight<E, K>().base);
          if constexpr (king_attack_units<E, K>() != 0)
            sink.template king_zone<K>(c, popcount(reach & zone[~c]));
        }
      }
      if constexpr (T::has_hands) sink.template hand<K>(c, pos.hand(c, K));
    }
  });
  return phase;
}

// The walk weighed: middlegame and endgame sums in the first player's view, and each side's
// king-attack units.
template <class V>
struct WeighedEvaluation {
  const Weights<V>& w;
  int mg = 0, eg = 0;
  std::array<int, 2> units{};
  template <int K>
  void piece(Color c, int rel) {
    const int sign = c == White ? 1 : -1;
    mg += sign * (w.value_mg[K] + w.pst_mg[K][rel]);
    eg += sign * (w.value_eg[K] + w.pst_eg[K][rel]);
  }
  template <int K>
  void mobility(Color c, int n) {
    const int sign = c == White ? 1 : -1;
    mg += sign * w.mobility_mg[K] * n;
    eg += sign * w.mobility_eg[K] * n;
  }
  template <int K>
  void king_zone(Color c, int n) {
    units[c] += w.king_attack[K] * n;
  }
  template <int K>
  void hand(Color c, int n) {
    const int v = (c == White ? 1 : -1) * w.hand[K] * n;
    mg += v;
    eg += v;
  }
};

template <class V>
Value evaluate(const Position<V>& pos, const Weights<V>& w) {
  using E = EvaluationOf<V>;
  WeighedEvaluation<V> s{w};
  AttackMaps<V> maps;
  int phase = walk_evaluation(pos, s, maps);
  const TermScore terms = extra_terms<E>(pos, w, maps);
  int mg = s.mg + terms.mg, eg = s.eg + terms.eg;
  if constexpr (HasKingAttack<E>)
    mg += (s.units[White] * s.units[White] - s.units[Black] * s.units[Black]) /
          E::king_danger_divisor;
  Value v;
  if constexpr (E::max_phase == 0) {
    v = mg;
  } else {
    phase = phase < E::max_phase ? phase : E::max_phase;
    v = (mg * phase + eg * (E::max_phase - phase)) / E::max_phase;
  }
  v += terms.flat;
  v = (pos.side_to_move() == White ? v : -v) + w.tempo;
  return std::clamp(v, -kMaxEvaluation, kMaxEvaluation);
}

// With the compiled default weights.
template <class V>
Value evaluate(const Position<V>& pos) {
  return evaluate(pos, compiled_weights<V>);
}

// A piece-square table from a formula f(file, rank) in the first player's view.
template <class G, class F>
constexpr std::array<std::int16_t, G::squares> square_table(F f) {
  std::array<std::int16_t, G::squares> t{};
  for (int s = 0; s < G::squares; ++s) t[s] = std::int16_t(f(G::file_of(s), G::rank_of(s)));
  return t;
}

}  // namespace boardlab::search
