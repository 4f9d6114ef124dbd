#pragma once
// Referee for one variant (see referee.hpp): a Game<V> fed with move texts.
#include <random>

#include "framework/game/game_text.hpp"
#include "framework/notation/text_fields.hpp"
#include "framework/rules/perft.hpp"
#include "tools/registry/eval_file.hpp"
#include "tools/registry/referee.hpp"

namespace boardlab::table {

template <class V>
class VariantReferee final : public Referee {
  using N = typename V::notation;

 public:
  VariantReferee() : game_(N::template parse_position<V>(V::start_position)) {}

  void start(const Opening& opening) override { begin(opening, "opening move", AfterEnd::Refuse); }
  void set_position(const Opening& opening) override { begin(opening, "move", AfterEnd::Allow); }
  // The game itself, for what works on the variant's own types (the engine session's search).
  const Game<V>& state() const { return game_; }

  std::vector<std::string> random_moves(int plies, std::uint64_t seed) const override {
    std::mt19937_64 rng(seed);
    Game<V> g = game_;
    std::vector<std::string> texts;
    for (int i = 0; i < plies && !g.outcome().over(); ++i) {
      const auto legal = legal_moves(g.position());
      const Move m = legal[rng() % legal.size()];
      texts.push_back(N::template move_text<V>(g.position(), m));
      g.play(m);
    }
    return texts;
  }

  Opening read_opening(std::string_view format, std::string_view text) const override {
    if (format == "pgn") {
      const Game<V> g = N::template read_record<V>("pgn", text);
      Opening o{N::template write_position<V>(g.start()), {}};
      Position<V> pos = g.start();
      for (Move m : g.moves()) {
        o.moves.push_back(N::template move_text<V>(pos, m));
        pos.make(m);
      }
      return o;
    }
    const auto words = split_words(text);
    std::size_t i = words.size() && words[0] == "position" ? 1 : 0;
    Opening o;
    if (i < words.size() && words[i] == "startpos") {
      ++i;
    } else if (i < words.size() && (words[i] == "fen" || words[i] == "sfen")) {
      std::vector<std::string_view> fields;
      for (++i; i < words.size() && words[i] != "moves"; ++i) fields.push_back(words[i]);
      o.position = join(fields, " ");
    } else {
      o.position = position_line(text);
      i = words.size();
    }
    if (i < words.size() && words[i] == "moves") ++i;
    for (; i < words.size(); ++i) o.moves.emplace_back(words[i]);
    VariantReferee<V>().start(o);  // an illegal opening is refused here, by name
    return o;
  }

  std::string start_text() const override { return N::template write_position<V>(game_.start()); }
  bool standard_start() const override {
    return start_text() ==
           N::template write_position<V>(N::template parse_position<V>(V::start_position));
  }
  const std::vector<std::string>& moves() const override { return moves_; }
  bool first_to_move() const override { return game_.position().side_to_move() == White; }
  int legal_move_count() const override { return int(legal_moves(game_.position()).size()); }

  std::vector<int> material_balance() const override {
    using T = Traits<V>;
    const Position<V>& pos = game_.position();
    std::vector<int> balance;
    for (int k = 0; k < T::kinds; ++k) {
      if (k == T::royal) continue;
      int n = popcount(pos.pieces(White, k)) - popcount(pos.pieces(Black, k));
      if constexpr (T::has_hands) n += pos.hand(White, k) - pos.hand(Black, k);
      balance.push_back(n);
    }
    return balance;
  }
  std::vector<std::string> piece_symbols() const override {
    std::vector<std::string> symbols;
    for (int k = 0; k < Traits<V>::kinds; ++k)
      if (k != Traits<V>::royal) symbols.emplace_back(V::pieces[k].symbol);
    return symbols;
  }

  std::vector<std::pair<int, int>> weight_values(const std::string& eval_file) const override {
    const auto weights = eval_file_weights<V>(eval_file);
    std::vector<std::pair<int, int>> values;
    for (int k = 0; k < Traits<V>::kinds; ++k)
      if (k != Traits<V>::royal) values.emplace_back(weights.value_mg[k], weights.value_eg[k]);
    return values;
  }

