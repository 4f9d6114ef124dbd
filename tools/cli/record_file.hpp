#pragma once
// A game record file and the one game of it that `game` and `view` read (--game K): a PGN file
// holds games one after another, a USI file one game a line, a CSA file one game.
//
// The file is read in blocks and only game K is kept: reading stops once the game after it
// begins, so a huge file costs no more than its first K games take to scan. A NUL byte (a binary
// file, /dev/zero) is refused at once, and so is a game longer than kMaxRecordGameBytes.
#include <array>
#include <cctype>
#include <cstddef>
#include <fstream>
#include <string>
#include <string_view>

#include "framework/core/input_error.hpp"
#include "framework/notation/game_starts.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::cli {

// 16 MiB: a PGN game of some two million plies; no real game comes near.
inline constexpr std::size_t kMaxRecordGameBytes = std::size_t(16) << 20;

struct ChosenRecord {
  std::string text;      // the chosen game's text
  std::string file;      // its name
  int index = 1;         // the chosen game (from 1)
  bool several = false;  // whether the file holds more than one game
  std::string_view game() const { return text; }

  // read(game()); when the file holds several games, a problem in the chosen one names the file
  // and the game ("'F', game K: ..."), so `game` and `view` report it alike.
  template <class Read>
  auto read(Read&& read_game) const {
    try {
      return read_game(game());
    } catch (const InputError& e) {
      if (!several) throw;
      throw InputError(quote_path(file) + ", game " + std::to_string(index) + ": " + e.what());
    }
  }
};

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

// Each game of FILE in turn: on_game(k, text, more) with k from 1, the game's text, and whether
// another game follows; reading stops when it returns false. Returns how many games began. An
// unreadable or binary file or a game too long is one InputError naming the file.
template <class OnGame>
std::size_t scan_record_games(std::string_view format, const std::string& file, OnGame&& on_game) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot read " + quote_path(file));
  GameStarts starts(format);
  bool line_has_text = false, in_game = false;
  std::size_t offset = 0;
  std::string text;
  std::array<char, 1 << 16> block;
  while (in.read(block.data(), block.size()), in.gcount() > 0) {
    for (const char c : std::string_view(block.data(), std::size_t(in.gcount()))) {
      if (c == '\0')
        throw InputError(quote_path(file) + " is not a text file (a NUL byte at offset " +
                         std::to_string(offset) + ")");
      ++offset;
      if (c == '\n') {
        line_has_text = false;
        if (in_game && starts.line_ends_game()) in_game = false;
      } else if (!line_has_text && !std::isspace(static_cast<unsigned char>(c))) {
        line_has_text = true;
        if (starts.begins_game(c)) {
          // The game before this one is whole.
          if (starts.games() > 1 && !on_game(starts.games() - 1, text, true)) return starts.games();
          text.clear();
          in_game = true;
        }
      }
      if (!in_game) continue;
      if (text.size() == kMaxRecordGameBytes)
        throw InputError(quote_path(file) + ": game " + std::to_string(starts.games()) +
                         " is longer than " + std::to_string(kMaxRecordGameBytes >> 20) + " MiB");
      text += c;
    }
  }
  if (in.bad()) throw InputError("cannot read " + quote_path(file));
  if (starts.games() > 0) on_game(starts.games(), text, false);
  return starts.games();
}

// Game `index` (from 1) of FILE; an unreadable or binary file, one without games, a game too
// long, or an index past its games is one InputError naming the file.
inline ChosenRecord choose_record(std::string_view format, const std::string& file, int index) {
  if (index < 1) throw InputError("--game " + std::to_string(index) + ": games count from 1");
  ChosenRecord r{"", file, index};
  const std::size_t wanted = std::size_t(index);
  const std::size_t games =
      scan_record_games(format, file, [&](std::size_t k, std::string& text, bool more) {
        if (k < wanted) return true;
        r.text = std::move(text);
        r.several = more || k > 1;
        return false;
      });
  if (games == 0) throw InputError(quote_path(file) + " holds no game");
  if (games < wanted) throw no_such_game(index, file, games);
  return r;
}

}  // namespace boardlab::cli
