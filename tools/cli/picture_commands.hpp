#pragma once
// `boardlab svg` and the variant's side of `boardlab view` (see commands.hpp): diagrams and
// viewer frames drawn from the descriptor (tools/render/).
#include <iostream>

#include "framework/notation/chess/pgn.hpp"
#include "tools/cli/output_file.hpp"
#include "tools/cli/record_file.hpp"
#include "tools/cli/record_game.hpp"
#include "tools/cli/rules_commands.hpp"
#include "tools/match/referee.hpp"
#include "tools/render/viewer_game.hpp"

namespace boardlab::cli {

// --arrows "e2e4,g1f3,P*5e": square pairs in the variant's square names (a trailing promotion
// mark is ignored), or a drop, which rings its square.
template <class V>
std::vector<render::Arrow> read_arrows(std::string_view list) {
  using G = typename V::geometry;
  constexpr SquareStyle style = V::notation::square_style;
  std::vector<render::Arrow> arrows;
  std::string text(list);
  for (char& c : text)
    if (c == ',') c = ' ';
  for (const std::string_view w : split_words(text)) {
    const std::string word(w);
    render::Arrow a;
    const std::size_t star = word.find('*');
    if (star != std::string::npos) {
      a.to = parse_square<G, style>(std::string_view(word).substr(star + 1));
    } else {
      for (std::size_t cut = word.size(); cut + 2 >= word.size() && cut > 0 && a.to < 0; --cut)
        for (std::size_t split = 2; split + 2 <= cut && a.to < 0; ++split) {
          const int from = parse_square<G, style>(std::string_view(word).substr(0, split));
          const int to = parse_square<G, style>(std::string_view(word).substr(split, cut - split));
          if (from >= 0 && to >= 0) a.from = from, a.to = to;
        }
    }
    if (a.to < 0)
      throw InputError("--arrows: " + quote_input(word) + " is not two squares of this board (" +
                       square_name<G, style>(G::square(0, 0)) +
                       square_name<G, style>(G::square(G::files - 1, G::ranks - 1)) +
                       ") nor a drop");
    arrows.push_back(a);
  }
  return arrows;
}

template <class V>
int svg_command(const Options& o) {
  if (o.out.empty()) throw InputError("svg needs --out FILE.svg (or --out - for standard output)");
  Game<V> g(chosen_start<V>(o));
  play_moves(g, o.moves);
  render::SvgOptions s;
  s.size = o.size;
  s.flip = o.flip;
  s.last_move = o.last_move;
  s.arrows = read_arrows<V>(o.arrows);
  write_out(o.out, render::svg_diagram(g, s));
  return 0;
}

// The title is the players ("White vs Black", a CSA record's N+ and N-) when the record names
// them, else the file (and the game of several).
template <class V>
render::ViewerGame Commands<V>::view_record(const Options& o) {
  const std::string format = *o.record_format;
  require_record_format<V>(format);
  const ChosenRecord chosen = choose_record(format, o.record_file, o.game_index);
  if (const VariantRow* named = variant_named_by_record<V>(o, chosen))
    return named->view_record(for_variant(o, named->name));
  const RecordedGame<V> record = read_recorded_game<V>(format, chosen);
  std::string title = o.record_file;
  if (chosen.several) title += ", game " + std::to_string(o.game_index);
  if (!record.first.empty() || !record.second.empty())
    title = (record.first.empty() ? "?" : record.first) + " vs " +
            (record.second.empty() ? "?" : record.second);
  // The rules' result, or the record's when the rules do not end the game (resignation).
  if (const auto stated = recorded_end(record.game, record))
    return render::viewer_game(record.game, title, o.flip, stated->first, stated->second);
  return render::viewer_game(record.game, title, o.flip);
}

template <class V>
render::ViewerGame Commands<V>::view_game(const match::Opening& opening,
                                          const std::vector<std::string>& moves,
                                          const std::string& result, const std::string& reason,
                                          const std::string& title) {
  Game<V> g(read_position<V>(opening.position));
  play_listed(g, opening.moves, "opening move", notation_move, AfterEnd::Allow);
  play_listed(g, moves, "move", notation_move, AfterEnd::Allow);
  return render::viewer_game(g, title, false, result, reason);
}

}  // namespace boardlab::cli
