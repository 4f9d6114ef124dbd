#pragma once
// Everything the generic code derives from a descriptor at compile time: kind indices, the royal
// kind, which slider family each kind belongs to, promotion targets. Also the concept and the
// static checks that keep descriptors honest.
#include <array>
#include <cstddef>
#include <string_view>

#include "framework/core/descriptor.hpp"
#include "framework/core/geometry_tables.hpp"
#include "framework/core/piece_spec.hpp"

namespace boardlab {

// Traits<V> first instantiates Desc<V>, whose static_asserts name any missing or ill-typed
// member before anything else reads the descriptor.
template <class V>
struct Traits {
  using D = Desc<V>;
  static_assert(sizeof(D) > 0);
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;
  static constexpr int kinds = int(V::pieces.size());
  static constexpr const PieceSpec& spec(int k) { return V::pieces[k]; }

  static constexpr int kind_of(std::string_view symbol) {
    for (int k = 0; k < kinds; ++k)
      if (V::pieces[k].symbol == symbol) return k;
    return -1;
  }

  static constexpr int royal = [] {
    for (int k = 0; k < kinds; ++k)
      if (V::pieces[k].royal) return k;
    return -1;
  }();

  static constexpr bool has_direction(int k, int dir) {
    for (Offset o : V::pieces[k].slides)
      if (direction_index(o) == dir) return true;
    return false;
  }
  static constexpr bool has_family(int k, int first) {
    for (int d = first; d < first + 4; ++d)
      if (!has_direction(k, d)) return false;
    return true;
  }
  static constexpr bool orth(int k) { return has_family(k, 0); }
  static constexpr bool diag(int k) { return has_family(k, 4); }
  // Slide directions not served by the orthogonal or diagonal tables (e.g. a lance's one).
  static constexpr Offsets other_slides(int k) {
    Offsets r;
    for (Offset o : V::pieces[k].slides) {
      const int d = direction_index(o);
      if ((d < 4 && orth(k)) || (d >= 4 && diag(k))) continue;
      r.items[r.size++] = o;
    }
    return r;
  }
  // Kinds that leap alike (shogi's gold and its four look-alikes) share one table look-up when
  // attacks are gathered: each kind names the first kind of its group.
  static constexpr bool same_leaps(int a, int b) {
    const PieceSpec &x = V::pieces[a], &y = V::pieces[b];
    if (x.leaps.size != y.leaps.size || x.relative != y.relative) return false;
    for (int i = 0; i < x.leaps.size; ++i)
      if (!(x.leaps[i] == y.leaps[i])) return false;
    return true;
  }
  static constexpr int leap_group(int k) {
    for (int j = 0; j < k; ++j)
      if (same_leaps(j, k)) return j;
    return k;
  }
  // A leap that jumps over a square of its own line (the alfil's two diagonal squares): a check
  // given by it cannot be blocked, although `between` lists the square it jumps over.
  static constexpr bool jumps_along_line(const Offsets& offsets) {
    for (Offset o : offsets) {
      const int f = o.df < 0 ? -o.df : o.df, r = o.dr < 0 ? -o.dr : o.dr;
      if ((f == 0 || r == 0 || f == r) && (f > 1 || r > 1)) return true;
    }
    return false;
  }
  static constexpr bool line_jumpers = [] {
    for (int k = 0; k < kinds; ++k)
      if (jumps_along_line(V::pieces[k].leaps) || jumps_along_line(V::pieces[k].capture_leaps))
        return true;
    return false;
  }();
  static constexpr bool pawn_like(int k) {
    return !V::pieces[k].quiet_leaps.empty() || !V::pieces[k].capture_leaps.empty();
  }

  static constexpr int promotion_count(int k) { return V::pieces[k].promotes_to.size; }
  static constexpr int promotion_target(int k, int i) {
    return kind_of(V::pieces[k].promotes_to[i]);
  }

