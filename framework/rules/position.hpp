#pragma once
// The position of any variant: piece placement as bitboards plus a mailbox, side to move, the
// rule state (castling rights, en-passant square, move clock) and an incrementally updated
// Zobrist key, with make/unmake. Rules the variant lacks are removed by `if constexpr`.
#include <array>
#include <cstdint>
#include <vector>

#include "framework/core/attacks.hpp"
#include "framework/core/move.hpp"
#include "framework/core/piece.hpp"
#include "framework/core/zobrist.hpp"
#include "framework/policies/castling_policy.hpp"
#include "framework/policies/hands_policy.hpp"
#include "framework/policies/move_count_policy.hpp"

namespace boardlab {

// Where the castling pieces start and which squares each right needs; fixed for a whole game.
template <class G>
struct CastlingSquares {
  using Bitboard = typename G::Bitboard;
  std::array<int, 4> rook_from{-1, -1, -1, -1};  // index: colour * 2 + side (0 = h-side)
  std::array<int, 4> king_to{}, rook_to{};
  std::array<Bitboard, 4> must_be_empty{};             // besides the king and the rook themselves
  std::array<Bitboard, 4> king_path{};                 // squares the king crosses or lands on
  std::array<std::uint8_t, G::squares> lost_rights{};  // rights lost when a move touches a square
};
struct NoCastlingSquares {};

// Pieces in hand per colour and kind (variants with drops).
template <int Kinds>
struct HandCounts {
  std::array<std::array<std::uint8_t, Kinds>, 2> count{};
};
struct NoHandCounts {};
// Which pieces on the board are promoted, where the kind alone does not tell.
template <class Bitboard>
struct PromotedMarks {
  Bitboard bits = 0;
};
struct NoPromotedMarks {};
// Checks each side has given (N-check games), part of the position's identity.
struct CheckCounts {
  std::array<std::uint8_t, 2> given{};
  bool operator==(const CheckCounts&) const = default;
};
struct NoCheckCounts {
  bool operator==(const NoCheckCounts&) const = default;
};
// What an exploding capture blew up around its target square, to be put back by unmake: the
// squares (the pieces in the order of their lowest bit first) and the capturer as it stood there.
template <class Bitboard>
struct Blast {
  Bitboard squares = 0;
  std::array<Piece, 8> pieces{};
  Piece capturer = NoPiece;
};
struct NoBlast {};
inline constexpr int max_hand_count = 63;

template <class V>
class Position {
 public:
  using Variant = V;
  using T = Traits<V>;
  using G = typename V::geometry;
  using Bitboard = typename G::Bitboard;
  using Castling = typename Desc<V>::castling;
  static constexpr int kinds = T::kinds;
  static_assert(check_descriptor<V>());

  struct State {
    Key key = 0;
    int ep = -1;  // square a pawn may capture onto, or -1
    int rule50 = 0;
    int ply = 0;  // plies since the game's move 1 with White to move
    std::uint8_t castling = 0;
    Piece captured = NoPiece;
    Piece promoted_from = NoPiece;
    bool captured_promoted = false;  // the captured piece was a promoted one (tracks_promoted)
    [[no_unique_address]] std::conditional_t<T::counts_checks, CheckCounts, NoCheckCounts> checks;
    [[no_unique_address]] std::conditional_t<T::explodes, Blast<Bitboard>, NoBlast> blast;
  };

  Position() { clear(); }

