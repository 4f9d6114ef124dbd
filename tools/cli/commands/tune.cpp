// boardlab tune: fit a variant's evaluation weights to the results of its games (Texel's
// method; the work is tools/cli/tune_command.hpp and tools/tune/).
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Tune final : public VariantCommandLine {
 public:
  explicit Tune(CLI::App& app)
      : VariantCommandLine(app, "tune",
                           "fit the evaluation weights to the results of games (Texel's method): "
                           "writes a weights file and a report") {
    auto& t = o_.tune;
    add_variant_option(sub(), o_);
    sub()
        .add_option("--games", t.game_files,
                    "games to learn from: games.jsonl (match, experiment; other variants' lines "
                    "are skipped), .pgn, .csa or .usi files")
        ->required()
        ->expected(1, -1);
    sub().add_option("--out", o_.out, "weights file to write")->required();
    sub().add_option("--report", t.report, "report to write (default: --out with .md added)");
    sub().add_option("--eval", o_.eval_file, "weights to start from (default: compiled in)");
    sub().add_option("--fit", t.fit,
                     "weights to fit, comma-separated: value, value.mg, pst, pst.eg, mobility, "
                     "hand, king_attack, term, tempo, a term's name, or one weight's name "
                     "(default: every weight)");
    sub()
        .add_option("--epochs", t.epochs, "passes of gradient descent over the positions")
        ->check(CLI::Range(0, 100000))
        ->capture_default_str();
    sub()
        .add_option("--rate", t.rate, "Adam's step per epoch, in centipawns")
        ->check(CLI::Range(1e-6, 1000.0))
        ->capture_default_str();
    sub()
        .add_option("--threads", t.threads, "threads (the result does not depend on them)")
        ->check(CLI::Range(1, 256))
        ->capture_default_str();
    sub()
        .add_option("--validation", t.validation,
                    "share of the games held out to stop the fit where their error is least")
        ->check(CLI::Range(0.0, 0.9))
        ->capture_default_str();
    sub().add_option("--seed", o_.seed, "which games are held out (default 1)");
    sub()
        .add_option("--regularize", t.regularize,
                    "pull toward the starting weights: after each epoch a weight gives back "
                    "this share of its change (it moves at most about rate / this)")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    sub()
        .add_option("--scale", t.scale,
                    "K of the result's logistic curve (default: fitted to the starting weights)")
        ->check(CLI::Range(0.001, 100.0));
    sub()
        .add_option("--skip-plies", t.skip_plies,
                    "each game's first plies give no positions (its random opening)")
        ->check(CLI::Range(0, 100000))
        ->capture_default_str();
  }
};

}  // namespace

std::unique_ptr<Command> attach_tune(CLI::App& app) { return std::make_unique<Tune>(app); }

}  // namespace boardlab::cli
