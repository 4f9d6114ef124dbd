#pragma once
// Where the games of a record file begin, and which lines of a line-per-item file are notes: the
// one rule every reader of game and opening files follows (split_pgn_games, the record chooser
// of `game` and `view`, the opening files of `match` and `experiment`).
#include <cstddef>
#include <string_view>

namespace boardlab {

// A line of a file that holds one item a line (USI games, FEN/SFEN/EPD/USI openings) that holds
// none: blank, or a note whose first character that is not white space is '#'.
inline bool is_note_or_blank(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r\f\v");
  return first == std::string_view::npos || line[first] == '#';
}

// Where games begin, one line at a time: a PGN game at its first line with text and at a tag line
// that follows move text; a USI game at every line with text that is not a note; a CSA file is
// one game.
class GameStarts {
 public:
  explicit GameStarts(std::string_view format) : format_(format) {}
  // Called with the first character of a line that is not white space.
  bool begins_game(char first) {
    bool begins = false;
    if (format_ == "pgn") {
      begins = games_ == 0 || (first == '[' && moves_seen_);
      moves_seen_ = first != '[';
    } else if (format_ == "usi") {
      begins = first != '#';
    } else {
      begins = games_ == 0;
    }
    games_ += begins;
    return begins;
  }
  // Whether a line break ends the current game (a USI line).
  bool line_ends_game() const { return format_ == "usi"; }
  std::size_t games() const { return games_; }

 private:
  std::string_view format_;
  std::size_t games_ = 0;
  bool moves_seen_ = false;
};

}  // namespace boardlab