  // --- Setting up (used by notation readers) ---------------------------------------------------
  void clear() {
    board_.fill(NoPiece);
    by_kind_.fill(0);
    by_color_.fill(0);
    side_ = White;
    states_.assign(1, State{});
    states_.reserve(256);
    if constexpr (Castling::enabled) castle_ = {};
    if constexpr (T::has_hands) hands_ = {};
    if constexpr (T::tracks_promoted) promoted_ = {};
  }
  void put(Piece p, int sq) {
    board_[sq] = p;
    by_kind_[kind_of(p)] |= G::bb(sq);
    by_color_[color_of(p)] |= G::bb(sq);
  }
  void set_side(Color c) { side_ = c; }
  // Marks the piece on sq as promoted (it returns to hand as its promoter when captured).
  void set_promoted(int sq) requires T::tracks_promoted { promoted_.bits |= G::bb(sq); }
  void set_hand(Color c, int kind, int n) requires T::has_hands {
    hands_.count[c][kind] = std::uint8_t(n);
  }
  void set_ep(int sq) { st().ep = sq; }
  void set_checks_given(Color c, int n) requires T::counts_checks {
    st().checks.given[c] = std::uint8_t(n);
  }
  void set_counters(int rule50, int ply) { st().rule50 = rule50, st().ply = ply; }
  // Grants the right to castle with the rook on rook_sq; the king must already stand on its rank.
  void add_castling_right(Color c, int rook_sq) requires Castling::enabled {
    const int ksq = king_square(c);
    const int side = G::file_of(rook_sq) > G::file_of(ksq) ? 0 : 1;
    const int idx = c * 2 + side;
    const int rank = G::rank_of(ksq);
    const int kto = G::square(castling_file(Castling::king_to[side], G::files), rank);
    const int rto = G::square(castling_file(Castling::rook_to[side], G::files), rank);
    const auto& gt = geometry_tables<G>;
    castle_.rook_from[idx] = rook_sq;
    castle_.king_to[idx] = kto;
    castle_.rook_to[idx] = rto;
    castle_.king_path[idx] = (gt.between[ksq][kto] | G::bb(kto)) & ~G::bb(ksq);
    castle_.must_be_empty[idx] =
        (gt.between[ksq][kto] | G::bb(kto) | gt.between[rook_sq][rto] | G::bb(rto)) &
        ~(G::bb(ksq) | G::bb(rook_sq));
    castle_.lost_rights[ksq] |= std::uint8_t(3 << (c * 2));
    castle_.lost_rights[rook_sq] |= std::uint8_t(1 << idx);
    st().castling |= std::uint8_t(1 << idx);
  }
  void finish_setup() { st().key = compute_key(); }

