// The boardlab command line (contract: docs/cli.md). Parses options with CLI11, finds the variant
// in the executable's table and runs its instantiation of the command. Compiled once, into the
// boardlab_cli library that in-tree and plugin executables share.
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "framework/notation/text_fields.hpp"
#include "tools/cli/output_file.hpp"
#include "tools/cli/record_file.hpp"
#include "tools/cli/run.hpp"
#include "tools/cli/standard_output.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/match/match_runner.hpp"
#include "tools/protocol/protocol_loop.hpp"
#include "tools/render/viewer.hpp"
#include "tools/verify/verify.hpp"

namespace {

using boardlab::cli::Options;

void add_position_options(CLI::App* cmd, Options& o) {
  cmd->add_option("--variant", o.variant, "variant name or alias (see 'boardlab variants')")
      ->capture_default_str();
  cmd->add_option("--fen", o.fen, "start position in the variant's notation (FEN, SFEN)");
  cmd->add_option("--position", o.position,
                  "numbered start position (shuffle variants), or 'random'");
  cmd->add_option("--seed", o.seed, "seed for --position random");
  cmd->add_option("--moves", o.moves, "moves played from the position, e.g. \"e2e4 e7e5\"");
}

int fail(const std::string& message) {
  std::cout.flush();
  std::cerr << "error: " << message << std::endl;
  return 2;
}

}  // namespace

namespace boardlab::cli {

namespace {

// A bare `boardlab` started by a GUI (stdin not a terminal): the first line says the protocol.
int serve_first_line(std::span<const VariantRow> table) {
  std::string first;
  while (std::getline(std::cin, first) && split_words(first).empty()) {
  }
  const auto words = split_words(first);
  const std::string_view word = words.empty() ? std::string_view() : words[0];
  if (word == "uci")
    return protocol::serve(table, protocol::Dialect::Uci, {}, std::cin, std::cout, first);
  if (word == "usi")
    return protocol::serve(table, protocol::Dialect::Usi, {}, std::cin, std::cout, first);
  return fail("no subcommand given, and the first line of standard input, " + quote_input(first) +
              ", is not 'uci' or 'usi' (see 'boardlab --help')");
}

}  // namespace

// Game K (from 1) of a games.jsonl written by `boardlab match` or `boardlab experiment`.
render::ViewerGame view_jsonl_game(std::span<const VariantRow> table, const std::string& file,
                                   int k) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot read " + quote_path(file));
  std::string line;
  int n = 0;       // games (non-blank lines) read
  int number = 0;  // lines read: blank lines still count in "line N"
  while (n < k && std::getline(in, line)) {
    ++number;
    if (!split_words(line).empty()) ++n;
  }
  if (n < k) throw no_such_game(k, file, std::size_t(n));
  const std::string where = quote_path(file) + " line " + std::to_string(number);
  try {
    const nlohmann::json j = nlohmann::json::parse(line);
    const VariantRow& row = find_variant(table, j.at("variant").get<std::string>());
    match::Opening opening;
    std::string title = std::string(row.name) + " game " + std::to_string(k);
    if (j.contains("first") && j.contains("second"))  // a match's line
      title = j.at("first").get<std::string>() + " vs " + j.at("second").get<std::string>();
    if (j.contains("opening") && j.at("opening").is_object()) {
      const auto& op = j.at("opening");
      if (op.contains("position") && !op.at("position").is_null())
        opening.position = op.at("position").get<std::string>();
      opening.moves = op.at("moves").get<std::vector<std::string>>();
    } else {  // an experiment's line
      if (j.contains("start")) opening.position = j.at("start").get<std::string>();
      if (j.contains("opening")) opening.moves = j.at("opening").get<std::vector<std::string>>();
    }
    return row.view_game(opening, j.at("moves").get<std::vector<std::string>>(),
                         j.value("result", std::string("*")), j.value("reason", std::string()),
                         title);
  } catch (const nlohmann::json::exception& e) {
    throw InputError(where + " is not a game line: " + e.what());
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

namespace {

int dispatch(int argc, char** argv, std::span<const VariantRow> table) {
  if (argc == 1 && !isatty(STDIN_FILENO)) return serve_first_line(table);
  CLI::App app{
      "boardlab: chess-like board games on one framework: rules, perft, game records, search",
      "boardlab"};
  app.require_subcommand(1);
  Options o;

  auto* variants = app.add_subcommand("variants", "list the registered variants and their aliases");

  auto* setup = app.add_subcommand("setup", "print the start position after --position/--moves");
  add_position_options(setup, o);
  setup->add_flag("--xfen", o.xfen,
                  "write Chess960 castling rights as X-FEN instead of Shredder-FEN");

  auto* show = app.add_subcommand("show", "draw the position in the terminal");
  add_position_options(show, o);
  show->add_flag("--ascii", o.ascii, "letters instead of piece figures");
  show->add_flag("--flip", o.flip, "the second player's view");
  show->add_option("--color", o.colour,
                   "ANSI colours: auto (when stdout is a terminal), always, never")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "always", "never"}));

