#pragma once
// analyse, bench and selfplay: the search commands every variant gets (see commands.hpp).
#include <iostream>
#include <map>

#include "framework/search/search.hpp"
#include "tools/cli/rules_commands.hpp"
#include "tools/match/checked_file.hpp"
#include "tools/match/game_loop.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/record_endings.hpp"
#include "tools/protocol/search_text.hpp"
#include "tools/registry/eval_file.hpp"

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
  searcher.set_weights(table::eval_file_weights<V>(o.eval_file));
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
  searcher.set_weights(table::eval_file_weights<V>(o.eval_file));
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

// The weights --eval would use (the compiled default without it), as a weights file.
template <class V>
int weights_command(const Options& o) {
  std::cout << search::weights_text<V>(table::eval_file_weights<V>(o.eval_file), V::name)
            << std::flush;
  return 0;
}

// Engine-against-itself games, played as `boardlab match` plays them (match::play_out: the
// referee adjudicates, and a side claims a draw that is available when the claim does not lose
// for it, so under Armageddon only Black claims). Each game has its own random opening.
template <class V>
int selfplay_command(const Options& o) {
  const search::Limits limits = limits_of(o);
  if (o.games < 1) throw InputError("--games must be at least 1");
  const bool write_pgn_file = !o.pgn_out.empty();
  if (write_pgn_file && V::notation::record_formats.find("pgn") == std::string_view::npos)
    throw InputError("variant '" + std::string(V::name) + "' has no PGN records");
  match::CheckedFile pgn;
  if (write_pgn_file)
    pgn = match::CheckedFile(o.pgn_out, "--pgn", match::CheckedFile::Mode::Truncate);
  match::Opening start;  // the position and --moves; each game adds its random plies
  if (o.fen || o.position)
    start.position = V::notation::template write_position<V>(chosen_start<V>(o));
  for (std::string_view move : split_words(o.moves)) start.moves.emplace_back(move);
  const VariantRow& row = find_variant(registered_variants(), V::name);
  match::PlayerSpec spec;
  spec.name = "boardlab";
  spec.builtin = true;
  spec.hash_mb = o.hash_mb;
  spec.eval_file = o.eval_file;
  spec.limits.depth = limits.depth;
  spec.limits.nodes = limits.nodes;
  spec.limits.movetime_ms = limits.movetime_ms;
  const std::unique_ptr<match::Player> players[2] = {match::make_player(spec, row, -1),
                                                     match::make_player(spec, row, -1)};
  match::Player* const seat[2] = {players[0].get(), players[1].get()};
  const match::PlayerSpec* const specs[2] = {&spec, &spec};
  match::GameRules rules;
  rules.max_plies_unfinished = true;
  std::map<std::string, int> tally;
  int wins[3] = {0, 0, 0};  // first, second, draws
  for (int game = 0; game < o.games; ++game) {
    const auto referee = row.referee();
    referee->start(start);
    match::Opening opening = start;
    const auto random = referee->random_moves(
        o.opening_plies, match::derive_seed(o.seed ? *o.seed : 1, std::uint64_t(game)));
    opening.moves.insert(opening.moves.end(), random.begin(), random.end());
    referee->start(opening);
    for (auto& p : players) p->new_game();
    const match::PlayedGame g = match::play_out(*referee, opening, seat, specs, rules);
    ++tally[g.result + " " + g.reason];
    if (g.result == "1-0") ++wins[0];
    if (g.result == "0-1") ++wins[1];
    if (g.result == "1/2-1/2") ++wins[2];
    std::cout << "game " << game + 1 << ": " << g.result << ' ' << g.reason << " ("
              << referee->moves().size() << " plies)" << std::endl;
    if (write_pgn_file) {
      const auto tags = match::record_tags("boardlab selfplay", game + 1, "boardlab", "boardlab",
                                           g.result, g.reason);
      pgn.write(referee->record("pgn", tags) + '\n');
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
