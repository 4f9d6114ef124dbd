#pragma once
// EngineSession for one variant: a Game fed by the protocol's `position` commands and the shared
// Searcher, whose table lives as long as the session (so it persists between the moves of a
// game).
#include <memory>

#include "framework/game/game_text.hpp"
#include "framework/rules/perft.hpp"
#include "tools/protocol/engine_session.hpp"
#include "tools/protocol/search_text.hpp"

namespace boardlab::protocol {

template <class V>
class VariantSession final : public EngineSession {
 public:
  explicit VariantSession(std::size_t hash_mb)
      : game_(V::notation::template parse_position<V>(V::start_position)), searcher_(hash_mb) {}

  void set_position(std::optional<std::string_view> text,
                    std::span<const std::string_view> moves) override {
    Game<V> g(V::notation::template parse_position<V>(text ? *text : V::start_position));
    play_listed(g, moves, "move", notation_move, AfterEnd::Allow);
    game_ = std::move(g);
  }
  std::string position_text() const override {
    return V::notation::template write_position<V>(game_.position());
  }
  bool first_player_to_move() const override { return game_.position().side_to_move() == White; }
  int legal_move_count() const override { return int(legal_moves(game_.position()).size()); }

  void resize_hash(std::size_t megabytes) override { searcher_.resize_hash(megabytes); }
  void clear_hash() override { searcher_.clear(); }

  BestMove search(const search::Limits& limits,
                  const std::function<void(const std::string&)>& info) override {
    const Position<V>& root = game_.position();
    // A won declaration (the 27-point rule, where the variant has it) beats any move.
    if (const auto claim = game_.claimable(); claim && claim->reason == Reason::Declaration &&
                                              claim->result == win_for(root.side_to_move()))
      return {BestMove::DeclareWin, {}, {}};
    if (legal_moves(root).empty()) return {BestMove::NoLegalMove, {}, {}};
    searcher_.set_game(game_);
    const auto r = searcher_.search(root, limits, [&](const search::Report& rep) {
      for (const std::string& line : info_lines(root, rep)) info(line);
    });
    BestMove b;
    b.move = V::notation::template move_text<V>(root, r.pv[0]);
    if (r.pv.size() > 1) {
      Position<V> after = root;
      after.make(r.pv[0]);
      b.ponder = V::notation::template move_text<V>(after, r.pv[1]);
    }
    return b;
  }

  std::string divide(int depth, const std::atomic<bool>& stop) override {
    Position<V> pos = game_.position();
    std::string text;
    std::uint64_t total = depth == 0 ? 1 : 0;
    if (depth > 0) {
      const auto moves = legal_moves(pos);
      int done = 0;
      for (Move m : moves) {
        pos.make(m);
        const auto nodes = perft_until(pos, depth - 1, stop);
        pos.unmake(m);
        if (!nodes)
          return text + "info string perft stopped after " + std::to_string(done) + " of " +
                 std::to_string(moves.size()) + " root moves";
        ++done;
        total += *nodes;
        text += V::notation::template move_text<V>(pos, m) + ": " + std::to_string(*nodes) + '\n';
      }
    }
    return text + "\nNodes searched: " + std::to_string(total);
  }

  MateAnswer mate(int max_plies, std::int64_t deadline_ms, const std::atomic<bool>* stop) override {
    search::MateSearch<V> solver;
    const auto r = solver.solve(game_.position(), max_plies, deadline_ms, stop);
    return {r.status, pv_text(game_.position(), r.line)};
  }

 private:
  Game<V> game_;
  search::Searcher<V> searcher_;
};

}  // namespace boardlab::protocol
