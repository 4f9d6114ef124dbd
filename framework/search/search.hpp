#pragma once
// The one game-tree search for every variant: iterative deepening with aspiration windows,
// principal-variation alpha-beta over a transposition table, quiescence on captures and
// promotions, ordering by table move / MVV-LVA / killers / countermoves / history, null-move
// pruning, late-move reductions and check extensions. The rules come from the descriptor's
// policies: repetition (and the perpetual-check loss), move-count and dead-position draws, what
// having no move means, and every draw is valued through the scoring policy, so under Armageddon
// Black steers into draws and White avoids them without a line of variant-specific code here.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "framework/game/game.hpp"
#include "framework/policies/outcome_policies.hpp"
#include "framework/rules/movegen.hpp"
#include "framework/search/evaluation.hpp"
#include "framework/search/see.hpp"
#include "framework/search/transposition_table.hpp"

namespace boardlab::search {

// Absolute time limits (steady-clock milliseconds, 0: none) that another thread may move while
// a search runs: a ponder search becomes the real one on `ponderhit`.
struct Deadlines {
  std::atomic<std::int64_t> soft_at{0}, hard_at{0};
};

inline std::int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// What ends a search. Depth 1 is always completed, so a search always has a move to give.
struct Limits {
  int depth = 0;                 // 0: no depth limit
  std::int64_t movetime_ms = 0;  // stop at this time; no new iteration after half of it (0: none)
  std::uint64_t nodes = 0;       // 0: no node limit
  int mate = 0;                  // stop once a mate in at most this many moves is found (0: off)
  int multipv = 1;               // how many best lines to search and report
  // Set by another thread to end the search (a protocol's `stop`); may be null.
  const std::atomic<bool>* stop = nullptr;
  // Time management, in milliseconds since the search began (0: none): no new iteration after
  // `soft_ms`, stop at `hard_ms`.
  std::int64_t soft_ms = 0, hard_ms = 0;
  // When set, the limits are read from here instead of soft_ms/hard_ms.
  const Deadlines* deadlines = nullptr;
};

// One of the MultiPV lines, best first.
struct Line {
  Value score = 0;
  std::vector<Move> pv;
};

struct Report {
  int depth = 0, seldepth = 0;
  Value score = 0;  // of the best line, whose moves are `pv`
  std::uint64_t nodes = 0;
  std::int64_t ms = 0;
  int hashfull = 0;  // per mille of the table written by this search
  std::vector<Move> pv;
  std::vector<Line> lines;  // every MultiPV line of the last completed iteration
};

template <class V>
class Searcher {
 public:
  using T = Traits<V>;
  using E = EvaluationOf<V>;
  using Rep = typename Desc<V>::repetition;
  using Clock = typename Desc<V>::move_count;

  explicit Searcher(std::size_t hash_mb = 16) : tt_(hash_mb) {}

  void resize_hash(std::size_t mb) { tt_.resize(mb); }
  void clear() {
    tt_.clear();
    for (auto& side : history_)
      for (auto& row : side) row.fill(0);
    for (auto& side : counters_)
      for (auto& row : side) row.fill(Move{});
  }
  void stop() { stop_requested_ = true; }
  // The evaluation's numbers (the compiled default until set: a weights file, a tuner's trial).
  void set_weights(const Weights<V>& w) { weights_ = w; }
  const Weights<V>& weights() const { return weights_; }

  // The quiescence value of `root` alone, from its side to move's view: no game history, no
  // limit (quiescence ends by itself). What a tuner resolves positions with (quiet_position.hpp).
  Value quiescence(const Position<V>& root) {
    Position<V> pos = root;
    limits_ = {};
    own_deadlines_.soft_at = own_deadlines_.hard_at = 0;
    deadlines_ = &own_deadlines_;
    nodes_ = 0;
    stopped_ = stop_requested_ = false;
    path_ = History<V>{};
    path_.push(pos);
    return qsearch(pos, -kInfinite, kInfinite, 0, 0);
  }

  // The positions of the game before its current one (keys, and whether their side to move was
  // in check), so that repetitions across the root are seen.
  void set_game(const Game<V>& game) {
    game_history_ = game.history();
    game_history_.pop();  // the current position is pushed again as the search's root
  }

