// boardlab experiment (and experiment merge): self-play of several variants with one engine
// setting, and the combination of its shards (docs/cli.md, "experiment").
#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"
#include "tools/experiment/experiment.hpp"
#include "tools/match/openings.hpp"

namespace boardlab::cli {
namespace {

// The settings that define a run: given with --resume, they must be the run's own.
constexpr const char* kSettings[] = {
    "--variants", "--games",          "--nodes",         "--depth",      "--movetime",
    "--openings", "--seed",           "--maxplies",      "--hash",       "--eval",
    "--shard",    "--balance-window", "--balance-nodes", "--balance-in", "--player"};

class Experiment final : public Command {
 public:
  explicit Experiment(CLI::App& app)
      : Command(app, "experiment",
                "self-play of several variants with one engine setting: statistics, piece "
                "values, report and plots") {
    add_run_options();
    auto& e = options_;
    sub()
        .add_option("--jobs", e.jobs, "games played at once (threads)")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    sub().add_option("--shard", shard_, "I/K: play only the games whose index is I-1 modulo K");
    sub().add_option("--out", e.out, "output directory (required)");
    sub().add_flag("--force", e.force, "overwrite a non-empty --out");
    sub().add_flag(
        "--resume", e.resume,
        "continue the interrupted run in --out with its own settings (give the same, or none)");
    sub().add_flag("--quiet", e.quiet, "no progress bar or closing line");
    sub().add_flag("--csv", e.csv, "also write games.csv and positions.csv");
    merge_ = sub().add_subcommand(
        "merge", "combine the shards of one experiment into the full run's results");
    merge_->add_option("dirs", merge_dirs_, "the shard directories")->required();
    merge_->add_option("--out", e.out, "output directory")->required();
    merge_->add_flag("--force", e.force, "overwrite a non-empty --out");
    merge_->add_flag("--csv", e.csv, "also write games.csv and positions.csv");
  }

  int run(std::span<const VariantRow> table) override {
    auto& e = options_;
    if (merge_->parsed()) return experiment::merge(merge_dirs_, e.out, e.force, e.csv, table);
    if (e.out.empty()) throw InputError("experiment needs --out DIR");
    if (e.resume && e.force) throw InputError("--resume and --force exclude each other");
    e.settings_given = false;
    for (const char* option : kSettings) e.settings_given |= given(option);
    if (e.resume && !e.settings_given) return experiment::run(e, table);
    std::string names = variants_;
    for (char& c : names)
      if (c == ',') c = ' ';
    for (auto name : split_words(names))
      e.settings.variants.emplace_back(find_variant(table, name).name);
    if (e.settings.variants.empty()) throw InputError("--variants: give at least one variant");
    read_openings();
    read_evals();
    read_players(table);
    if (!shard_.empty()) read_shard();
    return experiment::run(e, table);
  }

 private:
  // The settings of the run (kSettings but --shard).
  void add_run_options() {
    auto& s = options_.settings;
    sub().add_option("--variants", variants_,
                     "comma-separated variants; the first is the baseline");
    sub()
        .add_option("--games", s.games, "games per variant")
        ->capture_default_str()
        ->check(CLI::Range(1, 10000000));
    sub()
        .add_option("--nodes", s.nodes, "nodes per move (±10% per side and game)")
        ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 40));
    sub().add_option("--depth", s.depth, "depth per move")->check(CLI::Range(1, 60));
    sub()
        .add_option("--movetime", s.movetime_ms, "milliseconds per move (not reproducible)")
        ->check(CLI::Range(std::int64_t(1), std::int64_t(3600000)));
    sub().add_option("--openings", openings_,
                     "random-plies:K (default 8), balanced:K (random plies a short search scores "
                     "within --balance-window) or file=F (FEN/SFEN/USI lines)");
    sub()
        .add_option("--balance-window", s.balance.window_cp,
                    "balanced:K keeps openings scored within ± this many centipawns")
        ->capture_default_str()
        ->check(CLI::Range(0, 10000));
    sub()
        .add_option("--balance-nodes", s.balance.nodes,
                    "nodes of the search that scores a balanced:K candidate")
        ->capture_default_str()
        ->check(CLI::Range(std::uint64_t(1), std::uint64_t(1) << 32));
    sub()
        .add_option("--balance-in", balance_in_,
                    "every: a balanced:K opening is scored in every variant it is legal in; "
                    "first: in the first variant only")
        ->capture_default_str()
        ->check(CLI::IsMember({"every", "first"}));
    sub().add_option("--seed", s.seed, "seed of openings and node jitter")->capture_default_str();
    sub()
        .add_option("--maxplies", s.max_plies, "games longer than this are unfinished")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    sub()
        .add_option("--hash", s.hash_mb, "table size per player, MB")
        ->capture_default_str()
        ->check(CLI::Range(std::size_t(1), std::size_t(4096)));
    sub().add_option("--player", players_,
                     "[VARIANT=]SPEC: who plays (every variant, or that one): builtin, "
                     "'builtin eval=FILE', or an engine 'cmd=PATH [arg=X]... [proto=uci|usi] "
                     "[option.NAME=V]...'");
    sub().add_option("--eval", evals_,
                     "VARIANT=FILE: that variant's evaluation weights (repeat per variant)");
  }

