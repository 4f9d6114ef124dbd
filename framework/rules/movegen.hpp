#pragma once
// Exact legal move generation for any descriptor. Legality comes from a check mask (squares that
// resolve a single check) and pins (a pinned piece stays on the line through its king); only king
// steps, en passant and castling test attacks square by square. Where captures explode, moves
// are sent as the pieces make them and each is tested alone (explosion_legality.hpp).
#include "framework/rules/explosion_legality.hpp"
#include "framework/rules/gives_check.hpp"
#include "framework/rules/goal.hpp"
#include "framework/rules/move_sink.hpp"
#include "framework/rules/position.hpp"

namespace boardlab {

template <class V>
using MoveListFor = MoveList<Desc<V>::max_moves>;

namespace detail {

template <class V, Color Us, class Sink>
struct Generator {
  using T = Traits<V>;
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;
  static constexpr Color Them = ~Us;

  static constexpr bool self_capture = Desc<V>::captures::own_pieces;

  const Position<V>& pos;
  Sink& sink;
  // `stops`: our pieces a move may not land on (all of them, or only the royal one where our own
  // pieces may be captured); `prey`: what capture-only steps may take.
  Bitboard occ, own, enemy, stops, prey, target, pinned = 0;
  int ksq;

  Generator(const Position<V>& p, Sink& s)
      : pos(p),
        sink(s),
        occ(p.pieces()),
        own(p.pieces(Us)),
        enemy(p.pieces(Them)),
        stops(self_capture ? p.royals(Us) : own),
        prey(self_capture ? p.pieces() & ~stops : enemy),
        ksq(p.king_square(Us)) {}

  void run() {
    if constexpr (T::explodes) {
      exploding_moves();
    } else if constexpr (!T::has_royal) {
      unguarded_moves();
    } else {
      if constexpr (T::royal_optional)
        if (!pos.has_king(Us)) return unguarded_moves();
      const Bitboard checkers = pos.template attackers<Them>(ksq, occ);
      king_moves();
      if (more_than_one(checkers)) return;
      target = checkers ? (blocking_squares(lsb(checkers)) | checkers) : G::all;
      find_pins();
      non_royal_moves();
      if constexpr (Desc<V>::castling::enabled)
        if (!checkers) castling_moves();
    }
  }

  // Captures explode: a capture can remove a pinning piece or the checker's neighbours, so pins
  // and check masks do not apply; every move the pieces can make is sent, for explosion_legal to
  // judge. A royal piece only steps to empty squares: a capture would blow itself up.
  // (generate_legal has already returned for a side without its royal piece.)
  void exploding_moves() {
    target = G::all;
    non_royal_moves();
    sink.targets(ksq, piece_attacks<V, Us, T::royal>(ksq, occ) & ~occ);
    if constexpr (Desc<V>::castling::enabled)
      if (!pos.checkers()) castling_moves();
  }

  // Whether the enemy attacks sq, for our royal piece to stand on or cross. Where captures
  // explode, a square next to the enemy royal piece is safe: taking there would blow it up.
  bool threatened(int sq, Bitboard occupancy) const {
    if constexpr (T::explodes)
      if (geometry_tables<G>.around[sq] & pos.royals(Them)) return false;
    return pos.template attackers<Them>(sq, occupancy) != 0;
  }

  // No royal piece of ours on the board: nothing to protect, so every move is legal.
  void unguarded_moves() {
    target = G::all;
    non_royal_moves();
  }

  // Where a move may block the single check given from `checker`: the squares between it and our
  // king, unless it reaches the king by a leap (then only taking it or stepping away helps).
  Bitboard blocking_squares(int checker) const {
    if constexpr (T::line_jumpers)
      if (leaps_onto_king(checker)) return 0;
    return geometry_tables<G>.between[ksq][checker];
  }
  bool leaps_onto_king(int from) const {
    bool hit = false;
    for_each_kind<V>([&]<int K>() {
      constexpr const PieceSpec& p = V::pieces[K];
      if constexpr (!p.leaps.empty() || !p.capture_leaps.empty())
        if ((pos.pieces(Them, K) & G::bb(from)) != 0)
          hit = ((leaper_tables<V>.leap[Them][K][from] | leaper_tables<V>.capture[Them][K][from]) &
                 G::bb(ksq)) != 0;
    });
    return hit;
  }

  void non_royal_moves() {
    for_each_kind<V>([&]<int K>() {
      if constexpr (K == T::royal) {
      } else if constexpr (T::pawn_like(K)) {
        pawn_moves<K>();
      } else {
        piece_moves<K>();
      }
    });
    if constexpr (T::has_hands) drops();
  }

