#pragma once
// analyse, bench and selfplay: the search commands every variant gets (see commands.hpp).
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>

#include "framework/notation/chess/pgn.hpp"
#include "framework/search/search.hpp"
#include "tools/cli/rules_commands.hpp"
#include "tools/match/checked_file.hpp"
#include "tools/match/record_endings.hpp"
#include "tools/protocol/search_text.hpp"

namespace boardlab::cli {

inline search::Limits limits_of(const Options& o) {
  if (!o.search_depth && !o.movetime_ms && !o.nodes)
    throw InputError("give a limit: --depth N, --movetime MS or --nodes N");
  return {o.search_depth, o.movetime_ms, o.nodes};
}

template <class V>
int analyse_command(const Options& o) {
  search::Limits limits = limits_of(o);
  const std::int64_t asked_at = search::steady_ms();
  Game<V> g(chosen_start<V>(o));
  play_moves(g, o.moves);
  search::Searcher<V> searcher(o.hash_mb);
  searcher.set_game(g);
  // --movetime is the whole answer's time: making and clearing a large table counts in it.
  if (limits.movetime_ms)
    limits.movetime_ms =
        std::max<std::int64_t>(1, limits.movetime_ms - (search::steady_ms() - asked_at));
  const Position<V>& root = g.position();
  const auto r = searcher.search(root, limits, [&](const search::Report& rep) {
    for (const std::string& line : protocol::info_lines(root, rep)) std::cout << line << '\n';
    std::cout.flush();
  });
  std::cout << "bestmove "
            << (r.pv.empty() ? std::string("(none)")
                             : V::notation::template move_text<V>(root, r.pv[0]))
            << std::endl;
  return 0;
}

template <class V>
std::uint64_t Commands<V>::bench(const Options& o) {
  std::uint64_t total = 0;
  search::Searcher<V> searcher(o.hash_mb);
  for (std::string_view text : Desc<V>::bench_positions) {
    searcher.clear();
    Position<V> pos;
    try {
      pos = V::notation::template parse_position<V>(text);
    } catch (const InputError& e) {
      throw InputError("variant '" + std::string(V::name) + "': bench position " +
                       quote_input(text) + ": " + e.what());
    }
    const auto r =
        searcher.search(pos, {o.search_depth ? o.search_depth : Desc<V>::bench_depth, 0, 0});
    total += r.nodes;
    std::cout << V::name << " depth " << r.depth << " nodes " << r.nodes << " bestmove "
              << (r.pv.empty() ? std::string("(none)")
                               : V::notation::template move_text<V>(pos, r.pv[0]))
              << '\n';
  }
  return total;
}

// Engine-against-itself games, adjudicated by the variant's rules. A side claims a draw that is
// available when the claim does not lose for it (so under Armageddon only Black claims).
template <class V>
int selfplay_command(const Options& o) {
  const search::Limits limits = limits_of(o);
  if (o.games < 1) throw InputError("--games must be at least 1");
  const bool write_pgn_file = !o.pgn_out.empty();
  constexpr bool has_pgn = V::notation::record_formats.find("pgn") != std::string_view::npos;
  if (!has_pgn && write_pgn_file)
    throw InputError("variant '" + std::string(V::name) + "' has no PGN records");
  match::CheckedFile pgn;
  if (write_pgn_file)
    pgn = match::CheckedFile(o.pgn_out, "--pgn", match::CheckedFile::Mode::Truncate);
  const Position<V> start = chosen_start<V>(o);
  std::map<std::string, int> tally;
  int wins[3] = {0, 0, 0};  // first, second, draws
  constexpr int kMaxPlies = 600;
  for (int game = 0; game < o.games; ++game) {
    std::mt19937_64 rng((o.seed ? *o.seed : 1) * 1000003 + game);
    Game<V> g(start);
    for (int i = 0; i < o.opening_plies && !g.outcome().over(); ++i) {
      const auto moves = legal_moves(g.position());
      g.play(moves[rng() % moves.size()]);
    }
    search::Searcher<V> searcher(o.hash_mb);
    Outcome result;
    while (true) {
      result = g.outcome();
      if (result.over()) break;
      if (auto claim = g.claimable()) {
        const Outcome scored = Desc<V>::scoring::score(*claim);
        if (scored.result != win_for(~g.position().side_to_move())) {
          result = scored;
          break;
        }
      }
      if (int(g.moves().size()) >= kMaxPlies) break;
      searcher.set_game(g);
      const auto r = searcher.search(g.position(), limits);
      if (r.pv.empty()) break;
      g.play(r.pv[0]);
    }
    const std::string reason(reason_text(result.reason));
    ++tally[std::string(result_text(result.result)) + " " + reason];
    if (result.result == Result::FirstWins) ++wins[0];
    if (result.result == Result::SecondWins) ++wins[1];
    if (result.result == Result::Draw) ++wins[2];
    std::cout << "game " << game + 1 << ": " << result_text(result.result) << ' ' << reason << " ("
              << g.moves().size() << " plies)" << std::endl;
    if constexpr (has_pgn) {
      if (write_pgn_file) {
        // The tags of a match's PGN, so that one reader serves both.
        PgnTags tags;
        tags.values["Event"] = "boardlab selfplay";
        tags.values["Site"] = "?";
        tags.values["Round"] = std::to_string(game + 1);
        tags.values["White"] = tags.values["Black"] = "boardlab";
        // A claimed draw is not in the position's own outcome: record the result as played.
        tags.values["Result"] = std::string(result_text(result.result));
        tags.values["Termination"] = std::string(match::pgn_termination(reason));
        tags.values["TerminationDetails"] = reason;
        pgn.write(write_pgn(g, start, tags) + '\n');
      }
    }
  }
  std::cout << "results:";
  for (const auto& [k, n] : tally) std::cout << "  " << k << " x" << n;
  std::cout << "\nsummary: " << o.games << " games, first player " << wins[0]
            << " wins, second player " << wins[1] << " wins, " << wins[2] << " draws, "
            << o.games - wins[0] - wins[1] - wins[2] << " unfinished" << std::endl;
  return 0;
}

}  // namespace boardlab::cli