  Report search(const Position<V>& root_position, const Limits& limits,
                const std::function<void(const Report&)>& on_iteration = {}) {
    Position<V> pos = root_position;
    limits_ = limits;
    start_ms_ = steady_ms();
    std::int64_t soft = limits.soft_ms, hard = limits.hard_ms;
    if (limits.movetime_ms) {
      if (!soft) soft = limits.movetime_ms / 2;
      hard = hard ? std::min(hard, limits.movetime_ms) : limits.movetime_ms;
    }
    own_deadlines_.soft_at = soft ? start_ms_ + soft : 0;
    own_deadlines_.hard_at = hard ? start_ms_ + hard : 0;
    deadlines_ = limits.deadlines ? limits.deadlines : &own_deadlines_;
    nodes_ = 0;
    stopped_ = false;
    stop_requested_ = false;
    tt_.new_search();
    path_ = game_history_;
    path_.push(pos);
    for (auto& k : killers_) k[0] = k[1] = Move{};
    // History ages where the evaluation data says so: what cut off in the game's earlier
    // searches counts for less, so the counts neither saturate over a long game nor order by
    // positions long gone.
    static_assert(history_age_shift() >= 0 && history_age_shift() < 31,
                  "evaluation data: history_age_shift is a shift of 0 to 30 bits");
    if constexpr (history_age_shift() > 0)
      for (auto& side : history_)
        for (auto& row : side)
          for (int& h : row) h >>= history_age_shift();
    Report best;
    int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 8) : kMaxPly - 8;
    const int lines = std::max(1, std::min(limits.multipv, int(legal_moves(pos).size())));
    std::vector<Line> found(lines);
    for (int depth = 1; depth <= max_depth; ++depth) {
      seldepth_ = 0;
      root_depth_ = depth;
      excluded_.clear();
      int completed = 0;
      for (int k = 0; k < lines; ++k) {
        const Value v = aspiration(pos, depth, found[k].score);
        if (stopped_ && depth > 1) break;
        found[k] = {v, std::vector<Move>(pv_[0], pv_[0] + pv_length_[0])};
        ++completed;
        if (found[k].pv.empty()) break;  // no legal move at the root
        excluded_.push_back(found[k].pv[0]);
      }
      if (completed < lines && depth > 1) {
        // Stopped inside the iteration. A root move searched to the end that rose above the
        // window's lower bound was judged deeper than the last whole iteration's choice, so it
        // is played, and reported so that the last line a GUI reads names it (one line only:
        // under MultiPV the new move may be another line's). The depth stays the last whole one.
        if (lines == 1 && pv_length_[0] > 0 && !best.pv.empty()) {
          best.pv.assign(pv_[0], pv_[0] + pv_length_[0]);
          best.score = root_score_;
          best.lines.front() = {best.score, best.pv};
          best.nodes = nodes_;
          best.ms = elapsed_ms();
          if (on_iteration) on_iteration(best);
        }
        break;
      }
      // Lines not searched again at this depth keep their place below the new ones.
      std::stable_sort(found.begin(), found.begin() + completed,
                       [](const Line& a, const Line& b) { return a.score > b.score; });
      best.depth = depth;
      best.seldepth = seldepth_;
      best.score = found[0].score;
      best.pv = found[0].pv;
      best.lines.assign(found.begin(), found.begin() + completed);
      best.nodes = nodes_;
      best.ms = elapsed_ms();
      best.hashfull = tt_.hashfull();
      if (on_iteration) on_iteration(best);
      if (best.pv.empty() || stopped_) break;
      if (limits.mate && best.score >= mate_in(2 * limits.mate)) break;
      const std::int64_t soft_at = deadlines_->soft_at;
      if (soft_at && steady_ms() >= soft_at) break;
    }
    best.nodes = nodes_;
    best.ms = elapsed_ms();
    return best;
  }

  std::uint64_t nodes() const { return nodes_; }

 private:
  std::int64_t elapsed_ms() const { return steady_ms() - start_ms_; }

  // One root search at `depth` in a window around the previous iteration's score, widened until
  // the score falls inside it.
  Value aspiration(Position<V>& pos, int depth, Value previous) {
    Value window = 30, alpha = -kInfinite, beta = kInfinite;
    if (depth >= 4)
      alpha = std::max(previous - window, -kInfinite),
      beta = std::min(previous + window, kInfinite);
    while (true) {
      const Value v = pvs(pos, alpha, beta, depth, 0, true);
      if (stopped_) return v;
      // A fail against a bound already at infinity cannot be widened: the value is final.
      if (v <= alpha && alpha > -kInfinite)
        alpha = std::max(alpha - window, -kInfinite);
      else if (v >= beta && beta < kInfinite)
        beta = std::min(beta + window, kInfinite);
      else
        return v;
      window = std::min(2 * window, kInfinite);
    }
  }

