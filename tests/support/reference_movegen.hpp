#pragma once
// A deliberately slow, independent move generator for the generic battery: it walks squares one
// step at a time from the piece data (no attack tables, no pins, no check masks) and keeps the
// moves after which the mover's king is not attacked. The fast generator must match it exactly.
// Where captures explode, the legality rule is the one RULES.md states, applied after make()
// (which the outside perft data checks): the mover's king must survive, and is then safe if the
// enemy king is gone, stands next to it, or attacks nothing on its square.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "framework/rules/goal.hpp"
#include "framework/rules/position.hpp"

namespace boardlab::test {

template <class V>
struct Reference {
  using G = typename V::geometry;
  using T = Traits<V>;

  static int step(int sq, Offset d) {
    const int f = G::file_of(sq) + d.df, r = G::rank_of(sq) + d.dr;
    return G::on_board(f, r) ? G::square(f, r) : -1;
  }

  // Whether any piece of colour `by` could capture on sq, walking each piece's moves; the piece on
  // `vacant` (if any) is looked through as if it had left.
  static bool attacked(const Position<V>& pos, int sq, Color by, int vacant = -1) {
    for (int from = 0; from < G::squares; ++from) {
      const Piece pc = pos.piece_on(from);
      if (pc == NoPiece || color_of(pc) != by) continue;
      const PieceSpec& p = V::pieces[kind_of(pc)];
      for (const Offsets* set : {&p.leaps, &p.capture_leaps})
        for (Offset o : *set)
          if (step(from, oriented(o, p.relative, by)) == sq) return true;
      for (Offset o : p.slides)
        for (int t = step(from, oriented(o, p.relative, by)); t >= 0;
             t = step(t, oriented(o, p.relative, by))) {
          if (t == sq) return true;
          if (pos.piece_on(t) != NoPiece && t != vacant) break;
        }
    }
    return false;
  }

  static void add(const Position<V>& pos, std::vector<Move>& out, int kind, int from, int to,
                  MoveType type = MoveType::Normal) {
    const Color us = pos.side_to_move();
    const PieceSpec& p = V::pieces[kind];
    const bool can_promote = p.promotes_to.size > 0 && (T::zone(us) & (G::bb(from) | G::bb(to)));
    const bool must_promote = can_promote && (T::forced_zone(us, kind) & G::bb(to));
    const bool may_stand =
        !p.forbidden_ranks.contains(G::relative_rank(us, G::rank_of(to)), G::ranks);
    if (!must_promote && may_stand) out.push_back(Move(from, to, type));
    if (can_promote)
      for (std::string_view s : p.promotes_to)
        out.push_back(Move(from, to, MoveType::Promotion, T::kind_of(s)));
  }

  static std::vector<Move> pseudo_legal(const Position<V>& pos) {
    std::vector<Move> out;
    const Color us = pos.side_to_move();
    for (int from = 0; from < G::squares; ++from) {
      const Piece pc = pos.piece_on(from);
      if (pc == NoPiece || color_of(pc) != us) continue;
      const int k = kind_of(pc);
      const PieceSpec& p = V::pieces[k];
      // A square our move may not land on: our piece, unless own pieces may be captured (and it
      // is not our royal piece).
      auto own = [&](int t) {
        const Piece q = pos.piece_on(t);
        if (q == NoPiece || color_of(q) != us) return false;
        return !Desc<V>::captures::own_pieces || kind_of(q) == T::royal;
      };
      for (Offset o : p.leaps) {
        const int t = step(from, oriented(o, p.relative, us));
        if (t >= 0 && !own(t)) add(pos, out, k, from, t);
      }
      for (Offset o : p.slides)
        for (int t = step(from, oriented(o, p.relative, us)); t >= 0 && !own(t);
             t = step(t, oriented(o, p.relative, us))) {
          add(pos, out, k, from, t);
          if (pos.piece_on(t) != NoPiece) break;
        }
      for (Offset o : p.quiet_leaps) {
        const Offset d = oriented(o, p.relative, us);
        const int t = step(from, d);
        if (t < 0 || pos.piece_on(t) != NoPiece) continue;
        add(pos, out, k, from, t);
        // Twice, straight forward, from a double-step rank.
        const int t2 = step(t, d);
        const bool forward = o.df == 0 && o.dr > 0 && p.relative;
        if (forward &&
            p.double_step_ranks.contains(G::relative_rank(us, G::rank_of(from)), G::ranks) &&
            t2 >= 0 && pos.piece_on(t2) == NoPiece)
          add(pos, out, k, from, t2);
      }
      for (Offset o : p.capture_leaps) {
        const int t = step(from, oriented(o, p.relative, us));
        if (t < 0) continue;
        if (pos.piece_on(t) != NoPiece && !own(t)) add(pos, out, k, from, t);  // capture steps
        if (T::en_passant[k] && t == pos.ep_square())
          out.push_back(Move(from, t, MoveType::EnPassant));
      }
    }
    if constexpr (Desc<V>::castling::enabled) castling(pos, out);
    if constexpr (T::has_hands) drops(pos, out);
    return out;
  }