  // --- Hands ---------------------------------------------------------------------------------
  static constexpr bool has_hands = Desc<V>::hands::enabled;
  // N-check games: the checks a side must give to win (the position counts them), or 0.
  static constexpr int check_limit = [] {
    if constexpr (requires { Desc<V>::goals::check_limit; })
      return int(Desc<V>::goals::check_limit);
    else
      return 0;
  }();
  static constexpr bool counts_checks = check_limit > 0;
  static constexpr int hand_size = Desc<V>::hands::kinds.size;
  static constexpr int hand_kind(int i) { return kind_of(Desc<V>::hands::kinds[i]); }
  // The kind a hand holds under this notation symbol, or -1.
  static constexpr int hand_kind_of(std::string_view symbol) {
    for (int i = 0; i < hand_size; ++i)
      if (Desc<V>::hands::kinds[i] == symbol) return hand_kind(i);
    return -1;
  }
  // The kind a captured piece becomes in hand: the kind that promotes into it, or itself.
  static constexpr int base_kind(int k) {
    for (int j = 0; j < kinds; ++j)
      for (std::string_view s : V::pieces[j].promotes_to)
        if (s == V::pieces[k].symbol && V::pieces[j].promotes_to.size == 1) return j;
    return k;
  }
  static constexpr std::array<int, 64> base_kinds = [] {
    std::array<int, 64> a{};
    for (int k = 0; k < kinds; ++k) a[k] = base_kind(k);
    return a;
  }();
  // A kind whose loss ends the game (the king); an army may have none (antichess: its king is an
  // ordinary piece), and then nothing is ever in check or pinned.
  static constexpr bool has_royal = royal >= 0;
  static constexpr bool royal_optional = Desc<V>::royal_may_be_absent || !has_royal;
  // The kind that promotes into k (the first, if several do), or -1.
  static constexpr int promoter_of(int k) {
    for (int j = 0; j < kinds; ++j)
      for (std::string_view s : V::pieces[j].promotes_to)
        if (s == V::pieces[k].symbol) return j;
    return -1;
  }
  static constexpr std::array<int, 64> promoters = [] {
    std::array<int, 64> a{};
    for (int k = 0; k < kinds; ++k) a[k] = promoter_of(k);
    return a;
  }();
  // Where a promotion can make a kind that also exists unpromoted (crazyhouse's queen), the kind
  // does not say what a captured piece was born as: the position then remembers which pieces are
  // promoted, and a captured promoted piece goes to hand as its promoter.
  static constexpr bool tracks_promoted = has_hands && [] {
    for (int k = 0; k < kinds; ++k)
      for (int i = 0; i < V::pieces[k].promotes_to.size; ++i)
        if (base_kind(kind_of(V::pieces[k].promotes_to[i])) != k) return true;
    return false;
  }();

  static constexpr std::array<bool, 64> make_flags(bool PieceSpec::*field) {
    std::array<bool, 64> a{};
    for (int k = 0; k < kinds; ++k) a[k] = V::pieces[k].*field;
    return a;
  }
  static constexpr auto resets_clock = make_flags(&PieceSpec::resets_move_clock);
  // Captures explode (Desc<V>::captures::explodes), sparing the kinds that survive explosions.
  static constexpr bool explodes = Desc<V>::captures::explodes;
  // En passant needs a double step to follow: a kind that never double-steps has none.
  static constexpr std::array<bool, 64> en_passant = [] {
    std::array<bool, 64> a{};
    for (int k = 0; k < kinds; ++k)
      a[k] = V::pieces[k].en_passant && !V::pieces[k].double_step_ranks.empty();
    return a;
  }();
  // Where a double step must start to allow en passant (horde: not from the first rank), per
  // player and kind (`en_passant_from`, below); `en_passant_anywhere` lets the common case skip
  // the test.
  static constexpr bool en_passant_anywhere = [] {
    for (int k = 0; k < kinds; ++k)
      if (!V::pieces[k].en_passant_ranks.empty()) return false;
    return true;
  }();
  static constexpr bool any_en_passant = [] {
    for (int k = 0; k < kinds; ++k)
      if (en_passant[k]) return true;
    return false;
  }();