  // The node limit at every node, so that two budgets a few percent apart search differently (an
  // experiment jitters them to make the two games of a pair two games); the clock and the stop
  // flags every 1024 nodes. The first iteration always completes.
  void check_limits() {
    if (root_depth_ == 1) return;
    if (limits_.nodes && nodes_ >= limits_.nodes) {
      stopped_ = true;
      return;
    }
    if ((nodes_ & 1023) != 0) return;
    const std::int64_t hard_at = deadlines_->hard_at;
    if (stop_requested_ || (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) ||
        (hard_at && steady_ms() >= hard_at))
      stopped_ = true;
  }

  // A drawn result as the scoring policy values it for the side to move.
  static Value draw_value(Color us, int ply) {
    const Outcome o = Desc<V>::scoring::score({Result::Draw, Reason::Stalemate});
    if (o.result == Result::Draw) return 0;
    return o.result == win_for(us) ? kDecisive - ply : -(kDecisive - ply);
  }

  // Results by rule before any move is searched: the variant's goals, repetition (perpetual check
  // loses where the policy says so), move count, dead position. Returns true with the value if so.
  bool rule_value(const Position<V>& pos, int ply, Value& out) const {
    const Color us = pos.side_to_move();
    if constexpr (Desc<V>::goals::enabled)
      if (const auto goal = goal_outcome(pos)) return out = goal_value(*goal, us, ply), true;
    if constexpr (Rep::enabled) {
      if (const auto previous = path_.previous_occurrence(4)) {
        out = draw_value(us, ply);
        if constexpr (Rep::perpetual_check_loses)
          if (const auto checker = path_.perpetual_checker(*previous, us))
            out = *checker == us ? -(kDecisive - ply) : kDecisive - ply;
        return true;
      }
    }
    if constexpr (Clock::enabled)
      if (pos.rule50() >= Clock::claim_plies) return out = draw_value(us, ply), true;
    if (Desc<V>::dead_position::dead(pos)) return out = draw_value(us, ply), true;
    return false;
  }

  // A game decided by the variant's own rule, valued as a mate (a win now) or a draw.
  Value goal_value(Outcome goal, Color us, int ply) const {
    const Outcome o = Desc<V>::scoring::score(goal);
    if (o.result == Result::Draw) return draw_value(us, ply);
    return o.result == win_for(us) ? mate_in(ply) : mated_in(ply);
  }

  Value no_move_value(const Position<V>& pos, bool in_check, int ply) const {
    if constexpr (Desc<V>::goals::enabled)
      if (const auto goal = goal_outcome(pos)) return goal_value(*goal, pos.side_to_move(), ply);
    constexpr StalemateResult stalemated = Desc<V>::no_moves::stalemated;
    if (in_check || stalemated == StalemateResult::Loss) return mated_in(ply);
    if (stalemated == StalemateResult::Win) return -mated_in(ply);
    return draw_value(pos.side_to_move(), ply);
  }

  int moved_kind(const Position<V>& pos, Move m) const {
    return m.type() == MoveType::Drop ? m.aux() : kind_of(pos.piece_on(m.from()));
  }

  struct Scored {
    Move move;
    int score;
  };

  // `judge_exchange`: whether a capture's exchange is still to be judged by SEE (quiescence out
  // of check has kept only the captures that do not lose, and does not judge them again).
  int order_score(const Position<V>& pos, Move m, Move tt_move, Move counter, int ply,
                  bool judge_exchange = true) const {
    if (m == tt_move) return 1 << 30;
    int s = 0;
    if (pos.captures_enemy(m)) {
      const int victim = m.type() == MoveType::EnPassant ? kind_of(pos.piece_on(m.from()))
                                                         : kind_of(pos.piece_on(m.to()));
      s = E::mg_value[victim] * 16 - E::mg_value[moved_kind(pos, m)] / 16;
      // Captures that lose material in the exchange go after the quiet moves.
      const bool loses =
          judge_exchange && m.type() != MoveType::Promotion && !see_at_least(pos, m, 0);
      s += loses ? -(1 << 24) : 1 << 24;
    }
    if (m.type() == MoveType::Promotion) s += (1 << 23) + E::mg_value[m.aux()];
    if (s) return s;
    if (m == killers_[ply][0]) return (1 << 22) + 1;
    if (m == killers_[ply][1]) return 1 << 22;
    if (m == counter) return (1 << 22) - 1;
    return history_[pos.side_to_move()][moved_kind(pos, m)][m.to()];
  }

