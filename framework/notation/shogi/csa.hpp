#pragma once
// CSA (V2.2) game records for the shogi family: reading the header, the P1..P9 board or PI, the
// P+/P- hand lines, the side to move, the moves ("+7776FU": colour, from, to, piece after the
// move; from 00 for a drop) and the closing special ("%SENNICHITE"...); writing the same. Piece
// codes come from the descriptor's csa_codes table.
#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "framework/game/game_text.hpp"
#include "framework/notation/find_move.hpp"
#include "framework/notation/game_record.hpp"
#include "framework/notation/shogi/sfen.hpp"

namespace boardlab {

template <class V>
struct CsaGame {
  std::map<std::string, std::string> header;  // "N+", "N-", "$EVENT", ...
  std::string special;                        // closing "%..." statement, if any
  Game<V> game;
};

// The closing specials of CSA V2.2 and what each says: who loses or wins (the side to move when
// the special is written, or a named side), or a draw, or no result; and the reason as `game`
// prints it.
enum class CsaEnd { MoverLoses, MoverWins, SenteLoses, GoteLoses, Draw, Unfinished };
struct CsaSpecial {
  std::string_view text;
  CsaEnd end;
  std::string_view reason;
};
inline constexpr std::array<CsaSpecial, 14> csa_specials = {{
    {"%TORYO", CsaEnd::MoverLoses, "resignation"},
    {"%TSUMI", CsaEnd::MoverLoses, "checkmate"},
    {"%TIME_UP", CsaEnd::MoverLoses, "time-forfeit"},
    {"%ILLEGAL_MOVE", CsaEnd::MoverLoses, "illegal-move"},
    {"%+ILLEGAL_ACTION", CsaEnd::SenteLoses, "illegal-action"},
    {"%-ILLEGAL_ACTION", CsaEnd::GoteLoses, "illegal-action"},
    {"%KACHI", CsaEnd::MoverWins, "declaration"},
    {"%SENNICHITE", CsaEnd::Draw, "sennichite"},
    {"%JISHOGI", CsaEnd::Draw, "jishogi"},
    {"%HIKIWAKE", CsaEnd::Draw, "draw"},
    {"%MAX_MOVES", CsaEnd::Draw, "max-moves"},
    {"%CHUDAN", CsaEnd::Unfinished, "interrupted"},
    {"%ERROR", CsaEnd::Unfinished, "error"},
    {"%FUZUMI", CsaEnd::Unfinished, "no-mate"},
}};

// The special's entry; an InputError naming the known ones for any other.
inline const CsaSpecial& csa_special(std::string_view text) {
  std::string known;
  for (const CsaSpecial& s : csa_specials) {
    if (s.text == text) return s;
    known += (known.empty() ? "" : " ") + std::string(s.text);
  }
  throw InputError("CSA special " + quote_input(text) + " is not one of " + known);
}

namespace detail {

template <class V>
constexpr bool has_csa_codes() {
  return requires { V::csa_codes; };
}

template <class V>
int csa_kind(std::string_view code) {
  static_assert(has_csa_codes<V>(),
                "descriptor member 'csa_codes' is missing: symbol -> CSA code pairs, needed "
                "for CSA records");
  for (const auto& [symbol, c] : V::csa_codes)
    if (c == code) return Traits<V>::kind_of(symbol);
  return -1;
}
template <class V>
std::string_view csa_code(int kind) {
  for (const auto& [symbol, c] : V::csa_codes)
    if (symbol == V::pieces[kind].symbol) return c;
  return "??";
}
// The move "+7776FU" (side, from, to, piece after the move; from "00" for a drop).
template <class V>
Move csa_move(const Position<V>& pos, std::string_view s) {
  using G = typename V::geometry;
  if (s.size() != 7) throw InputError(quote_input(s) + " is not +FFTTPP");
  const Color c = s[0] == '+' ? White : Black;
  if (c != pos.side_to_move())
    throw InputError(quote_input(s) + " is played by the side not to move");
  const int to = parse_square<G, csa_squares>(s.substr(3, 2)), kind = csa_kind<V>(s.substr(5, 2));
  const bool drop = s.substr(1, 2) == "00";
  const int from = drop ? -1 : parse_square<G, csa_squares>(s.substr(1, 2));
  if (to < 0 || kind < 0 || (!drop && from < 0))
    throw InputError(quote_input(s) + " is not +FFTTPP");
  return find_legal_move(pos, s, [&](Move m) {
    if (m.to() != to) return false;
    if (drop) return m.type() == MoveType::Drop && m.aux() == kind;
    return m.type() != MoveType::Drop && m.from() == from &&
           (m.type() == MoveType::Promotion ? m.aux() : kind_of(pos.piece_on(from))) == kind;
  });
}

}  // namespace detail

template <class V>
CsaGame<V> read_csa(std::string_view text) {
  using G = typename V::geometry;
  std::map<std::string, std::string> header;
  Position<V> pos;
  bool board_given = false, side_given = false;
  std::vector<std::string> move_texts;
  std::string special;
  std::vector<std::string> statements;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t end = text.find('\n', i);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(i, end - i));
    i = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '\'') continue;
    if (line[0] == 'N' || line[0] == '$' || line[0] == 'P') {  // may contain commas
      statements.push_back(line);
      continue;
    }
    for (std::size_t a = 0, b; a <= line.size(); a = b + 1) {
      b = line.find(',', a);
      if (b == std::string::npos) b = line.size();
      if (b > a) statements.push_back(line.substr(a, b - a));
    }
  }
  for (const std::string& s : statements) {
    if (!special.empty()) break;
    if (s[0] == 'V' || s[0] == 'T') continue;
    if (s.rfind("N+", 0) == 0 || s.rfind("N-", 0) == 0) {
      header[s.substr(0, 2)] = s.substr(2);
    } else if (s[0] == '$') {
      const auto colon = s.find(':');
      header[s.substr(0, colon)] = colon == std::string::npos ? "" : s.substr(colon + 1);
    } else if (s == "PI") {
      pos = parse_sfen<V>(V::start_position);
      board_given = true;
    } else if (s.size() >= 2 && s[0] == 'P' && s[1] >= '1' && s[1] <= '0' + G::ranks) {
      const int rank = G::ranks - (s[1] - '0');
      for (int f = 0; f < G::files; ++f) {
        const std::string cell =
            s.size() >= std::size_t(2 + 3 * f + 3) ? s.substr(2 + 3 * f, 3) : " * ";
        if (cell == " * " || cell == " *") continue;
        const int kind = detail::csa_kind<V>(cell.substr(1, 2));
        if ((cell[0] != '+' && cell[0] != '-') || kind < 0)
          throw InputError("CSA board line " + quote_input(s) + " has an unknown piece " +
                           quote_input(cell));
        pos.put(make_piece(cell[0] == '+' ? White : Black, kind), G::square(f, rank));
      }
      board_given = true;
    } else if (s.rfind("P+", 0) == 0 || s.rfind("P-", 0) == 0) {
      const Color c = s[1] == '+' ? White : Black;
      for (std::size_t a = 2; a + 4 <= s.size(); a += 4) {
        const std::string where = s.substr(a, 2), code = s.substr(a + 2, 2);
        const int kind = detail::csa_kind<V>(code);
        if (where != "00" || kind < 0)
          throw InputError("CSA hand line " + quote_input(s) +
                           " is not supported (only 00XX pieces)");
        if constexpr (Traits<V>::has_hands) {
          // Only kinds a hand holds (a king or a promoted piece in hand was accepted, and lost
          // by SFEN), and no more than a hand counts (the counts are bytes: 256 wrapped to 0).
          if (Traits<V>::hand_kind_of(V::pieces[kind].symbol) != kind)
            throw InputError("CSA hand line " + quote_input(s) + ": " + quote_input(code) +
                             " cannot be held in hand");
          if (pos.hand(c, kind) >= max_hand_count)
            throw InputError("CSA hand line " + quote_input(s) + " holds too many pieces");
          pos.set_hand(c, kind, pos.hand(c, kind) + 1);
        }
      }
    } else if ((s == "+" || s == "-") && !side_given && move_texts.empty()) {
      pos.set_side(s == "+" ? White : Black);
      side_given = true;
    } else if (s[0] == '+' || s[0] == '-') {
      move_texts.push_back(s);
    } else if (s[0] == '%') {
      special = std::string(csa_special(s).text);
    } else {
      throw InputError("CSA statement " + quote_input(s) + " is not understood");
    }
  }
  if (!board_given) throw InputError("CSA record has no starting position (PI or P1..P9)");
  if (!side_given) throw InputError("CSA record does not say who moves first ('+' or '-')");
  validate_position(pos);
  pos.finish_setup();
  CsaGame<V> g{header, special, Game<V>(pos)};
  play_listed(g.game, move_texts, "CSA move", detail::csa_move<V>);
  return g;
}

