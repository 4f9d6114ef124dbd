// boardlab view: a game as one self-contained HTML page that replays it (docs/cli.md).
#include <fstream>
#include <string>

#include <CLI/CLI.hpp>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"
#include "tools/cli/command.hpp"
#include "tools/cli/output_file.hpp"
#include "tools/cli/record_file.hpp"
#include "tools/match/game_line.hpp"
#include "tools/render/viewer.hpp"
#include "tools/render/viewer_game.hpp"

namespace boardlab::cli {
namespace {

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
    const match::GameLine g = match::parse_game_line(line);
    const VariantRow& row = find_variant(table, g.variant);
    // A match's line is titled by its players; an experiment's (one engine) by its game.
    const std::string title = g.first != g.second
                                  ? g.first + " vs " + g.second
                                  : std::string(row.name) + " game " + std::to_string(k);
    return row.view_game(g.opening, g.moves, g.result, g.reason, title);
  } catch (const match::BadGameLine& e) {
    throw InputError(where + " is not a game line: " + e.what());
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

class View final : public Command {
 public:
  explicit View(CLI::App& app)
      : Command(app, "view",
                "write a game as one self-contained HTML page that replays it (offline viewer)") {
    sub()
        .add_option("--variant", o_.variant, "variant of a PGN, CSA or USI record")
        ->capture_default_str();
    auto* pgn = sub().add_option("--pgn", pgn_, "a PGN file (chess family)");
    auto* csa = sub().add_option("--csa", csa_, "a CSA V2.2 file (shogi family)");
    auto* usi = sub().add_option("--usi", usi_, "USI 'sfen ... moves ...' lines (shogi family)");
    auto* jsonl = sub().add_option("--jsonl", jsonl_,
                                   "games.jsonl of 'boardlab match' or 'boardlab experiment'");
    pgn->excludes(csa)->excludes(usi)->excludes(jsonl);
    csa->excludes(usi)->excludes(jsonl);
    usi->excludes(jsonl);
    sub()
        .add_option("--game", o_.game_index, "which game of the file, from 1")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000000));
    sub().add_flag("--flip", o_.flip, "the second player's view");
    sub().add_option("--out", o_.out, "the HTML file to write ('-': standard output)")->required();
  }

  int run(std::span<const VariantRow> table) override {
    // A record that names its variant is checked against a --variant given for it.
    o_.variant_given = given("--variant");
    const VariantRow& row = find_variant(table, o_.variant);
    render::ViewerGame g;
    if (!jsonl_.empty()) {
      g = view_jsonl_game(table, jsonl_, o_.game_index);
    } else {
      for (auto [format, file] : {std::pair{"pgn", &pgn_}, {"csa", &csa_}, {"usi", &usi_}})
        if (!file->empty()) o_.record_format = format, o_.record_file = *file;
      if (!o_.record_format) throw InputError("view needs --pgn, --csa, --usi or --jsonl FILE");
      g = row.view_record(o_);
    }
    const std::string title = g.title;
    write_out(o_.out, render::viewer_html(title, "", {std::move(g)}));
    return 0;
  }

 private:
  Options o_;
  std::string pgn_, csa_, usi_, jsonl_;
};

}  // namespace

std::unique_ptr<Command> attach_view(CLI::App& app) { return std::make_unique<View>(app); }

}  // namespace boardlab::cli
