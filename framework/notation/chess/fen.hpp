#pragma once
// FEN for the chess family: reading (strict: an impossible position is rejected with a message
// naming the field) and writing. Castling rights are read as KQkq, X-FEN or Shredder-FEN when the
// variant's castling rule lets pieces start anywhere; en passant and castling fields are only
// accepted by variants that have those rules.
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "framework/notation/squares.hpp"
#include "framework/notation/text_fields.hpp"
#include "framework/rules/position.hpp"
#include "framework/rules/position_checks.hpp"

namespace boardlab {

enum class CastlingStyle { Auto, XFen, Shredder };

namespace detail {

template <class V>
void read_board(Position<V>& pos, std::string_view board, std::string_view format,
                std::string (*rank_name)(int)) {
  using G = typename V::geometry;
  using T = Traits<V>;
  int rank = G::ranks - 1, file = 0;
  auto end_rank = [&] {
    if (file != G::files)
      throw InputError(std::string(format) + " rank " + rank_name(rank) + " has " +
                       std::to_string(file) + " squares, expected " + std::to_string(G::files));
  };
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      end_rank();
      if (--rank < 0)
        throw InputError(std::string(format) + " board has more than " + std::to_string(G::ranks) +
                         " ranks");
      file = 0;
    } else if (c >= '1' && c <= '9') {
      int n = c - '0';
      // Capped (a count past the board's width is refused below): a long run of digits must
      // not overflow int first.
      while (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
        n = std::min(n * 10 + (board[++i] - '0'), 1000);
      file += n;
      if (file > G::files) end_rank();
    } else {
      std::string symbol;
      if (c == '+' && i + 1 < board.size()) symbol += board[i++];
      const char letter = board[i];
      const bool upper = letter >= 'A' && letter <= 'Z';
      const bool lower = letter >= 'a' && letter <= 'z';
      symbol += upper ? letter : char(letter - 'a' + 'A');
      const int kind = (upper || lower) ? T::kind_of(symbol) : -1;
      if (kind < 0)
        throw InputError("unknown piece " + quote_input(symbol) + " in " + std::string(format) +
                         " rank " + rank_name(rank));
      if (file >= G::files)
        throw InputError(std::string(format) + " rank " + rank_name(rank) + " has more than " +
                         std::to_string(G::files) + " squares");
      pos.put(make_piece(upper ? White : Black, kind), G::square(file, rank));
      if (i + 1 < board.size() && board[i + 1] == '~') {  // a promoted piece (crazyhouse)
        ++i;
        if constexpr (T::tracks_promoted) {
          if (T::promoters[kind] < 0)
            throw InputError(std::string(format) + " marks " + quote_input(symbol) +
                             " as promoted, but nothing promotes to it");
          pos.set_promoted(G::square(file, rank));
        } else {
          throw InputError(std::string(format) +
                           " marks a promoted piece ('~'), but this "
                           "variant does not track them");
        }
      }
      ++file;
    }
  }
  end_rank();
  if (rank != 0)
    throw InputError(std::string(format) + " board has " + std::to_string(G::ranks - rank) +
                     " ranks, expected " + std::to_string(G::ranks));
}

template <class V>
void read_castling(Position<V>& pos, std::string_view field) {
  using G = typename V::geometry;
  using C = typename Desc<V>::castling;
  if (field == "-") return;
  if constexpr (!C::enabled) {
    throw InputError("castling field " + quote_input(field) +
                     " given, but this variant has no castling");
  } else {
    const int rook_kind = Traits<V>::kind_of(Desc<V>::castling::rook_symbol);
    for (char c : field) {
      const bool upper = c >= 'A' && c <= 'Z';
      const Color color = upper ? White : Black;
      const char l = upper ? char(c - 'A' + 'a') : c;
      // Quoted: a control character must not reach the one-line error (an engine's info line).
      const std::string what = "castling right " + quote_input(std::string(1, c));
      if (!(l == 'k' || l == 'q' || (C::any_start && l >= 'a' && l < 'a' + G::files)))
        throw InputError(what + " is not a valid castling letter");
      const auto king = pos.pieces(color, Traits<V>::royal);
      const int back = G::relative_rank(color, 0);
      if (!king || G::rank_of(lsb(king)) != back ||
          (!C::any_start && G::file_of(lsb(king)) != C::standard_king_file))
        throw InputError(what + " has no king on its start square");
      const int ksq = lsb(king);
      const auto rooks = pos.pieces(color, rook_kind) & G::rank_bb(back);
      int rook = -1;
      if (l == 'k' || l == 'q') {
        // KQkq name the outermost rook on that side of the king (X-FEN).
        for (int f = (l == 'k' ? G::files - 1 : 0); f != G::file_of(ksq); f += (l == 'k' ? -1 : 1))
          if (rooks & G::bb(G::square(f, back))) {
            rook = G::square(f, back);
            break;
          }
        if (!C::any_start && rook != G::square(l == 'k' ? G::files - 1 : 0, back)) rook = -1;
      } else if (rooks & G::bb(G::square(l - 'a', back)) && l - 'a' != G::file_of(ksq)) {
        rook = G::square(l - 'a', back);
      }
      if (rook < 0) throw InputError(what + " has no rook on its start square");
      const int side = G::file_of(rook) > G::file_of(ksq) ? 0 : 1;
      if (pos.castling_rights() & (1 << (color * 2 + side)))
        throw InputError(what + " repeats a right already given");
      pos.add_castling_right(color, rook);
    }
  }
}

template <class V>
void read_en_passant(Position<V>& pos, std::string_view field) {
  using G = typename V::geometry;
  if (field == "-") return;
  const int sq = parse_square<G, algebraic_squares>(field);
  if (sq < 0) throw InputError("en-passant square " + quote_input(field) + " is not a square");
  if constexpr (!Traits<V>::any_en_passant) {
    throw InputError("en-passant square given, but this variant has no en passant");
  } else {
    const Color us = pos.side_to_move(), them = ~us;
    const int victim = Position<V>::en_passant_victim(us, sq);
    const int origin = Position<V>::en_passant_victim(them, sq);
    int pawn = -1;
    for (int k = 0; k < Traits<V>::kinds; ++k)
      if (Traits<V>::en_passant[k]) pawn = k;
    // The square a double step passed over: from a double-step rank of the pawn's owner.
    if (victim < 0 || origin < 0 || victim >= G::squares || origin >= G::squares ||
        !(Traits<V>::double_step_from(them, pawn) & G::bb(origin)) ||
        pos.piece_on(victim) != make_piece(them, pawn) || pos.piece_on(sq) != NoPiece ||
        pos.piece_on(origin) != NoPiece)
      throw InputError("en-passant square " + quote_input(field) +
                       " does not follow a double pawn step");
    // Kept only when a pawn could take, as after a move, so equal positions have equal keys.
    if (leaper_tables<V>.capture[them][pawn][sq] & pos.pieces(us, pawn)) pos.set_ep(sq);
  }
}

template <class V>
std::string write_board(const Position<V>& pos) {
  using G = typename V::geometry;
  std::string s;
  for (int r = G::ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < G::files; ++f) {
      const Piece p = pos.piece_on(G::square(f, r));
      if (p == NoPiece) {
        ++empty;
        continue;
      }
      if (empty) s += std::to_string(empty), empty = 0;
      std::string sym(V::pieces[kind_of(p)].symbol);
      if (color_of(p) == Black)
        for (char& c : sym) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      s += sym;
      if (pos.is_promoted(G::square(f, r))) s += '~';
    }
    if (empty) s += std::to_string(empty);
    if (r) s += '/';
  }
  return s;
}