  // Drops onto empty squares (interposing when in check: target is then the checking line).
  void drops() {
    const Bitboard empty = ~occ & G::all & target;
    [&]<int... I>(std::integer_sequence<int, I...>) { (drops_of<T::hand_kind(I)>(empty), ...); }
    (std::make_integer_sequence<int, T::hand_size>{});
  }

  template <int K>
  void drops_of(Bitboard empty) {
    constexpr const PieceSpec& p = V::pieces[K];
    if (!pos.hand(Us, K)) return;
    constexpr Bitboard allowed = G::all & ~T::forbidden(Us, K);
    Bitboard t = empty & allowed;
    if constexpr (p.drop_one_per_file) {
      Bitboard own = pos.pieces(Us, K);
      while (own) t &= ~G::file_bb(G::file_of(pop_lsb(own)));
    }
    if constexpr (p.drop_mate_forbidden && T::has_royal) {
      if (pos.has_king(Them)) {
        // Only a drop that checks can mate: test just the squares from which it would check.
        Bitboard checking = piece_attacks<V, Them, K>(pos.king_square(Them), occ) & t;
        while (checking) {
          const int sq = pop_lsb(checking);
          if (drop_mates<K>(sq)) t ^= G::bb(sq);
        }
      }
    }
    sink.drops(K, t);
  }

  // Whether dropping our leaper K on sq (which checks the enemy king) leaves it no answer: a
  // leaper's check cannot be blocked, so the king must step away or something must take it.
  template <int K>
  bool drop_mates(int sq) const {
    const int their_king = pos.king_square(Them);
    const Bitboard after = occ | G::bb(sq);
    const Bitboard without_king = after ^ G::bb(their_king);
    Bitboard escapes = piece_attacks<V, Them, T::royal>(their_king, after) & ~enemy;
    while (escapes) {
      const int e = pop_lsb(escapes);
      if (!pos.template attackers<Us>(e, without_king) &&
          !(piece_attacks<V, Us, K>(sq, without_king) & G::bb(e)))
        return false;
    }
    Bitboard takers = pos.template attackers<Them>(sq, after) & ~G::bb(their_king);
    while (takers) {
      const Bitboard vacated = after ^ G::bb(pop_lsb(takers));
      if (!pos.template attackers<Us>(their_king, vacated)) return false;
    }
    return true;
  }

  void king_moves() {
    Bitboard t = piece_attacks<V, Us, T::royal>(ksq, occ) & ~stops;
    const Bitboard without_king = occ ^ G::bb(ksq);
    while (t) {
      const int to = pop_lsb(t);
      if (!pos.template attackers<Them>(to, without_king)) sink.move(Move(ksq, to));
    }
  }

  void find_pins() {
    const auto& gt = geometry_tables<G>;
    Bitboard snipers = 0;
    for_each_kind<V>([&]<int K>() {
      constexpr const PieceSpec& p = V::pieces[K];
      if constexpr (!p.slides.empty()) {
        Bitboard rays = 0;
        if constexpr (T::orth(K)) rays |= slider_tables<G>.orth(ksq, 0);
        if constexpr (T::diag(K)) rays |= slider_tables<G>.diag(ksq, 0);
        constexpr Offsets others = T::other_slides(K);
        for (Offset o : others)
          rays |= gt.ray[direction_index(oriented(Offset{-o.df, -o.dr}, p.relative, Them))][ksq];
        snipers |= rays & pos.pieces(Them, K);
      }
    });
    while (snipers) {
      const Bitboard b = gt.between[ksq][pop_lsb(snipers)] & occ;
      if (b && !more_than_one(b)) pinned |= b & own;
    }
  }

  // Sends moves of kind K from `from` to each target, splitting off promotions.
  template <int K>
  void emit(int from, Bitboard to) {
    constexpr Bitboard stay = T::may_stay(Us, K);
    if constexpr (T::promotion_count(K) == 0) {
      sink.targets(from, stay == G::all ? to : to & stay);
    } else {
      constexpr Bitboard zone = T::zone(Us);
      const Bitboard promo = (zone & G::bb(from)) ? to : to & zone;
      sink.targets(from, to & stay);
      sink.template promotions<V, K>(from, promo);
    }
  }
  // Same for a whole set of moves that share one step `delta` (bulk pawn moves).
  template <int K, int DF, int DR>
  void emit_shifted(Bitboard to) {
    constexpr int delta = DR * G::files + DF;
    constexpr Bitboard stay = T::may_stay(Us, K);
    if constexpr (T::promotion_count(K) == 0) {
      sink.shifted(stay == G::all ? to : to & stay, delta);
    } else {
      constexpr Bitboard zone = T::zone(Us) | G::template shift<DF, DR>(T::zone(Us));
      const Bitboard promo = to & zone;
      sink.shifted(to & stay, delta);
      sink.template shifted_promotions<V, K>(promo, delta);
    }
  }