  // The depth from which internal iterative reduction applies (evaluation data); 0: it does not.
  static constexpr int iir_depth() {
    if constexpr (requires { E::iir_depth; })
      return E::iir_depth;
    else
      return 0;
  }

  // By how many bits the history counts shrink at each new search (evaluation data); 0: they
  // carry over whole.
  static constexpr int history_age_shift() {
    if constexpr (requires { E::history_age_shift; })
      return E::history_age_shift;
    else
      return 0;
  }

  // The depth from which the table's move is tested for a singular extension (evaluation data
  // singular_depth); 0: never.
  static constexpr int singular_depth() {
    if constexpr (requires { E::singular_depth; })
      return E::singular_depth;
    else
      return 0;
  }

  // Whether reverse futility and late-move pruning follow "improving" (evaluation data
  // improving_prunes); otherwise they ignore it.
  static constexpr bool improving_prunes() {
    if constexpr (requires { E::improving_prunes; })
      return E::improving_prunes;
    else
      return false;
  }

  // Whether a quiet cut-off also lowers the history of the quiet moves tried before it, every
  // count following its record with "gravity" (evaluation data history_penalties); otherwise
  // only the cut-off move's count grows, by depth squared up to 2^20.
  static constexpr bool history_penalties() {
    if constexpr (requires { E::history_penalties; })
      return E::history_penalties;
    else
      return false;
  }

  // History counts move toward +-kHistoryLimit by a share of the way that shrinks as they near
  // it ("gravity"), so a move's count follows its recent record instead of saturating.
  static constexpr int kHistoryLimit = 1 << 14;
  static void update_history(int& h, int bonus) {
    h += bonus - h * std::abs(bonus) / kHistoryLimit;
  }

  // Centipawns per ply of reverse futility and futility pruning (evaluation data
  // pruning_margin, default 120): how far the static evaluation may miss what a shallow search
  // would find, which depends on how much one move can swing the game's evaluation.
  static constexpr int pruning_margin() {
    if constexpr (requires { E::pruning_margin; })
      return E::pruning_margin;
    else
      return 120;
  }

  // Late-move reduction, growing with the logarithms of depth and move number (a table, so
  // the hot loop does no floating point).
  static int reduction(int depth, int index) {
    static const auto table = [] {
      std::array<std::array<std::uint8_t, 64>, 64> t{};
      for (int d = 1; d < 64; ++d)
        for (int i = 1; i < 64; ++i) t[d][i] = std::uint8_t(0.5 + std::log(d) * std::log(i) / 2.0);
      return t;
    }();
    return table[std::min(depth, 63)][std::min(index, 63)];
  }