// FEN holdings (chess-family drops): "[QNPqp]", one letter per piece, White's in upper case.
template <class V>
void read_holdings(Position<V>& pos, std::string_view field) {
  using T = Traits<V>;
  for (char c : field) {
    const bool upper = c >= 'A' && c <= 'Z';
    const std::string symbol(1, upper ? c : char(c - 'a' + 'A'));
    const int kind = T::hand_kind_of(symbol);
    if (kind < 0 || !(upper || (c >= 'a' && c <= 'z')))
      throw InputError("FEN holdings " + quote_input(field) + ": " + quote_input(symbol) +
                       " cannot be held in hand");
    const Color color = upper ? White : Black;
    if (pos.hand(color, kind) >= max_hand_count)
      throw InputError("FEN holdings " + quote_input(field) + " hold too many pieces");
    pos.set_hand(color, kind, pos.hand(color, kind) + 1);
  }
}

template <class V>
std::string write_holdings(const Position<V>& pos) {
  using T = Traits<V>;
  std::string s = "[";
  for (Color c : {White, Black})
    for (int h = 0; h < T::hand_size; ++h)
      for (int n = pos.hand(c, T::hand_kind(h)); n > 0; --n)
        s += c == White
                 ? Desc<V>::hands::kinds[h][0]
                 : char(std::tolower(static_cast<unsigned char>(Desc<V>::hands::kinds[h][0])));
  return s + "]";
}

// N-check games: the checks each side has given, read from lichess's field of checks still to
// give after the en-passant field (`3+3`, White's first) or from the older suffix of checks given
// (`+0+0`); the field is taken out of `f`. Neither given: no check yet.
template <class V>
std::array<int, 2> read_check_counts(std::vector<std::string_view>& f) {
  constexpr int limit = Traits<V>::check_limit;
  std::array<int, 2> given{};
  const bool suffix = f.size() == 7 && f.back().starts_with('+');
  if (!suffix && f.size() != 5 && f.size() != 7) return given;
  const std::string_view field = suffix ? f.back() : f[4];
  const std::string_view counts = suffix ? field.substr(1) : field;
  const auto plus = counts.find('+');
  if (plus == std::string_view::npos)
    throw InputError("check counts " + quote_input(field) + " are not of the form " +
                     (suffix ? "+W+B" : "W+B"));
  const std::string what = suffix ? "checks given" : "checks remaining";
  for (int c = 0; c < 2; ++c) {
    const auto n = int(
        parse_integer(c == 0 ? counts.substr(0, plus) : counts.substr(plus + 1), what, 0, limit));
    given[c] = suffix ? n : limit - n;
  }
  f.erase(suffix ? f.end() - 1 : f.begin() + 4);
  return given;
}

}  // namespace detail

