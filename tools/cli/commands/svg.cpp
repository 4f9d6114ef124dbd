// boardlab svg: the position as an SVG diagram (docs/cli.md, "Commands").
#include <CLI/CLI.hpp>

#include "tools/cli/command.hpp"
#include "tools/cli/commands/common_options.hpp"

namespace boardlab::cli {
namespace {

class Svg final : public VariantCommandLine {
 public:
  explicit Svg(CLI::App& app)
      : VariantCommandLine(app, "svg", "draw the position as an SVG diagram") {
    add_position_options(sub(), o_);
    sub().add_option("--out", o_.out, "the SVG file to write ('-': standard output)")->required();
    sub()
        .add_option("--size", o_.size, "width in pixels (default: 45 a square)")
        ->check(CLI::Range(16, 20000));
    sub().add_flag("--flip", o_.flip, "the second player's view");
    sub().add_flag("--last-move", o_.last_move, "highlight the last of --moves");
    sub().add_option("--arrows", o_.arrows,
                     "arrows between squares, e.g. e2e4,g1f3 (a drop P*5e rings its square)");
  }
};

}  // namespace

std::unique_ptr<Command> attach_svg(CLI::App& app) { return std::make_unique<Svg>(app); }

}  // namespace boardlab::cli