  // Drops on every empty square the piece could move on from, except a second one on a file.
  static void drops(const Position<V>& pos, std::vector<Move>& out) {
    const Color us = pos.side_to_move();
    for (int k = 0; k < T::kinds; ++k) {
      if (!pos.hand(us, k)) continue;
      const PieceSpec& p = V::pieces[k];
      for (int to = 0; to < G::squares; ++to) {
        if (pos.piece_on(to) != NoPiece) continue;
        if (p.forbidden_ranks.contains(G::relative_rank(us, G::rank_of(to)), G::ranks)) continue;
        bool file_taken = false;
        for (int r = 0; r < G::ranks && p.drop_one_per_file; ++r)
          file_taken |= pos.piece_on(G::square(G::file_of(to), r)) == make_piece(us, k);
        if (!file_taken) out.push_back(Move(to, to, MoveType::Drop, k));
      }
    }
  }

  static bool adjacent(int a, int b) {
    return std::abs(G::file_of(a) - G::file_of(b)) <= 1 &&
           std::abs(G::rank_of(a) - G::rank_of(b)) <= 1;
  }

  // Whether c's king would be attacked on sq (its own square by default), where it stood seen
  // through. With explosions a square next to the enemy king is safe (taking there would blow the
  // taker's king up), and with the enemy king gone nothing is a threat.
  static bool king_attacked(const Position<V>& pos, Color c, int sq = -1) {
    if (!pos.has_king(c)) return false;
    const int k = pos.king_square(c);
    if (sq < 0) sq = k;
    if constexpr (T::explodes) {
      if (!pos.has_king(~c)) return false;
      if (adjacent(sq, pos.king_square(~c))) return false;
    }
    return attacked(pos, sq, ~c, k);
  }

  static void castling(const Position<V>& pos, std::vector<Move>& out) {
    const Color us = pos.side_to_move();
    const int ksq = pos.king_square(us);
    if (king_attacked(pos, us) || pos.fullmove() < Desc<V>::castling::from_move) return;
    const auto& cs = pos.castling_squares();
    for (int side = 0; side < 2; ++side) {
      const int idx = us * 2 + side;
      if (!(pos.castling_rights() & (1 << idx))) continue;
      const int rook = cs.rook_from[idx], kto = cs.king_to[idx], rto = cs.rook_to[idx];
      bool ok = true;
      // Every square either piece passes or lands on is empty but for the two of them.
      for (auto [a, b] : {std::pair{ksq, kto}, std::pair{rook, rto}}) {
        const int dir = G::file_of(b) > G::file_of(a) ? 1 : -1;
        for (int f = G::file_of(a); f != G::file_of(b) + dir && a != b; f += dir) {
          const int s = G::square(f, G::rank_of(a));
          if (s != ksq && s != rook && pos.piece_on(s) != NoPiece) ok = false;
        }
      }
      // The king crosses no attacked square; its destination is checked after the move.
      const int dir = G::file_of(kto) > G::file_of(ksq) ? 1 : -1;
      for (int f = G::file_of(ksq) + dir; ok && ksq != kto && f != G::file_of(kto) + dir; f += dir)
        if (king_attacked(pos, us, G::square(f, G::rank_of(ksq)))) ok = false;
      if (ok) out.push_back(Move(ksq, rook, MoveType::Castling));
    }
  }

  // With drop_mate_rule, a drop of a drop_mate_forbidden kind that leaves the opponent in check
  // with no answer is removed (the answers to such a check never include such a drop).
  static std::vector<Move> legal(const Position<V>& pos, bool drop_mate_rule = true) {
    std::vector<Move> out;
    // The variant's own goal is a rule, not a fast path: the reference asks the same policy, and
    // the outside perft data checks both.
    if (goal_outcome(pos)) return out;
    Position<V> copy = pos;
    const Color us = pos.side_to_move();
    for (Move m : pseudo_legal(pos)) {
      copy.make(m);
      bool ok = !king_attacked(copy, us);
      if constexpr (T::explodes) ok = ok && copy.has_king(us);
      // Racing kings: a move that leaves the opponent in check is illegal.
      if (Desc<V>::giving_check_forbidden && king_attacked(copy, ~us)) ok = false;
      if (ok && drop_mate_rule && m.type() == MoveType::Drop &&
          V::pieces[m.aux()].drop_mate_forbidden && king_attacked(copy, ~us))
        ok = !legal(copy, false).empty();
      if (ok) out.push_back(m);
      copy.unmake(m);
    }
    // Compulsory captures: a move onto an enemy piece, or en passant, rules out the others.
    if constexpr (Desc<V>::captures::compulsory) {
      const auto takes = [&](Move m) {
        const Piece q = pos.piece_on(m.to());
        return m.type() == MoveType::EnPassant || (q != NoPiece && color_of(q) != us);
      };
      if (std::any_of(out.begin(), out.end(), takes))
        out.erase(std::remove_if(out.begin(), out.end(), [&](Move m) { return !takes(m); }),
                  out.end());
    }
    std::sort(out.begin(), out.end(), [](Move a, Move b) { return a.raw() < b.raw(); });
    return out;
  }
};

}  // namespace boardlab::test