  // Picks the best-scored move of scored_[i, end) and swaps it into place i.
  Move pick(std::size_t i, std::size_t end) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < end; ++j)
      if (scored_[j].score > scored_[best].score) best = j;
    std::swap(scored_[i], scored_[best]);
    return scored_[i].move;
  }

  // A node's scored moves are one frame on top of scored_: it appends them and this gives the
  // buffer back to the node's parent on every way out. Frames are indices, not pointers, as a
  // child's frame may grow the buffer and move it.
  class Frame {
   public:
    explicit Frame(std::vector<Scored>& buffer) : buffer_(buffer), begin_(buffer.size()) {}
    ~Frame() { buffer_.resize(begin_); }
    Frame(const Frame&) = delete;
    Frame& operator=(const Frame&) = delete;
    std::size_t begin() const { return begin_; }
    std::size_t end() const { return buffer_.size(); }

   private:
    std::vector<Scored>& buffer_;
    std::size_t begin_;
  };

  // What the move made at a ply was, for the countermove of the ply after: the kind that moved
  // (or was dropped) and where to; kind -1 for a null move.
  struct Played {
    int kind = -1;
    int to = 0;
  };

  bool has_pieces(const Position<V>& pos, Color c) const {
    for (int k = 0; k < T::kinds; ++k)
      if (k != T::royal && !T::pawn_like(k) && (pos.pieces(c, k) || pos.hand(c, k))) return true;
    return false;
  }

  void push(const Position<V>& pos) { path_.push(pos); }
  void pop() { path_.pop(); }

  Value pvs(Position<V>& pos, Value alpha, Value beta, int depth, int ply, bool allow_null) {
    pv_length_[ply] = ply;
    if (depth <= 0) return qsearch(pos, alpha, beta, ply, 0);
    ++nodes_;
    check_limits();
    seldepth_ = std::max(seldepth_, ply);
    const bool root = ply == 0, pv_node = beta - alpha > 1;
    if (!root) {
      if (stopped_) return 0;
      Value rule;
      if (rule_value(pos, ply, rule)) return rule;
      if (ply >= kMaxPly - 2) return evaluate(pos, weights_);
      alpha = std::max(alpha, mated_in(ply));
      beta = std::min(beta, mate_in(ply + 1));
      if (alpha >= beta) return alpha;
    }
    const bool in_check = path_.last_in_check();
    const Key key = pos.key();
    // The move a singular test leaves out (none outside one; never where the data has no
    // singular extensions, so their searches pay nothing for it).
    const Move skip = singular_depth() > 0 ? singular_skip_[ply] : Move{};
    Move tt_move{};
    Value tt_value = 0;
    int tt_depth = -1;
    std::uint8_t tt_bound = kNone;
    if (const TTEntry* e = skip == Move{} ? tt_.probe(key) : nullptr) {
      tt_move = e->move;
      const Value tv = from_table(e->value, ply);
      tt_value = tv, tt_depth = e->depth, tt_bound = e->bound;
      if (!pv_node && e->depth >= depth &&
          (e->bound == kExact || (e->bound == kLower && tv >= beta) ||
           (e->bound == kUpper && tv <= alpha)))
        return tv;
    }
    // Internal iterative reduction: a node the table knows no move for is searched one ply
    // shallower; its poorly ordered moves cost the most, and if it matters, the next iteration
    // comes back to it with a table move. Evaluation data says from which depth, if at all.
    if constexpr (iir_depth() > 0)
      if (!root && depth >= iir_depth() && tt_move == Move{} && skip == Move{}) --depth;
    const Value eval = in_check ? -kInfinite : evaluate(pos, weights_);
    // "Improving": the side to move stands better than at its previous turn. Such a node is
    // more likely to fail high, so pruning that expects a fail high trusts it sooner and pruning
    // that expects a fail low waits longer.
    static_eval_[ply] = eval;
    const bool improving =
        improving_prunes() && !in_check && ply >= 2 && eval > static_eval_[ply - 2];
    if (!pv_node && !in_check && !is_mate(beta) && skip == Move{}) {
      // Reverse futility: far above beta at low depth.
      if (depth <= 3 && eval - pruning_margin() * (depth - int(improving)) >= beta) return eval;
      // Null move, not where zugzwang is likely (only king and pawns left).
      if (allow_null && depth >= 3 && eval >= beta && has_pieces(pos, pos.side_to_move())) {
        const int r = 2 + depth / 4;
        played_[ply] = Played{};
        pos.make_null();
        push(pos);
        const Value v = -pvs(pos, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
        pop();
        pos.unmake_null();
        if (stopped_) return 0;
        if (v >= beta) return is_mate(v) ? beta : v;
      }
    }

    const auto moves = legal_moves(pos);
    if (moves.empty()) return no_move_value(pos, in_check, ply);
    // The quiet move that last refuted the move just played (none after a null move or at the
    // root, whose previous move this search did not play).
    const Played previous = root ? Played{} : played_[ply - 1];
    Move* const counter =
        previous.kind < 0 ? nullptr : &counters_[pos.side_to_move()][previous.kind][previous.to];
    const Frame frame(scored_);
    for (Move m : moves)
      scored_.push_back({m, order_score(pos, m, tt_move, counter ? *counter : Move{}, ply)});
    const std::size_t end = frame.end();

    const Value original_alpha = alpha;
    Value best = -kInfinite;
    Move best_move{};
    int searched = 0;
    // The quiet moves searched here without a cut-off, for history_penalties(): plain pairs
    // left uninitialised, as a Played's default members would cost 64 stores at every node, also
    // where history_penalties() is off and the list is never read.
    struct Tried {
      int kind, to;
    };
    std::array<Tried, 32> quiets_tried;
    int quiets = 0;
    for (std::size_t next = frame.begin(); next < end; ++next) {
      const Move m = pick(next, end);
      if (root && std::find(excluded_.begin(), excluded_.end(), m) != excluded_.end()) continue;
      if (m == skip) continue;
      const int i = searched++;
      const bool quiet = !pos.captures_enemy(m) && m.type() != MoveType::Promotion;
      const int kind = moved_kind(pos, m);
      // Shallow quiet moves that neither check nor escape check are pruned once a move that
      // does not lose is in hand: late ones (late-move pruning) and those that cannot lift a
      // static evaluation far below alpha (futility pruning). Decided before the move is made:
      // most moves of a late list end here, and asking whether one checks costs less than
      // playing it.
      if (!root && !pv_node && !in_check && quiet && i > 0 && best > -kMateBound && depth <= 3 &&
          (i >= (3 + depth * depth) / (2 - int(improving)) ||
           eval + 100 + pruning_margin() * depth <= alpha) &&
          !gives_check(pos, m))
        continue;
      // At shallow depth, once a move that does not lose is in hand, moves that lose material
      // in the exchange on their square are pruned: captures losing over 100 middlegame units a
      // ply (chess's pawn is 64), quiet moves over 25 per ply squared. Checks are kept.
      if (!root && !in_check && i > 0 && best > -kMateBound && depth <= 6 &&
          !see_at_least(pos, m, quiet ? -25 * depth * depth : -100 * depth) && !gives_check(pos, m))
        continue;
      // Singular extension: the table's move, if every other move falls well short of its
      // value in a reduced search without it, is searched a ply deeper; if another move reaches
      // beta too, the node fails high at once (several moves refute the opponent's). The test
      // searches this same ply again and overwrites its pv, killer and played slots: safe only
      // because the table's move is the node's first, before anything of this node is in them.
      int extension = 0;
      if (singular_depth() > 0 && !root && m == tt_move && depth >= singular_depth() &&
          tt_depth >= depth - 3 && (tt_bound == kLower || tt_bound == kExact) &&
          !is_mate(tt_value) && ply < 2 * root_depth_) {
        const Value singular_beta = tt_value - 2 * depth;
        singular_skip_[ply] = m;
        const Value v = pvs(pos, singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false);
        singular_skip_[ply] = Move{};
        if (stopped_) return 0;
        if (v < singular_beta)
          extension = 1;
        else if (singular_beta >= beta)
          return singular_beta;
      }
      played_[ply] = {kind, m.to()};
      pos.make(m);
      push(pos);
      const bool checks = path_.last_in_check();
      const int new_depth = depth - 1 + (extension || (checks && ply < 2 * root_depth_) ? 1 : 0);
      Value v;
      if (i == 0) {
        v = -pvs(pos, -beta, -alpha, new_depth, ply + 1, true);
      } else {
        int r = 0;
        // Late quiet moves are searched shallower first; less so on the principal variation,
        // never at the root.
        if (!root && depth >= 3 && i >= 3 && quiet && !in_check && !checks)
          r = std::max(0, std::min(new_depth - 1, reduction(depth, i) - int(pv_node)));
        v = -pvs(pos, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
        if (v > alpha && r > 0) v = -pvs(pos, -alpha - 1, -alpha, new_depth, ply + 1, true);
        if (v > alpha && v < beta) v = -pvs(pos, -beta, -alpha, new_depth, ply + 1, true);
      }
      pop();
      pos.unmake(m);
      if (stopped_) return 0;
      if (v > best) {
        best = v;
        best_move = m;
        if (v > alpha) {
          alpha = v;
          if (root) root_score_ = v;
          pv_[ply][ply] = m;
          for (int j = ply + 1; j < pv_length_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
          pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
          if (alpha >= beta) {
            if (quiet) {
              if (killers_[ply][0] != m) killers_[ply][1] = killers_[ply][0], killers_[ply][0] = m;
              auto& table = history_[pos.side_to_move()];
              if constexpr (history_penalties()) {
                const int bonus = std::min(16 * depth * depth, kHistoryLimit / 4);
                update_history(table[kind][m.to()], bonus);
                for (int q = 0; q < quiets; ++q)
                  update_history(table[quiets_tried[q].kind][quiets_tried[q].to], -bonus);
              } else {
                int& h = table[kind][m.to()];
                h = std::min(h + depth * depth, 1 << 20);
              }
              if (counter) *counter = m;
            }
            break;
          }
        }
      }
      if (history_penalties() && quiet && quiets < int(quiets_tried.size()))
        quiets_tried[quiets++] = {kind, m.to()};
    }
    if (root && !excluded_.empty()) return best;  // a later MultiPV line: not the position's value
    if (skip != Move{}) return best == -kInfinite ? alpha : best;  // a singular test: not stored
    tt_.store(key, best_move, to_table(best, ply), depth,
              best >= beta            ? kLower
              : best > original_alpha ? kExact
                                      : kUpper);
    return best;
  }

  // Captures and promotions; all evasions when in check, but only for the first few plies of
  // quiescence: in games with drops a check can be answered by interposing any piece in hand, and
  // unbounded chains of such checks and interpositions would swamp the search.
  static constexpr int kQuiescenceCheckPlies = 4;

  Value qsearch(Position<V>& pos, Value alpha, Value beta, int ply, int qply) {
    ++nodes_;
    check_limits();
    pv_length_[ply] = ply;
    if (stopped_) return 0;
    seldepth_ = std::max(seldepth_, ply);
    if (Desc<V>::dead_position::dead(pos)) return draw_value(pos.side_to_move(), ply);
    if constexpr (Desc<V>::goals::enabled)
      if (const auto goal = goal_outcome(pos)) return goal_value(*goal, pos.side_to_move(), ply);
    const bool in_check = path_.last_in_check();
    if (ply >= kMaxPly - 2) return in_check ? 0 : evaluate(pos, weights_);
    if (in_check && qply >= kQuiescenceCheckPlies) return evaluate(pos, weights_);
    Value best = -kInfinite;
    if (!in_check) {
      best = evaluate(pos, weights_);
      if (best >= beta) return best;
      alpha = std::max(alpha, best);
    }
    // Out of check only captures and promotions are searched, so only they are generated; when
    // there are none, whether any move exists decides between standing pat and the game's end.
    const auto moves = in_check ? legal_moves(pos) : noisy_moves(pos);
    if (moves.empty() && (in_check || count_legal(pos) == 0))
      return no_move_value(pos, in_check, ply);
    const Frame frame(scored_);
    // Out of check, captures that lose material in the exchange are not tried.
    for (Move m : moves)
      if (in_check || m.type() == MoveType::Promotion ||
          (pos.captures_enemy(m) && see_at_least(pos, m, 0)))
        scored_.push_back({m, order_score(pos, m, Move{}, Move{}, ply, in_check)});
    const std::size_t end = frame.end();
    for (std::size_t i = frame.begin(); i < end; ++i) {
      const Move m = pick(i, end);
      pos.make(m);
      push(pos);
      const Value v = -qsearch(pos, -beta, -alpha, ply + 1, qply + 1);
      pop();
      pos.unmake(m);
      if (stopped_) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  TranspositionTable tt_;
  Weights<V> weights_ = compiled_weights<V>;
  Limits limits_;
  std::int64_t start_ms_ = 0;
  Deadlines own_deadlines_;
  const Deadlines* deadlines_ = &own_deadlines_;
  std::vector<Move> excluded_;  // root moves of the MultiPV lines already found at this depth
  // The scored move lists of the nodes on the current path, one Frame each: it grows to the
  // deepest path's need and is then reused, where each node allocated a list of its own.
  std::vector<Scored> scored_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::atomic<bool> stop_requested_{false};
  int seldepth_ = 0, root_depth_ = 1;
  History<V> game_history_, path_;
  Move pv_[kMaxPly][kMaxPly]{};
  int pv_length_[kMaxPly]{};
  Value root_score_ = 0;  // the value of pv_[0] in the iteration under way
  Move killers_[kMaxPly][2]{};
  Move singular_skip_[kMaxPly]{};  // the table's move left out of a node's singular test
  std::array<std::array<std::array<int, V::geometry::squares>, T::kinds>, 2> history_{};
  Played played_[kMaxPly]{};
  Value static_eval_[kMaxPly]{};  // the static evaluation at each ply of the current path
  // Countermoves: for the side to move, by the kind and destination of the opponent's last move,
  // the quiet move that last cut off after it; ordered after the killers.
  std::array<std::array<std::array<Move, V::geometry::squares>, T::kinds>, 2> counters_{};
};

}  // namespace boardlab::search