  // Squares where a piece of kind k may promote / must promote, seen by player c.
  static constexpr Bitboard zone(Color c) {
    return G::far_ranks_bb(c, Desc<V>::promotion_zone_ranks);
  }
  static constexpr Bitboard forced_zone(Color c, int k) {
    return G::far_ranks_bb(c, V::pieces[k].forced_promotion_ranks);
  }
  // The squares of a rank set, seen by player c.
  static constexpr Bitboard ranks_bb(Color c, Ranks set) {
    Bitboard b = 0;
    for (int r = 0; r < G::ranks; ++r)
      if (set.contains(r, G::ranks)) b |= G::relative_rank_bb(c, r);
    return b;
  }
  static constexpr Bitboard forbidden(Color c, int k) {
    return ranks_bb(c, V::pieces[k].forbidden_ranks);
  }
  static constexpr Bitboard double_step_from(Color c, int k) {
    return ranks_bb(c, V::pieces[k].double_step_ranks);
  }
  static constexpr auto en_passant_from = [] {
    std::array<std::array<Bitboard, 64>, 2> a{};
    for (Color c : {White, Black})
      for (int k = 0; k < kinds; ++k) {
        const Ranks r = V::pieces[k].en_passant_ranks;
        a[c][k] = r.empty() ? G::all : ranks_bb(c, r);
      }
    return a;
  }();
  // Where a move of kind k may end without promoting.
  static constexpr Bitboard may_stay(Color c, int k) {
    return G::all & ~forced_zone(c, k) & ~forbidden(c, k);
  }
};

// The checks a descriptor must pass; each failure names its mistake at compile time.
template <class V>
constexpr bool symbols_unique() {
  for (std::size_t a = 0; a < V::pieces.size(); ++a)
    for (std::size_t b = a + 1; b < V::pieces.size(); ++b)
      if (V::pieces[a].symbol == V::pieces[b].symbol) return false;
  return true;
}
template <class V>
constexpr bool promotions_known() {
  for (const PieceSpec& p : V::pieces)
    for (std::string_view s : p.promotes_to)
      if (Traits<V>::kind_of(s) < 0) return false;
  return true;
}
template <class V>
constexpr int royal_count() {
  int n = 0;
  for (const PieceSpec& p : V::pieces) n += p.royal;
  return n;
}
template <class V>
constexpr bool royal_is_leaper() {
  for (const PieceSpec& p : V::pieces)
    if (p.royal && !p.slides.empty()) return false;
  return true;
}
template <class V>
constexpr bool slides_are_unit() {
  for (const PieceSpec& p : V::pieces)
    for (Offset o : p.slides)
      if (direction_index(o) < 0) return false;
  return true;
}

template <class V>
constexpr bool hand_kinds_known() {
  for (std::string_view s : Desc<V>::hands::kinds) {
    const int k = Traits<V>::kind_of(s);
    if (k < 0 || V::pieces[k].royal) return false;
  }
  return true;
}
template <class V>
constexpr bool drop_mate_rule_on_leapers() {
  for (const PieceSpec& p : V::pieces)
    if (p.drop_mate_forbidden && !p.slides.empty()) return false;
  return true;
}

template <class V>
constexpr bool promotion_zone_fits() {
  for (const PieceSpec& p : V::pieces)
    if (!p.promotes_to.empty() && (Desc<V>::promotion_zone_ranks <= 0 ||
                                   Desc<V>::promotion_zone_ranks < p.forced_promotion_ranks))
      return false;
  return true;
}

template <class V>
constexpr bool check_descriptor() {
  static_assert(promotion_zone_fits<V>(),
                "descriptor member 'promotion_zone_ranks' must be set (and cover every "
                "forced_promotion_ranks) when a piece promotes");
  static_assert(hand_kinds_known<V>(), "a hand kind is not a non-royal kind of the piece set");
  static_assert(
      drop_mate_rule_on_leapers<V>(),
      "the drop-mate rule is implemented for leapers only (a slider's check could be blocked)");
  static_assert(symbols_unique<V>(), "two piece kinds share a notation symbol");
  static_assert(promotions_known<V>(), "a piece promotes to a kind that is not in the piece set");
  static_assert(royal_count<V>() <= 1, "at most one royal piece kind is supported");
  static_assert(royal_is_leaper<V>(), "the royal piece must be a leaper");
  static_assert(Traits<V>::has_royal || !Desc<V>::castling::enabled,
                "castling needs a royal piece (the king that castles)");
  static_assert(!Traits<V>::explodes || (Traits<V>::has_royal && Desc<V>::royal_may_be_absent &&
                                         !Traits<V>::has_hands && !Desc<V>::captures::own_pieces),
                "exploding captures need a royal piece that may be absent (it can be blown up) "
                "and are not supported with hands or self-capture");
  static_assert(slides_are_unit<V>(), "slides must be unit directions");
  static_assert(V::pieces.size() <= 64, "at most 64 piece kinds");
  return true;
}

}  // namespace boardlab
