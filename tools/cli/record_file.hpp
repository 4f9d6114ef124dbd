#pragma once
// A game record file and the one game of it that `game` and `view` read (--game K): a PGN file
// holds games one after another, a USI file one game a line, a CSA file one game.
#include <algorithm>
#include <cstddef>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "framework/core/input_error.hpp"
#include "framework/notation/chess/pgn.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::cli {

struct ChosenRecord {
  std::string text;       // the whole file
  std::string file;       // its name
  int index = 1;          // the chosen game (from 1)
  std::size_t games = 0;  // how many games it holds
  std::size_t begin = 0;  // the chosen game's place in text
  std::size_t length = 0;
  std::string_view game() const { return std::string_view(text).substr(begin, length); }

  // read(game()); when the file holds several games, a problem in the chosen one names the file
  // and the game ("'F', game K: ..."), so `game` and `view` report it alike.
  template <class Read>
  auto read(Read&& read_game) const {
    try {
      return read_game(game());
    } catch (const InputError& e) {
      if (games == 1) throw;
      throw InputError(quote_path(file) + ", game " + std::to_string(index) + ": " + e.what());
    }
  }
};

// The games of a record file's text, in order.
inline std::vector<std::string_view> record_games(std::string_view format, std::string_view text) {
  std::vector<std::string_view> games;
  if (format == "pgn") return split_pgn_games(text);
  if (format == "usi") {
    for (std::string_view rest = text; !rest.empty();) {
      const std::size_t end = std::min(rest.find('\n'), rest.size());
      if (!split_words(rest.substr(0, end)).empty()) games.push_back(rest.substr(0, end));
      rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return games;
  }
  games.push_back(text);
  return games;
}

// A variant reads the record formats its notation lists ("pgn"; "csa, usi").
template <class V>
void require_record_format(std::string_view format) {
  if (V::notation::record_formats.find(format) == std::string_view::npos)
    throw InputError("variant '" + std::string(V::name) + "' reads no " + std::string(format) +
                     " records (it reads: " + std::string(V::notation::record_formats) + ")");
}

// "--game K: 'F' holds N games": K is past the games of FILE (a record file here, a
// games.jsonl in `view`).
inline InputError no_such_game(int index, const std::string& file, std::size_t games) {
  return InputError("--game " + std::to_string(index) + ": " + quote_path(file) + " holds " +
                    std::to_string(games) + (games == 1 ? " game" : " games"));
}

// Game `index` (from 1) of FILE; an unreadable file, one without games, or an index past its
// games is one InputError naming the file.
inline ChosenRecord choose_record(std::string_view format, const std::string& file, int index) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot read " + quote_path(file));
  std::stringstream buffer;
  buffer << in.rdbuf();
  ChosenRecord r{buffer.str(), file, index};
  const std::vector<std::string_view> games = record_games(format, r.text);
  if (games.empty()) throw InputError(quote_path(file) + " holds no game");
  r.games = games.size();
  if (index < 1 || std::size_t(index) > games.size()) throw no_such_game(index, file, games.size());
  const std::string_view chosen = games[std::size_t(index - 1)];
  r.begin = std::size_t(chosen.data() - r.text.data());
  r.length = chosen.size();
  return r;
}

}  // namespace boardlab::cli
