#pragma once
// Generic command implementations; see commands.hpp.
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>

#include "framework/game/game.hpp"
#include "framework/game/game_text.hpp"
#include "framework/rules/perft.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/record_file.hpp"
#include "tools/cli/record_game.hpp"
#include "tools/render/progress_bar.hpp"

namespace boardlab::cli {

// The text of a numbered start position ("518", or "random" with an optional seed).
template <class V>
std::string numbered_start(const Options& o) {
  if constexpr (Desc<V>::has_numbered_starts) {
    using S = typename Desc<V>::numbered_start;
    if (o.fen) throw InputError("give either --fen or --position, not both");
    int n;
    if (*o.position == "random") {
      std::mt19937_64 rng(o.seed ? *o.seed : std::random_device{}());
      n = int(rng() % S::count);
      std::fprintf(stderr, "position %d\n", n);
    } else {
      if (o.seed) throw InputError("--seed applies only to --position random");
      n = int(parse_integer(*o.position, "--position", 0, S::count - 1));
    }
    return S::fen(n);
  } else {
    throw InputError("variant '" + std::string(V::name) + "' has no numbered start positions");
  }
}

// The start position: --position N, --fen, or the variant's own.
template <class V>
Position<V> chosen_start(const Options& o) {
  return read_position<V>(o.position ? std::optional(numbered_start<V>(o)) : o.fen);
}

template <class V>
Position<V> start_of(const Options& o) {
  Position<V> pos = chosen_start<V>(o);
  play_moves(pos, o.moves);
  return pos;
}

template <class V>
int setup_command(const Options& o) {
  const Position<V> pos = start_of<V>(o);
  std::cout << V::notation::template write_position<V>(
                   pos, o.xfen ? CastlingStyle::XFen : CastlingStyle::Auto)
            << '\n';
  return 0;
}

template <class V>
int perft_command(const Options& o) {
  Position<V> pos = start_of<V>(o);
  const render::ProgressBar progress("root moves");
  std::uint64_t total = 0;
  std::string lines;
  if (o.depth == 0) {
    total = 1;
  } else {
    for (const DivideEntry& e :
         perft_divide(pos, o.depth, [&](int done, int all) { progress.update(done, all); })) {
      total += e.nodes;
      if (o.divide)
        lines +=
            V::notation::template move_text<V>(pos, e.move) + ": " + std::to_string(e.nodes) + '\n';
    }
  }
  progress.finish();
  const double s = progress.seconds();
  if (o.divide) std::cout << lines << '\n';
  std::cout << "Nodes searched: " << total << std::endl;
  std::fprintf(stderr, "time %.3f s, %.1f M nodes/s\n", s, s > 0 ? double(total) / s / 1e6 : 0.0);
  return 0;
}

template <class V>
int perftree_command(const Options& o) {
  Position<V> pos = start_of<V>(o);
  std::uint64_t total = o.depth == 0 ? 1 : 0;
  std::string lines;
  for (const DivideEntry& e : perft_divide(pos, o.depth)) {
    total += e.nodes;
    lines += V::notation::template move_text<V>(pos, e.move) + ' ' + std::to_string(e.nodes) + '\n';
  }
  std::cout << lines << '\n' << total << std::endl;
  return 0;
}

// Plays --moves from the position, or from the end of a recorded game, and adjudicates. A move
// after the game has ended is an error, as is an illegal one; both name the move and its index.
// A recorded game that the rules do not end reports the end its record states (a resignation),
// unless --moves play on from it.
template <class V>
int game_command(const Options& o) {
  using N = typename V::notation;
  std::optional<RecordedGame<V>> record;
  if (o.record_format) {
    require_record_format<V>(*o.record_format);
    if (o.fen || o.position)
      throw InputError("a game record brings its own start position: drop --fen/--position");
    const ChosenRecord chosen = choose_record(*o.record_format, o.record_file, o.game_index);
    if (const VariantRow* named = variant_named_by_record<V>(o, chosen))
      return run_variant_command(*named, "game", for_variant(o, named->name));
    record = read_recorded_game<V>(*o.record_format, chosen);
  }
  Game<V> g = record ? record->game : Game<V>(chosen_start<V>(o));
  play_moves(g, o.moves);
  const auto stated =
      record && split_words(o.moves).empty() ? recorded_end(g, *record) : std::nullopt;
  const auto claim = g.claimable();
  const Outcome result = o.claim ? g.outcome_with_claim() : g.outcome();
  std::cout << "position " << N::template write_position<V>(g.position()) << '\n';
  if (stated && !result.over()) {
    std::cout << stated->first << ' ' << stated->second << std::endl;
    return 0;
  }
  if (claim && !o.claim) std::cout << "claimable: " << reason_text(claim->reason) << '\n';
  std::cout << result_text(result.result) << ' ' << reason_text(result.reason) << std::endl;
  return 0;
}

}  // namespace boardlab::cli