  template <int K>
  void piece_moves() {
    const auto& gt = geometry_tables<G>;
    Bitboard pcs = pos.pieces(Us, K);
    while (pcs) {
      const int from = pop_lsb(pcs);
      Bitboard t = piece_attacks<V, Us, K>(from, occ) & ~stops & target;
      if (pinned & G::bb(from)) t &= gt.line[ksq][from];
      emit<K>(from, t);
    }
  }

  // Pawn-like kinds move as whole sets: one shift per step.
  template <int K>
  void pawn_moves() {
    const Bitboard pcs = pos.pieces(Us, K);
    pawn_set_moves<K>(pcs & ~pinned, G::all);
    Bitboard pinned_pcs = pcs & pinned;
    while (pinned_pcs) {
      const int from = pop_lsb(pinned_pcs);
      pawn_set_moves<K>(G::bb(from), geometry_tables<G>.line[ksq][from]);
    }
    if constexpr (T::en_passant[K]) en_passant<K>(pcs);
  }

  template <int K>
  void pawn_set_moves(Bitboard set, Bitboard allowed) {
    constexpr const PieceSpec& p = V::pieces[K];
    const Bitboard empty = ~occ & G::all;
    const Bitboard mask = target & allowed;
    [&]<int... I>(std::integer_sequence<int, I...>) {
      (quiet_step<K, oriented(p.quiet_leaps[I], p.relative, Us)>(set, empty, mask), ...);
    }
    (std::make_integer_sequence<int, V::pieces[K].quiet_leaps.size>{});
    [&]<int... I>(std::integer_sequence<int, I...>) {
      (capture_step<K, oriented(p.capture_leaps[I], p.relative, Us)>(set, mask), ...);
    }
    (std::make_integer_sequence<int, V::pieces[K].capture_leaps.size>{});
  }

  template <int K, Offset D>
  void quiet_step(Bitboard set, Bitboard empty, Bitboard mask) {
    const Bitboard one = G::template shift<D.df, D.dr>(set) & empty;
    emit_shifted<K, D.df, D.dr>(one & mask);
    // A double step: the same forward step again, from a double-step rank, over an empty square.
    constexpr bool forward = D.df == 0 && D.dr == (Us == White ? 1 : -1);
    if constexpr (forward && !V::pieces[K].double_step_ranks.empty()) {
      constexpr Bitboard passed = G::template shift<D.df, D.dr>(T::double_step_from(Us, K));
      const Bitboard two = G::template shift<D.df, D.dr>(one & passed) & empty & mask;
      emit_shifted<K, 2 * D.df, 2 * D.dr>(two);
    }
  }

  template <int K, Offset D>
  void capture_step(Bitboard set, Bitboard mask) {
    emit_shifted<K, D.df, D.dr>(G::template shift<D.df, D.dr>(set) & prey & mask);
  }

  // En passant is rare; it is checked by playing it on the occupancy, which also covers the
  // captured pawn being the checker and the rank pin of two pawns.
  template <int K>
  void en_passant(Bitboard pcs) {
    const int ep = pos.ep_square();
    if (ep < 0) return;
    Bitboard from_set = leaper_tables<V>.capture[Them][K][ep] & pcs;
    const int victim = Position<V>::en_passant_victim(Us, ep);
    // Untested: without a king of ours nothing can be exposed; where captures explode,
    // explosion_legal judges every move.
    bool untested = T::explodes;
    if constexpr (T::royal_optional) untested = untested || !pos.has_king(Us);
    while (from_set) {
      const int from = pop_lsb(from_set);
      const Bitboard after = (occ ^ G::bb(from) ^ G::bb(victim)) | G::bb(ep);
      if (untested || !(pos.template attackers<Them>(ksq, after) & ~G::bb(victim)))
        sink.move(Move(from, ep, MoveType::EnPassant));
    }
  }

