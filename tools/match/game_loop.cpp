// See game_loop.hpp.
#include "tools/match/game_loop.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::match {
namespace {

using Clock = std::chrono::steady_clock;

// --resign and --draw, by the engines' own scores after their moves (scores[c]: the c-th
// mover's). True when it ended the game.
bool adjudicate(PlayedGame& g, int c, const std::vector<int> (&scores)[2],
                const int (&moves_made)[2], const PlayerSpec* const (&spec)[2],
                const Adjudication& a) {
  auto last = [&](int who, int n, auto pred) {
    const auto& s = scores[who];
    if (int(s.size()) < n) return false;
    return std::all_of(s.end() - n, s.end(), pred);
  };
  if (a.resign_movecount &&
      last(c, a.resign_movecount, [&](int v) { return v <= -a.resign_score; }) &&
      last(1 - c, a.resign_movecount, [&](int v) { return v >= a.resign_score; })) {
    g.result = c == 0 ? "0-1" : "1-0";
    g.reason = "adjudication: " + spec[c]->name + " resigns by score";
    return true;
  }
  if (a.draw_movecount && moves_made[c] >= a.draw_movenumber) {
    auto small = [&](int v) { return std::abs(v) <= a.draw_score; };
    if (last(0, a.draw_movecount, small) && last(1, a.draw_movecount, small)) {
      g.result = "1/2-1/2";
      g.reason = "adjudication: draw by score";
      return true;
    }
  }
  return false;
}

// The game ended by the rules, an abort or the move limit before the next move: `g` says how.
bool ended_before_move(PlayedGame& g, const Referee& referee, const Opening& opening,
                       const GameRules& rules) {
  const GameEnd end = referee.end();
  if (end.over)
    g.result = end.result, g.reason = end.reason;
  else if (rules.abort && *rules.abort)
    g.result = "*", g.reason = "aborted";
  else if (int(referee.moves().size()) - int(opening.moves.size()) >= rules.max_plies)
    g.result = rules.max_plies_unfinished ? "*" : "1/2-1/2",
    g.reason = rules.max_plies_unfinished ? "max-plies" : "adjudication: maximum plies";
  else
    return false;
  return true;
}

// What the c-th mover is asked: the game so far and both clocks. An engine past its time and the
// margin (plus a grace second: `give_up_ms`) is killed; with no time to bound the wait (nodes,
// depth, give_up_ms 0), one silent for its --timeout.
MoveRequest request(const Referee& referee, const Opening& opening, int c,
                    const std::int64_t (&clock)[2], const int (&moves_made)[2],
                    const PlayerSpec* const (&spec)[2], std::int64_t give_up_ms) {
  const TimeControl& tc = spec[c]->limits;
  MoveRequest r;
  r.game = {opening.position, referee.moves()};
  r.first_to_move = c == 0;
  for (int s = 0; s < 2; ++s) {
    r.clock_ms[s] = clock[s] >= 0 ? clock[s] : clock[1 - s];
    r.increment_ms[s] = spec[s]->limits.increment_ms;
  }
  if (tc.moves) r.moves_to_go = tc.moves - moves_made[c] % tc.moves;
  r.give_up_ms = give_up_ms ? give_up_ms : spec[c]->timeout_ms;
  return r;
}

}  // namespace

PlayedGame play_out(Referee& referee, const Opening& opening, Player* const (&seat)[2],
                    const PlayerSpec* const (&spec)[2], const GameRules& rules) {
  PlayedGame g;
  std::int64_t clock[2] = {spec[0]->limits.base_ms, spec[1]->limits.base_ms};
  int moves_made[2] = {0, 0};
  std::vector<int> scores[2];
  auto lose = [&](int c, std::string reason) {
    g.result = c == 0 ? "0-1" : "1-0";
    g.reason = std::move(reason);
  };
  while (true) {
    if (ended_before_move(g, referee, opening, rules)) break;
    const int c = referee.first_to_move() ? 0 : 1;
    const TimeControl& tc = spec[c]->limits;
    const std::string& name = spec[c]->name;
    const std::int64_t allowed =
        tc.clocked() ? std::max<std::int64_t>(clock[c], 0) + tc.byoyomi_ms : tc.movetime_ms;
    const MoveRequest r = request(referee, opening, c, clock, moves_made, spec,
                                  allowed ? allowed + rules.time_margin_ms + 1000 : 0);
    const auto t0 = Clock::now();
    const MoveReply reply = seat[c]->think(r);
    const std::int64_t used =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
    g.used_ms[c] += used;
    if (reply.kind == MoveReply::Hung) {
      lose(c, "time forfeit: " + name + " " + reply.detail);
      break;
    }
    if (reply.kind == MoveReply::Crashed || reply.kind == MoveReply::Garbled) {
      lose(c, "engine failure: " + name + " " + reply.detail);
      break;
    }
    if (allowed && used > allowed + rules.time_margin_ms) {
      lose(c, "time forfeit: " + name + " used " + std::to_string(used) + " ms of " +
                  std::to_string(allowed));
      break;
    }
    if (tc.clocked()) {
      clock[c] =
          std::max<std::int64_t>(0, std::max<std::int64_t>(clock[c], 0) - used) + tc.increment_ms;
      if (tc.moves && (moves_made[c] + 1) % tc.moves == 0) clock[c] += tc.base_ms;
    }
    ++moves_made[c];
    if (reply.kind == MoveReply::Resign) {
      lose(c, "resignation");
      break;
    }
    if (reply.kind == MoveReply::DeclareWin) {
      if (referee.declaration_holds()) {
        g.result = c == 0 ? "1-0" : "0-1";
        g.reason = "declaration";
      } else {
        lose(c, "false declaration");
      }
      break;
    }
    try {
      referee.play(reply.move);
    } catch (const InputError& e) {
      lose(c, "illegal move " + quote_input(reply.move) + " by " + name + ": " + e.what());
      break;
    }
    g.move_info.push_back({reply.score_cp, reply.depth, reply.nodes, used});
    if (reply.score_cp) scores[c].push_back(*reply.score_cp);
    if (adjudicate(g, c, scores, moves_made, spec, rules.adjudicate)) break;
  }
  return g;
}

}  // namespace boardlab::match