template <class V>
Position<V> parse_fen(std::string_view text) {
  auto f = split_words(text);
  if (f.empty()) throw InputError("empty FEN");
  std::array<int, 2> checks_given{};
  if constexpr (Traits<V>::counts_checks) checks_given = detail::read_check_counts<V>(f);
  if (f.size() != 4 && f.size() != 6)
    throw InputError("FEN has " + std::to_string(f.size()) + " fields, expected " +
                     (Traits<V>::counts_checks
                          ? "7 (board side castling en-passant checks halfmove fullmove)"
                          : "6 (board side castling en-passant halfmove fullmove)"));
  Position<V> pos;
  std::string_view board = f[0];
  if constexpr (Traits<V>::has_hands) {
    // Holdings in brackets after the board; none given means empty hands.
    if (const auto open = board.find('['); open != std::string_view::npos) {
      if (board.back() != ']')
        throw InputError("FEN holdings " + quote_input(board.substr(open)) + " are not closed");
      detail::read_holdings(pos, board.substr(open + 1, board.size() - open - 2));
      board = board.substr(0, open);
    }
  }
  detail::read_board(pos, board, "FEN", rank_name<typename V::geometry, algebraic_squares>);
  if (f[1] != "w" && f[1] != "b")
    throw InputError("side to move " + quote_input(f[1]) + " is not 'w' or 'b'");
  pos.set_side(f[1] == "w" ? White : Black);
  validate_position(pos);
  detail::read_castling(pos, f[2]);
  detail::read_en_passant(pos, f[3]);
  int rule50 = 0, fullmove = 1;
  if (f.size() == 6) {
    rule50 = int(parse_integer(f[4], "halfmove clock", 0, 1000000));
    fullmove = int(parse_integer(f[5], "fullmove number", 1, 1000000));
  }
  pos.set_counters(rule50, 2 * (fullmove - 1) + (pos.side_to_move() == Black));
  if constexpr (Traits<V>::counts_checks)
    for (Color c : {White, Black}) pos.set_checks_given(c, checks_given[c]);
  pos.finish_setup();
  return pos;
}

template <class V>
std::string to_fen(const Position<V>& pos, CastlingStyle style = CastlingStyle::Auto) {
  using G = typename V::geometry;
  std::string s = detail::write_board(pos);
  if constexpr (Traits<V>::has_hands) s += detail::write_holdings(pos);
  s += pos.side_to_move() == White ? " w " : " b ";
  std::string rights;
  if constexpr (Desc<V>::castling::enabled) {
    if (style == CastlingStyle::Auto)
      style = Desc<V>::castling::any_start ? CastlingStyle::Shredder : CastlingStyle::XFen;
    const auto& cs = pos.castling_squares();
    const int rook_kind = Traits<V>::kind_of(Desc<V>::castling::rook_symbol);
    for (Color c : {White, Black})
      for (int side = 0; side < 2; ++side) {
        const int idx = c * 2 + side;
        if (!(pos.castling_rights() & (1 << idx))) continue;
        const int rook = cs.rook_from[idx];
        char letter = char('a' + G::file_of(rook));
        if (style == CastlingStyle::XFen) {
          // K/Q unless another rook stands farther out on the same side.
          const auto back = G::rank_bb(G::rank_of(rook));
          bool outermost = true;
          for (int f = G::file_of(rook) + (side == 0 ? 1 : -1); f >= 0 && f < G::files;
               f += (side == 0 ? 1 : -1))
            if (pos.pieces(c, rook_kind) & back & G::bb(G::square(f, G::rank_of(rook))))
              outermost = false;
          if (outermost) letter = side == 0 ? 'k' : 'q';
        }
        rights += c == White ? char(letter - 'a' + 'A') : letter;
      }
  }
  s += rights.empty() ? "-" : rights;
  s += ' ';
  s += pos.ep_square() >= 0 ? square_name<G, algebraic_squares>(pos.ep_square()) : "-";
  if constexpr (Traits<V>::counts_checks)
    s += ' ' + std::to_string(Traits<V>::check_limit - pos.checks_given(White)) + '+' +
         std::to_string(Traits<V>::check_limit - pos.checks_given(Black));
  s += ' ' + std::to_string(pos.rule50()) + ' ' + std::to_string(pos.fullmove());
  return s;
}

}  // namespace boardlab