  auto* svg = app.add_subcommand("svg", "draw the position as an SVG diagram");
  add_position_options(svg, o);
  svg->add_option("--out", o.out, "the SVG file to write ('-': standard output)")->required();
  svg->add_option("--size", o.size, "width in pixels (default: 45 a square)")
      ->check(CLI::Range(16, 20000));
  svg->add_flag("--flip", o.flip, "the second player's view");
  svg->add_flag("--last-move", o.last_move, "highlight the last of --moves");
  svg->add_option("--arrows", o.arrows,
                  "arrows between squares, e.g. e2e4,g1f3 (a drop P*5e rings "
                  "its square)");

  verify::VerifyOptions verify_options;
  std::vector<std::string> verify_option_pairs;
  double verify_timeout = 60;
  auto* verify_cmd = app.add_subcommand(
      "verify", "compare perft divides with another engine's 'go perft' on random positions");
  verify_cmd->add_option("--variant", verify_options.variant, "variant name or alias")->required();
  verify_cmd->add_option("--engine", verify_options.engine, "the engine's command")->required();
  verify_cmd->add_option("--engine-arg", verify_options.engine_args,
                         "an argument for the engine (repeatable)");
  verify_cmd
      ->add_option("--proto", verify_options.protocol, "uci or usi (default: the variant's own)")
      ->check(CLI::IsMember({"uci", "usi"}));
  verify_cmd->add_option("--option", verify_option_pairs,
                         "NAME=VALUE sent as 'setoption' before the variant (repeatable)");
  verify_cmd->add_option("--positions", verify_options.positions, "random positions to compare")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  verify_cmd->add_option("--depth", verify_options.depth, "perft depth")
      ->capture_default_str()
      ->check(CLI::Range(1, 20));
  verify_cmd->add_option("--seed", verify_options.seed, "seed of the random positions")
      ->capture_default_str();
  verify_cmd
      ->add_option("--timeout", verify_timeout,
                   "seconds the engine may take to answer one 'go perft' (or its handshake)")
      ->capture_default_str()
      ->check(CLI::Range(0.001, 86400.0));
  verify_cmd->add_flag("--quiet", verify_options.quiet, "no progress line");

  auto* view = app.add_subcommand(
      "view", "write a game as one self-contained HTML page that replays it (offline viewer)");
  view->add_option("--variant", o.variant, "variant of a PGN, CSA or USI record")
      ->capture_default_str();
  std::string view_pgn, view_csa, view_usi, view_jsonl;
  auto* v_pgn = view->add_option("--pgn", view_pgn, "a PGN file (chess family)");
  auto* v_csa = view->add_option("--csa", view_csa, "a CSA V2.2 file (shogi family)");
  auto* v_usi =
      view->add_option("--usi", view_usi, "USI 'sfen ... moves ...' lines (shogi family)");
  auto* v_jsonl = view->add_option("--jsonl", view_jsonl,
                                   "games.jsonl of 'boardlab match' or 'boardlab experiment'");
  v_pgn->excludes(v_csa)->excludes(v_usi)->excludes(v_jsonl);
  v_csa->excludes(v_usi)->excludes(v_jsonl);
  v_usi->excludes(v_jsonl);
  view->add_option("--game", o.game_index, "which game of the file, from 1")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  view->add_flag("--flip", o.flip, "the second player's view");
  view->add_option("--out", o.out, "the HTML file to write ('-': standard output)")->required();

  auto* perft = app.add_subcommand("perft", "count the leaf nodes of the legal move tree");
  add_position_options(perft, o);
  perft->add_option("--depth", o.depth, "depth in plies (required)")->check(CLI::Range(0, 30));
  perft->add_flag("--divide", o.divide, "print the count below each legal root move");

