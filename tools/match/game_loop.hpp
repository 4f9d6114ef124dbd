#pragma once
// One game played out between two players under a referee: clocks kept here, every reply
// checked (time, legality, resignation, declaration), the rules asked after every move, and the
// engines' scores used for --resign/--draw adjudication. `boardlab match` and
// `boardlab experiment` both play their games through it.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "tools/match/player.hpp"
#include "tools/match/referee.hpp"

namespace boardlab::match {

struct Adjudication {
  int resign_movecount = 0, resign_score = 0;  // 0 movecount: off
  int draw_movenumber = 0, draw_movecount = 0, draw_score = 0;
};

struct GameRules {
  int max_plies = 600;  // after the opening; then a draw by adjudication, or (below) unfinished
  // Self-play and experiments count a game the move limit cut as unfinished ("*", "max-plies"),
  // not drawn by any rule; a match adjudicates it a draw, as cutechess-cli does.
  bool max_plies_unfinished = false;
  std::int64_t time_margin_ms = 50;  // a reply this late past the clock still counts
  Adjudication adjudicate;
  // Set from another thread (a failed record write, an interruption): the game ends unfinished,
  // "*", before the next move is asked for.
  const std::atomic<bool>* abort = nullptr;
};

struct PlayedGame {
  std::string result = "*", reason;
  std::int64_t used_ms[2] = {0, 0};  // by the first and the second mover
  std::vector<MoveInfo> move_info;   // one per move played after the opening
};

// Plays from `opening` (already started on `referee`) to the end. seat[0] has the first move
// (White / sente), seat[1] the second; spec[c] are their settings.
PlayedGame play_out(Referee& referee, const Opening& opening, Player* const (&seat)[2],
                    const PlayerSpec* const (&spec)[2], const GameRules& rules);

}  // namespace boardlab::match