  void castling_moves() {
    if constexpr (Desc<V>::castling::from_move > 1)
      if (pos.fullmove() < Desc<V>::castling::from_move) return;
    const auto& cs = pos.castling_squares();
    for (int side = 0; side < 2; ++side) {
      const int idx = Us * 2 + side;
      if (!(pos.castling_rights() & (1 << idx))) continue;
      const int rfrom = cs.rook_from[idx], kto = cs.king_to[idx], rto = cs.rook_to[idx];
      if (occ & cs.must_be_empty[idx]) continue;
      Bitboard path = cs.king_path[idx];
      // Not in check, the king itself shields no square of its path (a line through it would
      // reach it too), unless explosions spare it from check: then it is taken off first.
      const Bitboard seen = T::explodes ? occ ^ G::bb(ksq) : occ;
      bool safe = true;
      while (path && safe) safe = !threatened(pop_lsb(path), seen);
      if (!safe) continue;
      // The castling rook may have shielded the king's destination along the back rank.
      const Bitboard after = (occ ^ G::bb(ksq) ^ G::bb(rfrom)) | G::bb(kto) | G::bb(rto);
      if (threatened(kto, after)) continue;
      sink.move(Move(ksq, rfrom, MoveType::Castling));
    }
  }
};

}  // namespace detail

namespace detail {
template <class V, class Sink>
void generate_unfiltered(const Position<V>& pos, Sink& sink) {
  if (pos.side_to_move() == White)
    Generator<V, White, Sink>(pos, sink).run();
  else
    Generator<V, Black, Sink>(pos, sink).run();
}
}  // namespace detail

namespace detail {
// Compulsory captures: the moves are collected first, since whether any capture exists is known
// only at the end; then the captures alone are passed on, or every move if there is none.
template <class V, class Sink>
void generate_compulsory(const Position<V>& pos, Sink& sink) {
  MoveList<Desc<V>::max_moves> all;
  ListSink<decltype(all)> collect{all};
  generate_unfiltered(pos, collect);
  bool capture = false;
  for (Move m : all) capture = capture || pos.captures_enemy(m);
  for (Move m : all)
    if (!capture || pos.captures_enemy(m)) sink.move(m);
}
}  // namespace detail

template <class V, class Sink>
void generate_legal(const Position<V>& pos, Sink& sink) {
  if constexpr (Desc<V>::goals::enabled)
    if (goal_outcome(pos)) return;  // the game is over by the variant's own rule
  static_assert(!(Desc<V>::captures::compulsory && Desc<V>::giving_check_forbidden),
                "compulsory captures and forbidden checks are not supported together");
  static_assert(!(Traits<V>::explodes && Desc<V>::giving_check_forbidden),
                "exploding captures and forbidden checks are not supported together");
  if constexpr (Desc<V>::captures::compulsory) {
    detail::generate_compulsory(pos, sink);
  } else if constexpr (Traits<V>::explodes) {
    if (!pos.has_king(pos.side_to_move())) return;
    ExplosionSink<V, Sink> judged{pos, sink};
    detail::generate_unfiltered(pos, judged);
  } else if constexpr (Desc<V>::giving_check_forbidden) {
    auto quiet = [&pos](Move m) { return !gives_check(pos, m); };
    FilterSink<Sink, decltype(quiet)> filtered{sink, quiet};
    detail::generate_unfiltered(pos, filtered);
  } else {
    detail::generate_unfiltered(pos, sink);
  }
}

template <class V>
MoveListFor<V> legal_moves(const Position<V>& pos) {
  MoveListFor<V> list;
  ListSink<MoveListFor<V>> sink{list};
  generate_legal(pos, sink);
  return list;
}

namespace detail {
// Passes on only the moves that take an enemy piece or promote, in the order they come. Bulk sets
// are masked whole and drops are dropped unseen: where hands are full, quiet moves are most of
// the list, and quiescence wants none of them.
template <class V, class Inner>
struct NoisySink {
  using Bitboard = typename V::geometry::Bitboard;
  const Position<V>& pos;
  Inner& inner;
  Bitboard enemy;
  void move(Move m) {
    if (m.type() == MoveType::Promotion || pos.captures_enemy(m)) inner.move(m);
  }
  void targets(int from, Bitboard to) { inner.targets(from, to & enemy); }
  void shifted(Bitboard to, int delta) { inner.shifted(to & enemy, delta); }
  template <class W, int K>
  void promotions(int from, Bitboard to) {
    inner.template promotions<W, K>(from, to);
  }
  template <class W, int K>
  void shifted_promotions(Bitboard to, int delta) {
    inner.template shifted_promotions<W, K>(to, delta);
  }
  void drops(int, Bitboard) {}
};
}  // namespace detail

// The legal moves that take an enemy piece or promote: legal_moves(pos) with the others left
// out, in the same order (so a search that filters either list visits the same moves).
template <class V>
MoveListFor<V> noisy_moves(const Position<V>& pos) {
  MoveListFor<V> list;
  ListSink<MoveListFor<V>> out{list};
  detail::NoisySink<V, decltype(out)> noisy{pos, out, pos.pieces(~pos.side_to_move())};
  generate_legal(pos, noisy);
  return list;
}

template <class V>
std::uint64_t count_legal(const Position<V>& pos) {
  CountSink sink;
  generate_legal(pos, sink);
  return sink.count;
}

}  // namespace boardlab