  std::string random_start(std::uint64_t seed) const override {
    if constexpr (Desc<V>::has_numbered_starts) {
      using S = typename Desc<V>::numbered_start;
      return S::fen(int(seed % std::uint64_t(S::count)));
    } else {
      return N::template write_position<V>(N::template parse_position<V>(V::start_position));
    }
  }

  std::string position_text() const override {
    return N::template write_position<V>(game_.position());
  }

  DivideCount divide(int depth, const std::atomic<bool>* stop) const override {
    Position<V> pos = game_.position();
    DivideCount out;
    if (!stop) {
      for (const DivideEntry& e : perft_divide(pos, depth))
        out.moves.emplace_back(N::template move_text<V>(game_.position(), e.move), e.nodes);
      out.root_moves = out.moves.size();
      return out;
    }
    const auto moves = legal_moves(pos);
    out.root_moves = moves.size();
    for (Move m : moves) {
      pos.make(m);
      const auto nodes = perft_until(pos, depth - 1, *stop);
      pos.unmake(m);
      if (!nodes) {
        out.stopped = true;
        break;
      }
      out.moves.emplace_back(N::template move_text<V>(pos, m), *nodes);
    }
    return out;
  }

  std::vector<MoveChoice> move_choices() const override {
    const Position<V>& pos = game_.position();
    std::vector<MoveChoice> out;
    for (const Move m : legal_moves(pos)) {
      Position<V> after = pos;
      after.make(m);
      MoveChoice c{N::template move_text<V>(pos, m), special(m, after), 0};
      for (const Move reply : legal_moves(after)) {
        Position<V> next = after;
        next.make(reply);
        // Rules that only some positions allow weigh more than checks, which most allow.
        c.specials_after += reply.type() != MoveType::Normal ? 4 : next.in_check() ? 1 : 0;
      }
      out.push_back(std::move(c));
    }
    return out;
  }

  void play(std::string_view move) override {
    game_.play(N::template parse_move<V>(game_.position(), move));
    moves_.emplace_back(move);
  }

  GameEnd end() const override {
    Outcome o = game_.outcome();
    if (!o.over())
      if (const auto claim = game_.claimable()) {
        const Outcome scored = Desc<V>::scoring::score(*claim);
        // Claimed by the side to move unless it loses by it (a declaration is made by USI
        // `bestmove win`, not here).
        if (claim->reason != Reason::Declaration &&
            scored.result != win_for(~game_.position().side_to_move()))
          o = scored;
      }
    if (!o.over()) return {};
    return {true, std::string(result_text(o.result)), std::string(reason_text(o.reason))};
  }

  bool declaration_holds() const override {
    const auto claim = game_.claimable();
    return claim && claim->reason == Reason::Declaration &&
           claim->result == win_for(game_.position().side_to_move());
  }

  std::string record(std::string_view format,
                     const std::map<std::string, std::string>& tags) const override {
    return N::template write_record<V>(format, game_, tags);
  }
  std::string_view record_formats() const override { return N::record_formats; }

 private:
  void begin(const Opening& opening, std::string_view label, AfterEnd after_end) {
    Game<V> g(
        N::template parse_position<V>(opening.position ? *opening.position : V::start_position));
    play_listed(g, opening.moves, label, notation_move, after_end);
    game_ = std::move(g);
    moves_ = opening.moves;
  }

  // A move that exercises a rule beyond moving and capturing, or gives check.
  static bool special(Move m, const Position<V>& after) {
    return m.type() != MoveType::Normal || after.in_check();
  }

  // A position given alone: FEN/SFEN, or an EPD line (four FEN fields, then operations).
  static std::string position_line(std::string_view text) {
    try {
      N::template parse_position<V>(text);
      return std::string(text);
    } catch (const InputError& e) {
      const auto words = split_words(text);
      if (words.size() < 4) throw;
      const std::string epd =
          join(std::vector<std::string_view>(words.begin(), words.begin() + 4), " ") + " 0 1";
      try {
        N::template parse_position<V>(epd);
      } catch (const InputError&) {
        throw e;
      }
      return epd;
    }
  }

  Game<V> game_;
  std::vector<std::string> moves_;
};

}  // namespace boardlab::table