  auto* perftree = app.add_subcommand(
      "perftree", "perft in the interface of the perftree debugger: perftree DEPTH FEN [MOVES]");
  perftree->add_option("--variant", o.variant, "variant name or alias")->capture_default_str();
  perftree->add_option("depth", o.depth, "depth in plies")->required()->check(CLI::Range(0, 30));
  perftree->add_option("fen", o.fen, "start position")->required();
  perftree->add_option("moves", o.moves, "moves played first, space separated");

  auto* game = app.add_subcommand("game", "play --moves and adjudicate: last line 'RESULT REASON'");
  add_position_options(game, o);
  game->add_flag("--claim", o.claim,
                 "make the draw claim that is available (threefold, fifty moves, jishogi)");
  std::string pgn, csa, usi;
  auto* pgn_opt = game->add_option("--pgn", pgn, "read the game from a PGN file (chess family)");
  auto* csa_opt = game->add_option("--csa", csa, "read the game from a CSA V2.2 file (shogi)");
  auto* usi_opt =
      game->add_option("--usi", usi, "read the game from a USI 'sfen ... moves ...' line (shogi)");
  pgn_opt->excludes(csa_opt)->excludes(usi_opt);
  csa_opt->excludes(usi_opt);
  auto* game_index_opt =
      game->add_option("--game", o.game_index,
                       "which game of a --pgn file (or line of a --usi file), from 1")
          ->capture_default_str()
          ->check(CLI::Range(1, 100000000));