  // --- Queries ---------------------------------------------------------------------------------
  Piece piece_on(int sq) const { return board_[sq]; }
  bool is_promoted(int sq) const {
    if constexpr (T::tracks_promoted)
      return (promoted_.bits & G::bb(sq)) != 0;
    else
      return false;
  }
  Bitboard pieces() const { return by_color_[0] | by_color_[1]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(int kind) const { return by_kind_[kind]; }
  Bitboard pieces(Color c, int kind) const { return by_color_[c] & by_kind_[kind]; }
  Color side_to_move() const { return side_; }
  // Whether m takes a piece (en passant included; castling and drops never do).
  bool captures(Move m) const {
    return m.type() == MoveType::EnPassant ||
           (m.type() != MoveType::Castling && m.type() != MoveType::Drop &&
            board_[m.to()] != NoPiece);
  }
  // Whether m takes a piece of the opponent (what the search orders and resolves as a capture;
  // a self-capture is not one).
  bool captures_enemy(Move m) const {
    if constexpr (!Desc<V>::captures::own_pieces) {
      return captures(m);
    } else {
      return m.type() == MoveType::EnPassant || (captures(m) && color_of(board_[m.to()]) != side_);
    }
  }
  // Only meaningful when has_king(c); a variant may allow a side without its royal piece, or have
  // no royal kind at all.
  int king_square(Color c) const {
    if constexpr (T::has_royal)
      return lsb(pieces(c, T::royal));
    else
      return -1;
  }
  // The royal piece's square set (empty where the variant has no royal kind).
  Bitboard royals(Color c) const {
    if constexpr (T::has_royal)
      return pieces(c, T::royal);
    else
      return 0;
  }
  bool has_king(Color c) const {
    if constexpr (!T::has_royal)
      return false;
    else
      return !T::royal_optional || pieces(c, T::royal) != 0;
  }
  int hand(Color c, int kind) const {
    if constexpr (T::has_hands)
      return hands_.count[c][kind];
    else
      return 0;
  }
  Key key() const { return st().key; }
  int ep_square() const { return st().ep; }
  int rule50() const { return st().rule50; }
  int game_ply() const { return st().ply; }
  int fullmove() const { return 1 + st().ply / 2; }
  std::uint8_t castling_rights() const { return st().castling; }
  int checks_given(Color c) const requires T::counts_checks { return st().checks.given[c]; }
  const auto& castling_squares() const { return castle_; }

  // Pieces of colour By that attack sq, given the occupancy occ.
  template <Color By>
  Bitboard attackers(int sq, Bitboard occ) const {
    Bitboard hit = 0, orth = 0, diag = 0;
    std::array<Bitboard, kinds> leapers{};  // indexed by leap group
    for_each_kind<V>([&]<int K>() {
      constexpr const PieceSpec& p = V::pieces[K];
      // A constant by force: as a plain index the scan over kinds may run at every call (it
      // did in the sanitizer build, a quarter of a shogi search there).
      constexpr int group = T::leap_group(K);
      if constexpr (!p.leaps.empty()) leapers[group] |= by_kind_[K];
      if constexpr (!p.capture_leaps.empty())
        hit |= leaper_tables<V>.capture[~By][K][sq] & by_kind_[K];
      if constexpr (T::orth(K)) orth |= by_kind_[K];
      if constexpr (T::diag(K)) diag |= by_kind_[K];
      constexpr Offsets others = T::other_slides(K);
      for (Offset o : others) {
        const Offset back = oriented(Offset{-o.df, -o.dr}, p.relative, By);
        hit |= geometry_tables<G>.ray_attacks(direction_index(back), sq, occ) & by_kind_[K];
      }
    });
    for_each_kind<V>([&]<int K>() {
      if constexpr (!V::pieces[K].leaps.empty() && T::leap_group(K) == K)
        hit |= leaper_tables<V>.leap[~By][K][sq] & leapers[K];
    });
    if (orth) hit |= slider_tables<G>.orth(sq, occ) & orth;
    if (diag) hit |= slider_tables<G>.diag(sq, occ) & diag;
    return hit & by_color_[By];
  }
  Bitboard attackers(Color by, int sq, Bitboard occ) const {
    return by == White ? attackers<White>(sq, occ) : attackers<Black>(sq, occ);
  }
  // The pieces giving check to c's royal piece (c need not be the side to move).
  Bitboard checkers(Color c) const {
    if (!has_king(c)) return 0;
    const int k = king_square(c);
    if constexpr (T::explodes)
      // Taking c's royal piece would blow up the taker's own next to it (or that is gone).
      if (!royals(~c) || (geometry_tables<G>.around[k] & royals(~c))) return 0;
    return attackers(~c, k, pieces());
  }
  Bitboard checkers() const { return checkers(side_); }
  bool in_check() const { return checkers() != 0; }

  // Where captures explode: the pieces that would stay if a capture exploded next to them.
  Bitboard explosion_proof() const requires T::explodes {
    Bitboard b = 0;
    for_each_kind<V>([&]<int K>() {
      if constexpr (V::pieces[K].survives_explosions) b |= by_kind_[K];
    });
    return b;
  }
  // The squares the capture m empties where captures explode: the capturer's, the captured
  // piece's, and those one step around the target square whose pieces do not survive.
  Bitboard blast(Move m) const requires T::explodes {
    const int to = m.to();
    const int taken = m.type() == MoveType::EnPassant ? en_passant_victim(side_, to) : to;
    return G::bb(m.from()) | G::bb(taken) |
           (geometry_tables<G>.around[to] & pieces() & ~explosion_proof());
  }

  Key compute_key() const {
    const auto& z = zobrist<V>;
    Key k = side_ == Black ? z.side : 0;
    for (int s = 0; s < G::squares; ++s)
      if (board_[s] != NoPiece) k ^= z.psq[board_[s]][s];
    if constexpr (Castling::enabled) k ^= z.castling[st().castling];
    if constexpr (Castling::from_move > 1)
      if (fullmove() < Castling::from_move) k ^= z.castling_locked;
    if (st().ep >= 0) k ^= z.ep_file[G::file_of(st().ep)];
    if constexpr (T::has_hands)
      for (Color c : {White, Black})
        for (int kind = 0; kind < kinds; ++kind) k ^= z.hand[c][kind][hands_.count[c][kind]];
    if constexpr (T::tracks_promoted)
      for (Bitboard b = promoted_.bits; b;) k ^= z.promoted[pop_lsb(b)];
    if constexpr (T::counts_checks)
      for (Color c : {White, Black}) k ^= z.checks[c][st().checks.given[c]];
    return k;
  }

  // Same pieces, side, rule state and key (the history of earlier states is not compared).
  bool same_as(const Position& o) const {
    const State &a = st(), &b = o.st();
    if constexpr (T::has_hands)
      if (hands_.count != o.hands_.count) return false;
    if constexpr (T::tracks_promoted)
      if (promoted_.bits != o.promoted_.bits) return false;
    return board_ == o.board_ && by_kind_ == o.by_kind_ && by_color_ == o.by_color_ &&
           side_ == o.side_ && a.key == b.key && a.ep == b.ep && a.rule50 == b.rule50 &&
           a.ply == b.ply && a.castling == b.castling && a.checks == b.checks;
  }

  // --- Making moves ----------------------------------------------------------------------------
  void make(Move m) {
    move_pieces(m);
    if constexpr (T::counts_checks) count_check();
  }

 private:
  void move_pieces(Move m) {
    states_.push_back(states_.back());
    State& s = states_.back();
    const auto& z = zobrist<V>;
    const Color us = side_, them = ~us;
    const int from = m.from(), to = m.to();
    Key key = s.key ^ z.side;
    s.captured = NoPiece;
    if constexpr (Desc<V>::move_count::enabled) ++s.rule50;
    ++s.ply;
    if constexpr (Castling::from_move > 1) key ^= unlock_key(s.ply);
    if (s.ep >= 0) {
      key ^= z.ep_file[G::file_of(s.ep)];
      s.ep = -1;
    }

    if constexpr (Castling::enabled) {
      if (m.type() == MoveType::Castling) {
        const int idx = us * 2 + (G::file_of(to) > G::file_of(from) ? 0 : 1);
        const Piece king = board_[from], rook = board_[to];
        const int kto = castle_.king_to[idx], rto = castle_.rook_to[idx];
        remove(from), remove(to), put(king, kto), put(rook, rto);
        key ^= z.psq[king][from] ^ z.psq[king][kto] ^ z.psq[rook][to] ^ z.psq[rook][rto];
        update_castling(s, key, from, to);
        s.key = key;
        side_ = them;
        return;
      }
    }

    if constexpr (T::has_hands) {
      if (m.type() == MoveType::Drop) {
        const Piece dropped = make_piece(us, m.aux());
        auto& n = hands_.count[us][m.aux()];
        key ^= z.hand[us][m.aux()][n] ^ z.hand[us][m.aux()][n - 1] ^ z.psq[dropped][to];
        --n;
        put(dropped, to);
        // A drop cannot be undone, like a pawn's step: a piece whose moves reset the clock
        // resets it when it is dropped too (a crazyhouse pawn drop), as Fairy-Stockfish does.
        if constexpr (Desc<V>::move_count::enabled)
          if (T::resets_clock[m.aux()]) s.rule50 = 0;
        s.key = key;
        side_ = them;
        return;
      }
    }

    const Piece pc = board_[from];
    const int cap_sq = m.type() == MoveType::EnPassant ? en_passant_victim(us, to) : to;
    const Piece captured = board_[cap_sq];
    if constexpr (T::tracks_promoted) s.captured_promoted = is_promoted(cap_sq);
    if (captured != NoPiece) {
      remove(cap_sq);
      key ^= z.psq[captured][cap_sq];
      s.captured = captured;
      if constexpr (Desc<V>::move_count::enabled) s.rule50 = 0;
      if constexpr (T::has_hands) {
        const int base = hand_kind_of(captured, s.captured_promoted);
        auto& n = hands_.count[us][base];
        key ^= z.hand[us][base][n] ^ z.hand[us][base][n + 1];
        ++n;
      }
    }
    remove(from);
    Piece placed = pc;
    if (m.type() == MoveType::Promotion) {
      placed = make_piece(us, m.aux());
      s.promoted_from = pc;
    }
    put(placed, to);
    key ^= z.psq[pc][from] ^ z.psq[placed][to];
    if constexpr (T::explodes)
      if (captured != NoPiece) explode(s, key, to);
    if constexpr (T::tracks_promoted) {
      const bool promoted = is_promoted(from) || m.type() == MoveType::Promotion;
      const Bitboard before = promoted_.bits;
      promoted_.bits &= ~(G::bb(from) | G::bb(to) | G::bb(cap_sq));
      if (promoted) promoted_.bits |= G::bb(to);
      for (Bitboard changed = before ^ promoted_.bits; changed;)
        key ^= z.promoted[pop_lsb(changed)];
    }
    if constexpr (Desc<V>::move_count::enabled)
      if (T::resets_clock[kind_of(pc)]) s.rule50 = 0;
    if constexpr (T::any_en_passant) {
      // Any double step (a promoting one excepted: the pawn is gone) allows en passant.
      bool from_allowed = true;
      if constexpr (!T::en_passant_anywhere)
        from_allowed = (T::en_passant_from[us][kind_of(pc)] & G::bb(from)) != 0;
      if (T::en_passant[kind_of(pc)] && m.type() != MoveType::Promotion && from_allowed &&
          (G::rank_of(to) - G::rank_of(from) == 2 || G::rank_of(from) - G::rank_of(to) == 2)) {
        const int mid = (from + to) / 2;
        // Recorded only when an enemy pawn could take, so that equal positions hash equally.
        if (leaper_tables<V>.capture[us][kind_of(pc)][mid] & pieces(them, kind_of(pc))) {
          s.ep = mid;
          key ^= z.ep_file[G::file_of(mid)];
        }
      }
    }
    if constexpr (Castling::enabled) update_castling(s, key, from, to);
    s.key = key;
    side_ = them;
  }

  // The capture onto `to` explodes: the capturer and the pieces around `to` that do not survive
  // explosions leave the board (castling rights go with an exploded king or rook).
  void explode(State& s, Key& key, int to) requires T::explodes {
    const auto& z = zobrist<V>;
    s.blast.capturer = board_[to];
    key ^= z.psq[board_[to]][to];
    remove(to);
    Bitboard hit = geometry_tables<G>.around[to] & pieces() & ~explosion_proof();
    s.blast.squares = hit;
    std::uint8_t lost = 0;
    for (int i = 0; hit; ++i) {
      const int sq = pop_lsb(hit);
      s.blast.pieces[i] = board_[sq];
      key ^= z.psq[board_[sq]][sq];
      remove(sq);
      if constexpr (Castling::enabled) lost |= castle_.lost_rights[sq];
    }
    if constexpr (Castling::enabled) lose_castling(s, key, lost);
  }

  // A move that leaves the opponent in check adds to the mover's count (up to the limit, where
  // the game is over).
  void count_check() {
    if (!in_check()) return;
    State& s = st();
    const Color mover = ~side_;
    auto& n = s.checks.given[mover];
    if (n >= T::check_limit) return;
    s.key ^= zobrist<V>.checks[mover][n] ^ zobrist<V>.checks[mover][n + 1];
    ++n;
  }

 public:
  void unmake(Move m) {
    side_ = ~side_;
    const State& s = states_.back();
    const int from = m.from(), to = m.to();
    if constexpr (Castling::enabled) {
      if (m.type() == MoveType::Castling) {
        const int idx = side_ * 2 + (G::file_of(to) > G::file_of(from) ? 0 : 1);
        const int kto = castle_.king_to[idx], rto = castle_.rook_to[idx];
        const Piece king = board_[kto], rook = board_[rto];
        remove(kto), remove(rto), put(king, from), put(rook, to);
        states_.pop_back();
        return;
      }
    }
    if constexpr (T::has_hands) {
      if (m.type() == MoveType::Drop) {
        remove(to);
        ++hands_.count[side_][m.aux()];
        states_.pop_back();
        return;
      }
      if (s.captured != NoPiece)
        --hands_.count[side_][hand_kind_of(s.captured, s.captured_promoted)];
    }
    if constexpr (T::tracks_promoted) {
      const bool moved_promoted = is_promoted(to) && m.type() != MoveType::Promotion;
      promoted_.bits &= ~G::bb(to);
      if (moved_promoted) promoted_.bits |= G::bb(from);
      if (s.captured_promoted)
        promoted_.bits |=
            G::bb(m.type() == MoveType::EnPassant ? en_passant_victim(side_, to) : to);
    }
    if constexpr (T::explodes)
      if (s.captured != NoPiece) {
        Bitboard hit = s.blast.squares;
        for (int i = 0; hit; ++i) put(s.blast.pieces[i], pop_lsb(hit));
        put(s.blast.capturer, to);
      }
    const Piece placed = board_[to];
    remove(to);
    put(m.type() == MoveType::Promotion ? s.promoted_from : placed, from);
    if (s.captured != NoPiece)
      put(s.captured, m.type() == MoveType::EnPassant ? en_passant_victim(side_, to) : to);
    states_.pop_back();
  }

  // Passing the move, for the search's null-move pruning only (never a legal move).
  void make_null() {
    states_.push_back(states_.back());
    State& s = states_.back();
    s.key ^= zobrist<V>.side;
    if (s.ep >= 0) s.key ^= zobrist<V>.ep_file[G::file_of(s.ep)], s.ep = -1;
    s.captured = NoPiece;
    ++s.ply;
    if constexpr (Castling::from_move > 1) s.key ^= unlock_key(s.ply);
    side_ = ~side_;
  }
  void unmake_null() {
    states_.pop_back();
    side_ = ~side_;
  }

  // The square of the pawn taken when a pawn of colour us captures en passant onto `to`.
  static int en_passant_victim(Color us, int to) {
    return us == White ? to - G::files : to + G::files;
  }

 private:
  State& st() { return states_.back(); }
  const State& st() const { return states_.back(); }

  // Where castling becomes legal at a move number, the key changes on the ply that reaches it.
  static Key unlock_key(int ply) {
    return ply % 2 == 0 && 1 + ply / 2 == Castling::from_move ? zobrist<V>.castling_locked : 0;
  }

  // The kind a captured piece joins its captor's hand as.
  static int hand_kind_of(Piece captured, bool was_promoted) {
    if constexpr (T::tracks_promoted)
      if (was_promoted) return T::promoters[kind_of(captured)];
    return T::base_kinds[kind_of(captured)];
  }

  void remove(int sq) {
    const Piece p = board_[sq];
    board_[sq] = NoPiece;
    by_kind_[kind_of(p)] ^= G::bb(sq);
    by_color_[color_of(p)] ^= G::bb(sq);
  }

  void update_castling(State& s, Key& key, int from, int to) {
    lose_castling(s, key, castle_.lost_rights[from] | castle_.lost_rights[to]);
  }
  void lose_castling(State& s, Key& key, std::uint8_t lost) {
    if (s.castling & lost) {
      key ^= zobrist<V>.castling[s.castling];
      s.castling &= std::uint8_t(~lost);
      key ^= zobrist<V>.castling[s.castling];
    }
  }

  std::array<Piece, G::squares> board_;
  std::array<Bitboard, kinds> by_kind_;
  std::array<Bitboard, 2> by_color_;
  Color side_ = White;
  std::vector<State> states_;
  [[no_unique_address]] std::conditional_t<Castling::enabled, CastlingSquares<G>, NoCastlingSquares>
      castle_;
  [[no_unique_address]] std::conditional_t<T::has_hands, HandCounts<kinds>, NoHandCounts> hands_;
  [[no_unique_address]] std::conditional_t<T::tracks_promoted, PromotedMarks<Bitboard>,
                                           NoPromotedMarks>
      promoted_;
};

}  // namespace boardlab
