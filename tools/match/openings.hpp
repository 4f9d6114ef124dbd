#pragma once
// Where games start, for every command that plays games (match, experiment, selfplay): random
// plies derived from the run's seed by one rule, and opening files read by one reader (PGN games
// through the notation's splitter, or one position a line with notes skipped as
// framework/notation/game_starts.hpp says).
#include <cstdint>
#include <string>
#include <vector>

#include "tools/match/referee.hpp"

namespace boardlab::match {

// The seed of item `n` of a run seeded `seed` (random opening n of a pair or a game, a game's
// node jitter): splitmix64 of the two, so that neighbouring numbers give unrelated seeds.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t n);

// The item lines of a file of one position a line (FEN/SFEN/EPD/USI), notes and blank lines
// skipped; an unreadable file is an InputError naming `option` and the file.
struct NumberedLine {
  int number;  // in the file, from 1
  std::string text;
};
std::vector<NumberedLine> read_item_lines(const std::string& path, const std::string& option);

// --openings file=F as `referee`'s variant reads it: the games of a .pgn file, else one position
// a line. Each problem names the file and the game or line; a file without openings is an error.
std::vector<Opening> read_openings_file(const std::string& path, const Referee& referee);

}  // namespace boardlab::match