  auto* analyse =
      app.add_subcommand("analyse", "search the position: UCI-style info lines, then bestmove");
  add_position_options(analyse, o);
  auto add_limits = [&](CLI::App* cmd) {
    cmd->add_option("--depth", o.search_depth, "depth limit in plies")->check(CLI::Range(1, 100));
    cmd->add_option("--movetime", o.movetime_ms, "time limit per search in milliseconds")
        ->check(CLI::Range(std::int64_t(1), std::int64_t(86400000)));
    cmd->add_option("--nodes", o.nodes, "node limit per search")
        ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 50));
    cmd->add_option("--hash", o.hash_mb, "transposition table size in MB")
        ->capture_default_str()
        ->check(CLI::Range(std::size_t(1), std::size_t(16384)));
  };
  add_limits(analyse);

  auto* bench = app.add_subcommand(
      "bench", "search fixed positions of every variant to a fixed depth: a node-count signature");
  bench->add_option("--depth", o.search_depth, "override every variant's bench depth")
      ->check(CLI::Range(1, 40));
  bench->add_option("--hash", o.hash_mb, "transposition table size in MB")->capture_default_str();

  auto* selfplay =
      app.add_subcommand("selfplay", "the engine against itself, adjudicated by the rules");
  add_position_options(selfplay, o);
  add_limits(selfplay);
  selfplay->add_option("--games", o.games, "number of games")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  std::string openings;
  selfplay->add_option("--openings", openings,
                       "random-plies:K plays K random moves before each game");
  selfplay->add_option("--pgn", o.pgn_out, "write the games to this PGN file (chess family)");

  std::string protocol_variant;
  auto* uci_cmd = app.add_subcommand(
      "uci", "serve the UCI engine protocol on stdin/stdout (chess-family variants)");
  auto* usi_cmd =
      app.add_subcommand("usi", "serve the USI engine protocol on stdin/stdout (shogi family)");
  for (auto* cmd : {uci_cmd, usi_cmd})
    cmd->add_option("--variant", protocol_variant,
                    "the variant selected at start (UCI_Variant / USI_Variant may change it)");

  match::MatchOptions match_options;
  std::vector<std::vector<std::string>> match_engines;
  std::vector<std::string> match_each, match_sprt, match_resign, match_draw;
  std::string match_openings;
  double match_timeout = 60;
  auto* match_cmd = app.add_subcommand(
      "match",
      "a match between two engines (built-in or UCI/USI programs) under the variant's rules");
  {
    auto& m = match_options;
    match_cmd->add_option("--variant", m.variant, "variant name or alias")->capture_default_str();
    match_cmd
        ->add_option("--engine", match_engines,
                     "an engine: name=N (builtin | cmd=PATH [arg=A]... proto=uci|usi "
                     "[option.NAME=VALUE]...) [tc=[M/]S[+I] | st=S | byoyomi=S | nodes=N | "
                     "depth=D] [hash=MB]; give it twice")
        ->required();
    match_cmd->add_option("--each", match_each, "KEY=VALUE tokens applied to both engines");
    match_cmd->add_option("--games", m.games, "number of games")
        ->capture_default_str()
        ->check(CLI::Range(1, 10000000));
    match_cmd->add_option("--concurrency", m.concurrency, "games played at once")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    match_cmd->add_option("--openings", match_openings,
                          "random-plies:K (K random moves) or file=F (FEN/SFEN/EPD/USI lines, "
                          "or a .pgn); each opening is played twice, colours swapped");
    match_cmd->add_option("--seed", m.seed, "seed of the random openings")->capture_default_str();
    match_cmd
        ->add_option("--maxplies", m.rules.max_plies,
                     "a draw by adjudication after this many plies")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    match_cmd
        ->add_option("--timemargin", m.rules.time_margin_ms,
                     "milliseconds a reply may come after the clock ran out")
        ->capture_default_str()
        ->check(CLI::Range(std::int64_t(0), std::int64_t(600000)));
    match_cmd->add_option("--pgn", m.pgn, "write the games to this PGN file (chess family)");
    match_cmd->add_option("--csa", m.csa_dir, "write one CSA file per game into this folder");
    match_cmd->add_option("--jsonl", m.jsonl, "write one JSON line per game to this file");
    match_cmd->add_option("--log", m.log,
                          "append external engines' stderr here (default "
                          "boardlab-match-stderr.log, removed again if nothing was written)");
    match_cmd->add_flag("--force", m.force, "overwrite existing --pgn, --jsonl and --csa files");
    match_cmd->add_flag("--append", m.append, "add the games to existing --pgn and --jsonl files");
    match_cmd
        ->add_option("--timeout", match_timeout,
                     "seconds an external engine may stay silent where no clock bounds it "
                     "(handshake, nodes=, depth=); then it is killed and forfeits")
        ->capture_default_str()
        ->check(CLI::Range(0.001, 86400.0));
    match_cmd->add_option(
        "--sprt", match_sprt,
        "elo0=A elo1=B alpha=X beta=Y min=N: stop at a bound (not before N games)");
    match_cmd->add_option("--resign", match_resign, "movecount=N score=CP: adjudicate a loss");
    match_cmd->add_option("--draw", match_draw,
                          "movenumber=N movecount=N score=CP: adjudicate a draw");
    match_cmd
        ->add_option("--ratinginterval", m.rating_interval,
                     "print the Elo line every N games (0: at the end only)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1000000));
  }

  experiment::RunOptions experiment_options;
  std::string experiment_variants, experiment_openings, experiment_shard;
  std::vector<std::string> merge_dirs;
  auto* experiment_cmd =
      app.add_subcommand("experiment",
                         "self-play of several variants with one engine setting: statistics, piece "
                         "values, report and plots");
  auto* merge_cmd = experiment_cmd->add_subcommand(
      "merge", "combine the shards of one experiment into the full run's results");
  {
    auto& e = experiment_options;
    auto& s = e.settings;
    experiment_cmd->add_option("--variants", experiment_variants,
                               "comma-separated variants; the first is the baseline");
    experiment_cmd->add_option("--games", s.games, "games per variant")
        ->capture_default_str()
        ->check(CLI::Range(1, 10000000));
    experiment_cmd->add_option("--nodes", s.nodes, "nodes per move (±10% per side and game)")
        ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40));
    experiment_cmd->add_option("--depth", s.depth, "depth per move")->check(CLI::Range(1, 60));
    experiment_cmd
        ->add_option("--movetime", s.movetime_ms, "milliseconds per move (not reproducible)")
        ->check(CLI::Range(std::int64_t(1), std::int64_t(3600000)));
    experiment_cmd->add_option("--openings", experiment_openings,
                               "random-plies:K (default 8) or file=F (FEN/SFEN/USI lines)");
    experiment_cmd->add_option("--seed", s.seed, "seed of openings and node jitter")
        ->capture_default_str();
    experiment_cmd->add_option("--maxplies", s.max_plies, "games longer than this are unfinished")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    experiment_cmd->add_option("--hash", s.hash_mb, "table size per player, MB")
        ->capture_default_str()
        ->check(CLI::Range(std::size_t(1), std::size_t(4096)));
    experiment_cmd->add_option("--jobs", e.jobs, "games played at once (threads)")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    experiment_cmd->add_option("--shard", experiment_shard,
                               "I/K: play only the games whose index is I-1 modulo K");
    experiment_cmd->add_option("--out", e.out, "output directory (required)");
    experiment_cmd->add_flag("--force", e.force, "overwrite a non-empty --out");
    experiment_cmd->add_flag(
        "--resume", e.resume,
        "continue the interrupted run in --out with its own settings (give the same, or none)");
    experiment_cmd->add_flag("--quiet", e.quiet, "no progress bar or closing line");
    merge_cmd->add_option("dirs", merge_dirs, "the shard directories")->required();
    merge_cmd->add_option("--out", e.out, "output directory")->required();
    merge_cmd->add_flag("--force", e.force, "overwrite a non-empty --out");
  }

  if (argc > 1 && argv[1][0] != '-') {
    try {
      app.get_subcommand(argv[1]);
    } catch (const CLI::OptionNotFound&) {
      return fail("unknown command " + boardlab::quote_input(argv[1]) +
                  " (commands: variants, setup, show, svg, view, verify, perft, perftree, game, "
                  "analyse, bench, "
                  "selfplay, uci, usi, match, experiment; see 'boardlab --help')");
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::RequiredError& e) {
    return fail(std::string(e.what()) + " (see 'boardlab --help')");
  } catch (const CLI::ParseError& e) {
    std::string what = e.what();
    if (what.empty()) what = "bad command line";
    return fail(what);
  }
  // Checked after parsing so that a misspelt option is reported before a missing one.
  if (perft->parsed() && perft->count("--depth") == 0) return fail("perft needs --depth N");

  try {
    if (variants->parsed()) {
      for (const auto& row : table) {
        const std::string aliases = join(row.aliases, ",");
        std::cout << row.name << "  aliases: " << (aliases.empty() ? "-" : aliases) << "  "
                  << row.description << '\n';
      }
      return 0;
    }
    if (verify_cmd->parsed()) {
      for (const std::string& pair : verify_option_pairs) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos || eq == 0)
          throw InputError("--option " + quote_input(pair) + " is not NAME=VALUE");
        verify_options.options.emplace_back(pair.substr(0, eq), pair.substr(eq + 1));
      }
      verify_options.timeout_ms = std::max<std::int64_t>(1, std::llround(verify_timeout * 1000));
      return verify::run(verify_options, table);
    }
    if (merge_cmd->parsed())
      return experiment::merge(merge_dirs, experiment_options.out, experiment_options.force, table);
    if (experiment_cmd->parsed()) {
      auto& e = experiment_options;
      if (e.out.empty()) throw InputError("experiment needs --out DIR");
      if (e.resume && e.force) throw InputError("--resume and --force exclude each other");
      e.settings_given = false;
      for (const char* name : {"--variants", "--games", "--nodes", "--depth", "--movetime",
                               "--openings", "--seed", "--maxplies", "--hash", "--shard"})
        e.settings_given |= experiment_cmd->count(name) > 0;
      if (e.resume && !e.settings_given) return experiment::run(e, table);
      std::string names = experiment_variants;
      for (char& c : names)
        if (c == ',') c = ' ';
      for (auto name : split_words(names))
        e.settings.variants.emplace_back(find_variant(table, name).name);
      if (e.settings.variants.empty()) throw InputError("--variants: give at least one variant");
      if (!experiment_openings.empty()) {
        if (experiment_openings.rfind("random-plies:", 0) == 0) {
          e.settings.random_plies =
              int(parse_integer(experiment_openings.substr(13), "--openings plies", 0, 200));
        } else if (experiment_openings.rfind("file=", 0) == 0) {
          std::ifstream in(experiment_openings.substr(5));
          if (!in)
            throw InputError("--openings: cannot read " +
                             quote_path(experiment_openings.substr(5)));
          for (std::string line; std::getline(in, line);)
            if (!split_words(line).empty() && line[0] != '#')
              e.settings.opening_lines.push_back(line);
          if (e.settings.opening_lines.empty())
            throw InputError("--openings: the file holds no opening");
        } else {
          throw InputError("--openings " + quote_input(experiment_openings) +
                           " is not random-plies:K or file=F");
        }
      }
      if (!experiment_shard.empty()) {
        const auto slash = experiment_shard.find('/');
        if (slash == std::string::npos)
          throw InputError("--shard " + quote_input(experiment_shard) + " is not I/K");
        e.shard.index =
            int(parse_integer(experiment_shard.substr(0, slash), "--shard I", -1000000, 1000000));
        e.shard.count =
            int(parse_integer(experiment_shard.substr(slash + 1), "--shard K", 1, 1000000));
      }
      return experiment::run(e, table);
    }
    if (match_cmd->parsed()) {
      auto& m = match_options;
      const auto& row = find_variant(table, m.variant);
      if (match_engines.size() != 2)
        throw InputError("a match needs exactly two --engine groups, not " +
                         std::to_string(match_engines.size()));
      for (const auto& group : match_engines) {
        m.players.push_back(match::read_player(group, match_each));
        m.players.back().timeout_ms = std::max<std::int64_t>(1, std::llround(match_timeout * 1000));
        if (m.players.back().protocol.empty() && !m.players.back().builtin)
          m.players.back().protocol = std::string(row.engine_protocol);
      }
      if (!match_openings.empty()) {
        if (match_openings.rfind("random-plies:", 0) == 0)
          m.random_plies =
              int(parse_integer(match_openings.substr(13), "--openings plies", 0, 200));
        else if (match_openings.rfind("file=", 0) == 0 && match_openings.size() > 5)
          m.openings_file = match_openings.substr(5);
        else
          throw InputError("--openings " + quote_input(match_openings) +
                           " is not random-plies:K or file=F");
      }
      if (!match_sprt.empty()) m.sprt = match::read_sprt(match_sprt);
      m.rules.adjudicate = match::read_adjudication(match_resign, match_draw);
      return match::run_match(m, table);
    }
    if (uci_cmd->parsed() || usi_cmd->parsed())
      return protocol::serve(table,
                             uci_cmd->parsed() ? protocol::Dialect::Uci : protocol::Dialect::Usi,
                             protocol_variant, std::cin, std::cout);
    // A record that names its variant is checked against a --variant given for it.
    for (auto* cmd : {game, view})
      if (cmd->parsed()) o.variant_given = cmd->count("--variant") > 0;
    const auto& row = find_variant(table, o.variant);
    if (setup->parsed()) return row.setup(o);
    if (show->parsed()) return row.show(o);
    if (svg->parsed()) return row.svg(o);
    if (view->parsed()) {
      render::ViewerGame g;
      if (!view_jsonl.empty()) {
        g = view_jsonl_game(table, view_jsonl, o.game_index);
      } else {
        for (auto [format, file] :
             {std::pair{"pgn", &view_pgn}, {"csa", &view_csa}, {"usi", &view_usi}})
          if (!file->empty()) o.record_format = format, o.record_file = *file;
        if (!o.record_format) throw InputError("view needs --pgn, --csa, --usi or --jsonl FILE");
        g = row.view_record(o);
      }
      const std::string title = g.title;
      write_out(o.out, render::viewer_html(title, "", {std::move(g)}));
      return 0;
    }
    if (perft->parsed()) return row.perft(o);
    if (perftree->parsed()) return row.perftree(o);
    if (bench->parsed()) {
      std::uint64_t total = 0;
      const auto t0 = std::chrono::steady_clock::now();
      for (const auto& r : table) total += r.bench(o);
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::cout << "Nodes searched: " << total
                << "\nNodes/second: " << std::uint64_t(total / (s > 0 ? s : 1e-9)) << std::endl;
      return 0;
    }
    if (analyse->parsed()) return row.analyse(o);
    if (selfplay->parsed()) {
      if (!openings.empty()) {
        if (openings.rfind("random-plies:", 0) != 0)
          throw boardlab::InputError("--openings " + boardlab::quote_input(openings) +
                                     " is not random-plies:K");
        o.opening_plies =
            int(boardlab::parse_integer(openings.substr(13), "--openings plies", 0, 200));
      }
      return row.selfplay(o);
    }
    if (game->parsed()) {
      for (auto [format, file] : {std::pair{"pgn", &pgn}, {"csa", &csa}, {"usi", &usi}})
        if (!file->empty()) o.record_format = format, o.record_file = *file;
      if (game_index_opt->count() > 0 && !o.record_format)
        throw boardlab::InputError("--game picks a game of a record: give --pgn, --csa or --usi");
      return row.game(o);
    }
  } catch (const boardlab::InputError& e) {
    return fail(e.what());
  } catch (const OutputError&) {
    throw;
  } catch (const std::exception& e) {
    return fail(std::string("internal: ") + e.what());
  }
  return fail("no command given");
}

}  // namespace

int run(int argc, char** argv, std::span<const VariantRow> table) {
  use_checked_output();
  try {
    return finish_output(dispatch(argc, argv, table));
  } catch (const OutputError& e) {
    return report_output_error(e);
  }
}

}  // namespace boardlab::cli