// A CSA record with its players (N+, N-) and the end its closing special states, if any.
template <class V>
RecordedGame<V> read_csa_record(std::string_view text) {
  CsaGame<V> csa = read_csa<V>(text);
  RecordedGame<V> r{std::move(csa.game)};
  if (csa.header.count("N+")) r.first = csa.header.at("N+");
  if (csa.header.count("N-")) r.second = csa.header.at("N-");
  if (csa.special.empty()) return r;
  const CsaSpecial& s = csa_special(csa.special);
  const Color mover = r.game.position().side_to_move();
  Result result = Result::Ongoing;
  switch (s.end) {
    case CsaEnd::MoverLoses:
      result = win_for(~mover);
      break;
    case CsaEnd::MoverWins:
      result = win_for(mover);
      break;
    case CsaEnd::SenteLoses:
      result = win_for(Black);
      break;
    case CsaEnd::GoteLoses:
      result = win_for(White);
      break;
    case CsaEnd::Draw:
      result = Result::Draw;
      break;
    case CsaEnd::Unfinished:
      break;
  }
  r.result = std::string(result_text(result));
  r.reason = std::string(s.reason);
  return r;
}

template <class V>
std::string write_csa(const Game<V>& game, Position<V> start,
                      const std::map<std::string, std::string>& header = {}) {
  using G = typename V::geometry;
  std::string out = "V2.2\n";
  for (const auto& [k, v] : header) out += k + (k[0] == '$' ? ":" : "") + v + "\n";
  for (int r = G::ranks - 1; r >= 0; --r) {
    out += "P" + std::to_string(G::ranks - r);
    for (int f = 0; f < G::files; ++f) {
      const Piece p = start.piece_on(G::square(f, r));
      out += p == NoPiece ? std::string(" * ")
                          : (color_of(p) == White ? "+" : "-") +
                                std::string(detail::csa_code<V>(kind_of(p)));
    }
    out += '\n';
  }
  for (Color c : {White, Black}) {
    std::string hand;
    for (int k = 0; k < Traits<V>::kinds; ++k)
      for (int n = 0; n < start.hand(c, k); ++n) hand += "00" + std::string(detail::csa_code<V>(k));
    if (!hand.empty()) out += std::string(c == White ? "P+" : "P-") + hand + '\n';
  }
  out += start.side_to_move() == White ? "+\n" : "-\n";
  Position<V> pos = start;
  for (Move m : game.moves()) {
    out += pos.side_to_move() == White ? '+' : '-';
    out += m.type() == MoveType::Drop ? std::string("00") : square_name<G, csa_squares>(m.from());
    out += square_name<G, csa_squares>(m.to());
    out += detail::csa_code<V>(m.type() == MoveType::Drop        ? m.aux()
                               : m.type() == MoveType::Promotion ? m.aux()
                                                                 : kind_of(pos.piece_on(m.from())));
    out += '\n';
    pos.make(m);
  }
  const Outcome o = game.outcome();
  if (o.reason == Reason::Sennichite) out += "%SENNICHITE\n";
  return out;
}

}  // namespace boardlab
