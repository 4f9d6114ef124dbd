// boardlab bench: every variant's bench positions searched to a fixed depth; the node count is
// the signature that a change which should not alter the search must keep.
#include <chrono>
#include <iostream>

#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "tools/cli/command.hpp"

namespace boardlab::cli {
namespace {

class Bench final : public Command {
 public:
  explicit Bench(CLI::App& app)
      : Command(app, "bench",
                "search fixed positions of every variant to a fixed depth: a node-count "
                "signature") {
    sub()
        .add_option("--depth", o_.search_depth, "override every variant's bench depth")
        ->check(CLI::Range(1, 40));
    sub().add_option("--hash", o_.hash_mb, "transposition table size in MB")->capture_default_str();
    sub().add_option("--variant", variant_, "only this variant's positions");
    sub().add_option("--eval", o_.eval_file,
                     "evaluation weights file for --variant (default: compiled in)");
  }

  int run(std::span<const VariantRow> table) override {
    if (!o_.eval_file.empty() && variant_.empty())
      throw InputError("--eval needs --variant: a weights file belongs to one variant");
    if (!variant_.empty()) table = std::span(&find_variant(table, variant_), 1);
    std::uint64_t total = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& row : table) total += row.bench(o_);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "Nodes searched: " << total
              << "\nNodes/second: " << std::uint64_t(total / (s > 0 ? s : 1e-9)) << std::endl;
    return 0;
  }

 private:
  Options o_;
  std::string variant_;
};

}  // namespace

std::unique_ptr<Command> attach_bench(CLI::App& app) { return std::make_unique<Bench>(app); }

}  // namespace boardlab::cli
