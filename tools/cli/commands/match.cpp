// boardlab match: games between two engines under the variant's rules (docs/cli.md, "match").
#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"
#include "tools/match/match_runner.hpp"

namespace boardlab::cli {
namespace {

class Match final : public Command {
 public:
  explicit Match(CLI::App& app)
      : Command(app, "match",
                "a match between two engines (built-in or UCI/USI programs) under the variant's "
                "rules") {
    auto& m = options_;
    sub().add_option("--variant", m.variant, "variant name or alias")->capture_default_str();
    sub()
        .add_option("--engine", engines_,
                    "an engine: name=N (builtin | cmd=PATH [arg=A]... proto=uci|usi "
                    "[option.NAME=VALUE]...) [tc=[M/]S[+I] | st=S | byoyomi=S | nodes=N | "
                    "depth=D] [hash=MB]; give it twice")
        ->required();
    sub().add_option("--each", each_, "KEY=VALUE tokens applied to both engines");
    sub()
        .add_option("--games", m.games, "number of games")
        ->capture_default_str()
        ->check(CLI::Range(1, 10000000));
    sub()
        .add_option("--concurrency", m.concurrency, "games played at once")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    sub().add_option("--openings", openings_,
                     "random-plies:K (K random moves) or file=F (FEN/SFEN/EPD/USI lines, "
                     "or a .pgn); each opening is played twice, colours swapped");
    sub().add_option("--seed", m.seed, "seed of the random openings")->capture_default_str();
    sub()
        .add_option("--maxplies", m.rules.max_plies, "a draw by adjudication after this many plies")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    sub()
        .add_option("--timemargin", m.rules.time_margin_ms,
                    "milliseconds a reply may come after the clock ran out")
        ->capture_default_str()
        ->check(CLI::Range(std::int64_t(0), std::int64_t(600000)));
    add_record_options();
    sub()
        .add_option("--timeout", timeout_s_,
                    "seconds an external engine may stay silent where no clock bounds it "
                    "(handshake, nodes=, depth=); then it is killed and forfeits")
        ->capture_default_str()
        ->check(CLI::Range(0.001, 86400.0));
    sub().add_option("--sprt", sprt_,
                     "elo0=A elo1=B alpha=X beta=Y min=N: stop at a bound (not before N games)");
    sub().add_option("--resign", resign_, "movecount=N score=CP: adjudicate a loss");
    sub().add_option("--draw", draw_, "movenumber=N movecount=N score=CP: adjudicate a draw");
    sub()
        .add_option("--ratinginterval", m.rating_interval,
                    "print the Elo line every N games (0: at the end only)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1000000));
  }

  int run(std::span<const VariantRow> table) override {
    auto& m = options_;
    const auto& row = find_variant(table, m.variant);
    if (engines_.size() != 2)
      throw InputError("a match needs exactly two --engine groups, not " +
                       std::to_string(engines_.size()));
    for (const auto& group : engines_) {
      m.players.push_back(match::read_player(group, each_));
      m.players.back().timeout_ms = milliseconds_of(timeout_s_);
      if (m.players.back().protocol.empty() && !m.players.back().builtin)
        m.players.back().protocol = std::string(row.engine_protocol);
    }
    if (!openings_.empty()) {
      const OpeningsChoice choice = read_openings_choice(openings_, true);
      if (choice.random_plies) m.random_plies = *choice.random_plies;
      m.openings_file = choice.file;
    }
    if (!sprt_.empty()) m.sprt = match::read_sprt(sprt_);
    m.rules.adjudicate = match::read_adjudication(resign_, draw_);
    return match::run_match(m, table);
  }

 private:
  // Where the games and the engines' stderr are written, and what to do with existing files.
  void add_record_options() {
    auto& m = options_;
    sub().add_option("--pgn", m.pgn, "write the games to this PGN file (chess family)");
    sub().add_option("--csa", m.csa_dir, "write one CSA file per game into this folder");
    sub().add_option("--jsonl", m.jsonl, "write one JSON line per game to this file");
    sub().add_option("--log", m.log,
                     "append external engines' stderr here (default "
                     "boardlab-match-stderr.log, removed again if nothing was written)");
    sub().add_flag("--force", m.force, "overwrite existing --pgn, --jsonl and --csa files");
    sub().add_flag("--append", m.append, "add the games to existing --pgn and --jsonl files");
  }

  match::MatchOptions options_;
  std::vector<std::vector<std::string>> engines_;
  std::vector<std::string> each_, sprt_, resign_, draw_;
  std::string openings_;
  double timeout_s_ = 60;
};

}  // namespace

std::unique_ptr<Command> attach_match(CLI::App& app) { return std::make_unique<Match>(app); }

}  // namespace boardlab::cli