  void read_evals() {
    for (const std::string& e : evals_) {
      const auto eq = e.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == e.size())
        throw InputError("--eval " + quote_input(e) + " is not VARIANT=FILE");
      if (!options_.settings.eval_files.emplace(e.substr(0, eq), e.substr(eq + 1)).second)
        throw InputError("--eval names " + quote_input(e.substr(0, eq)) + " twice");
    }
  }

  void read_openings() {
    auto& s = options_.settings;
    constexpr std::string_view balanced = "balanced:";
    s.balance.every_variant = balance_in_ == "every";
    if (openings_.rfind(balanced, 0) == 0) {
      s.random_plies =
          int(parse_integer(openings_.substr(balanced.size()), "--openings balanced", 1, 200));
      s.balance.enabled = true;
      return;
    }
    if (given("--balance-window") || given("--balance-nodes") || given("--balance-in"))
      throw InputError(
          "--balance-window, --balance-nodes and --balance-in go with --openings "
          "balanced:K");
    if (openings_.empty()) return;
    const OpeningsChoice choice = read_openings_choice(openings_, true);
    if (choice.random_plies) {
      s.random_plies = *choice.random_plies;
      return;
    }
    for (match::NumberedLine& line : match::read_item_lines(choice.file, "--openings"))
      s.opening_lines.push_back(std::move(line.text));
    if (s.opening_lines.empty()) throw InputError("--openings: the file holds no opening");
  }

  // VARIANT=SPEC when the text before the first '=' names a variant, else SPEC for every one.
  void read_players(std::span<const VariantRow> table) {
    for (const std::string& p : players_) {
      const auto eq = p.find('=');
      std::string variant;
      if (eq != std::string::npos && eq > 0 && p.substr(0, eq).find(' ') == std::string::npos)
        for (const VariantRow& row : table) {
          bool named = row.name == p.substr(0, eq);
          for (const auto alias : row.aliases) named |= alias == p.substr(0, eq);
          if (named) variant = p.substr(0, eq);
        }
      const std::string spec = variant.empty() ? p : p.substr(eq + 1);
      if (!options_.settings.players.emplace(variant, spec).second)
        throw InputError("--player gives " + (variant.empty() ? "every variant" : variant) +
                         " two players");
    }
  }

  void read_shard() {
    const auto slash = shard_.find('/');
    if (slash == std::string::npos)
      throw InputError("--shard " + quote_input(shard_) + " is not I/K");
    options_.shard.index =
        int(parse_integer(shard_.substr(0, slash), "--shard I", -1000000, 1000000));
    options_.shard.count = int(parse_integer(shard_.substr(slash + 1), "--shard K", 1, 1000000));
  }

  experiment::RunOptions options_;
  std::string variants_, openings_, shard_, balance_in_ = "every";
  std::vector<std::string> evals_, players_;
  std::vector<std::string> merge_dirs_;
  CLI::App* merge_ = nullptr;
};

}  // namespace

std::unique_ptr<Command> attach_experiment(CLI::App& app) {
  return std::make_unique<Experiment>(app);
}

}  // namespace boardlab::cli
