#pragma once
// EngineSession for one variant: the game, kept by the variant's referee (the registry's one
// implementation of positions, moves and perft), and the shared Searcher, whose table lives as
// long as the session (so it persists between the moves of a game).
#include <memory>

#include "framework/search/mate_search.hpp"
#include "tools/protocol/engine_session.hpp"
#include "tools/protocol/search_text.hpp"
#include "tools/registry/eval_file.hpp"
#include "tools/registry/variant_referee.hpp"

namespace boardlab::protocol {

template <class V>
class VariantSession final : public EngineSession {
 public:
  explicit VariantSession(std::size_t hash_mb) : searcher_(hash_mb) {}

  table::Referee& game() override { return referee_; }
  const table::Referee& game() const override { return referee_; }

  void resize_hash(std::size_t megabytes) override { searcher_.resize_hash(megabytes); }
  void clear_hash() override { searcher_.clear(); }
  void set_eval_file(const std::string& path) override {
    searcher_.set_weights(table::eval_file_weights<V>(path));
  }

  BestMove search(const search::Limits& limits,
                  const std::function<void(const std::string&)>& info) override {
    const Game<V>& game = referee_.state();
    const Position<V>& root = game.position();
    // A won declaration (the 27-point rule, where the variant has it) beats any move.
    if (const auto claim = game.claimable(); claim && claim->reason == Reason::Declaration &&
                                             claim->result == win_for(root.side_to_move()))
      return {BestMove::DeclareWin, {}, {}};
    if (legal_moves(root).empty()) return {BestMove::NoLegalMove, {}, {}};
    searcher_.set_game(game);
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
    return divide_text(depth, depth > 0 ? referee_.divide(depth, &stop) : table::DivideCount{});
  }

  MateAnswer mate(int max_plies, std::int64_t deadline_ms, const std::atomic<bool>* stop) override {
    const Position<V>& root = referee_.state().position();
    search::MateSearch<V> solver;
    const auto r = solver.solve(root, max_plies, deadline_ms, stop);
    return {r.status, pv_text(root, r.line)};
  }

 private:
  table::VariantReferee<V> referee_;
  search::Searcher<V> searcher_;
};

}  // namespace boardlab::protocol
