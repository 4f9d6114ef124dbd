#pragma once
// The games `boardlab tune` learns from, as positions with results: games.jsonl lines (match,
// experiment) of the variant tuned, and PGN, CSA or USI record files; each game replayed, its
// positions after the first plies made quiet by the variant's quiescence search and traced.
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "framework/search/quiet_position.hpp"
#include "tools/cli/record_game.hpp"
#include "tools/match/game_line.hpp"
#include "tools/tune/tuner.hpp"

namespace boardlab::cli {

// One game to replay: a games.jsonl line, or one game's text of a record file.
struct TuneGame {
  std::string where;  // "'F' line N" or "'F', game K": for errors
  std::optional<match::GameLine> line;
  std::string format, text;
};

struct TuneGames {
  std::vector<TuneGame> games;
  std::map<std::string, std::size_t> skipped;  // why -> how many
};

// The games of FILES for variant V; a games.jsonl line of another variant is skipped
// (an experiment's file holds every variant of the run) and counted.
template <class V>
TuneGames read_tune_games(const std::vector<std::string>& files) {
  TuneGames out;
  for (const std::string& file : files) {
    const std::filesystem::path path(file);
    const std::string format = path.has_extension() ? path.extension().string().substr(1) : "";
    if (format == "jsonl") {
      std::ifstream in(file, std::ios::binary);
      if (!in) throw InputError("cannot read " + quote_path(file));
      int number = 0;
      for (std::string text; std::getline(in, text);) {
        const std::string where = quote_path(file) + " line " + std::to_string(++number);
        if (is_note_or_blank(text)) continue;
        match::GameLine line;
        try {
          line = match::parse_game_line(text);
        } catch (const match::BadGameLine& e) {
          throw InputError(where + ": not a game line (" + e.what() + ")");
        }
        if (line.variant != V::name) {
          ++out.skipped["another variant"];
          continue;
        }
        out.games.push_back({where, std::move(line), "", ""});
      }
      if (in.bad()) throw InputError("cannot read " + quote_path(file));
      continue;
    }
    if (format != "pgn" && format != "csa" && format != "usi")
      throw InputError(quote_path(file) +
                       ": a games file ends in .jsonl (match, experiment), .pgn, .csa or .usi");
    require_record_format<V>(format);
    scan_record_games(format, file, [&](std::size_t k, std::string& text, bool) {
      out.games.push_back(
          {quote_path(file) + ", game " + std::to_string(k), std::nullopt, format, text});
      return true;
    });
  }
  return out;
}

// The replayed game and its result from the first player's side (nothing when unfinished).
template <class V>
std::pair<Game<V>, std::optional<double>> replay_tune_game(const TuneGame& g) {
  auto score = [](std::string_view result) -> std::optional<double> {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
  };
  try {
    if (g.line) {
      Game<V> game(read_position<V>(g.line->opening.position));
      play_listed(game, g.line->opening.moves, "opening move", notation_move, AfterEnd::Allow);
      play_listed(game, g.line->moves, "move", notation_move, AfterEnd::Allow);
      return {std::move(game), score(g.line->result)};
    }
    RecordedGame<V> r = read_recorded_game<V>(g.format, ChosenRecord{g.text, "", 1, false});
    std::string result = r.result;
    if (result.empty() && r.game.outcome().over())
      result = std::string(result_text(r.game.outcome().result));
    return {std::move(r.game), score(result)};
  } catch (const InputError& e) {
    throw InputError(g.where + ": " + e.what());
  }
}

struct TracedGames {
  tune::TuneData data, validation;  // the games' positions, and the held-out games'
  std::size_t games = 0, held_out = 0, unresolved = 0;
  std::map<std::string, std::size_t> skipped;
};

// Every game replayed, its positions from ply `skip_plies` on made quiet and traced under `w`,
// on `threads` threads; the data is in the games' order whatever the threads did.
// `progress(games done)` is called now and then, from any of the threads, one at a time. A bad
// game is an InputError naming it: the first in the files' order, whatever the threads did.
// Game i's positions go to the validation data when held_out[i].
template <class V>
TracedGames trace_tune_games(const TuneGames& in, const std::vector<bool>& held_out,
                             const search::Weights<V>& w, int skip_plies, int threads,
                             const std::function<void(std::size_t)>& progress) {
  std::vector<std::optional<tune::TuneData>> per_game(in.games.size());
  std::vector<std::size_t> unresolved(in.games.size());
  std::vector<std::string> errors(in.games.size());
  std::atomic<std::size_t> next{0}, done{0}, first_bad{in.games.size()};
  std::mutex progress_lock;
  auto work = [&] {
    search::Searcher<V> searcher(1);
    searcher.set_weights(w);
    search::TraceBuffers t;
    for (std::size_t i; (i = next++) < in.games.size();) {
      if (const std::size_t n = ++done; progress && n % 250 == 0) {
        const std::lock_guard lock(progress_lock);
        progress(n);
      }
      if (i > first_bad) continue;  // a game before it is bad: it is the one reported
      try {
        const auto [game, result] = replay_tune_game<V>(in.games[i]);
        if (!result) continue;
        tune::TuneData data(search::trace_shape<V>());
        Position<V> pos = game.start();
        for (std::size_t ply = 0; ply < game.moves().size(); pos.make(game.moves()[ply++])) {
          if (int(ply) < skip_plies) continue;
          const auto quiet = search::quiet_position(searcher, pos);
          if (!quiet) {
            ++unresolved[i];
            continue;
          }
          search::trace_evaluation(*quiet, w, t);
          data.add(t.view(), *result);
        }
        per_game[i] = std::move(data);
      } catch (const InputError& e) {
        errors[i] = e.what();
        for (std::size_t bad = first_bad; i < bad && !first_bad.compare_exchange_weak(bad, i);) {
        }
      }
    }
  };
  std::vector<std::jthread> pool;
  for (int k = 1; k < std::max(1, threads); ++k) pool.emplace_back(work);
  work();
  pool.clear();
  for (const std::string& e : errors)
    if (!e.empty()) throw InputError(e);
  TracedGames out{tune::TuneData(search::trace_shape<V>()),
                  tune::TuneData(search::trace_shape<V>()),
                  0,
                  0,
                  0,
                  in.skipped};
  for (std::size_t i = 0; i < per_game.size(); ++i) {
    if (!per_game[i]) {
      ++out.skipped["unfinished"];
      continue;
    }
    ++(held_out[i] ? out.held_out : out.games);
    out.unresolved += unresolved[i];
    (held_out[i] ? out.validation : out.data).append(*per_game[i]);
  }
  return out;
}

}  // namespace boardlab::cli
