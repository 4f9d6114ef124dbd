#pragma once
// Fuzz target "pgn": the text as a PGN file. split_pgn_games cuts it into games (in order,
// non-overlapping, none blank); each game, and the whole text as one game, is read by read_pgn in
// chess, Chess960 and crazyhouse. A game read is written back by write_pgn with its tags (the
// Result tag left to the writer: a recorded result is free text the writer copies as the
// termination marker) and must read to the same start and moves with the same tags (but FEN and
// SetUp, which the writer derives from the start position).
#include <string>
#include <string_view>

#include "framework/notation/chess/pgn.hpp"
#include "tests/fuzz/record_checks.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"

namespace boardlab::fuzz {

template <class V>
void check_pgn_game(std::string_view text) {
  const auto pgn = read_or_refuse([&] { return read_pgn<V>(text); });
  if (!pgn) return;
  PgnTags tags = pgn->tags;
  tags.values.erase("Result");
  const std::string written = write_pgn(pgn->game, pgn->game.start(), tags);
  const auto again = must_read("PGN", [&] { return read_pgn<V>(written); });
  require_same_game(pgn->game, again.game, "PGN");
  for (const auto& [key, value] : tags.values)
    // The writer sets FEN, SetUp and Variant itself.
    if (key == "Variant")
      require(pgn_variant_names<V>(again.tags.get(key, "")),
              [] { return std::string(V::name) + " PGN: the Variant tag written is not its own"; });
    else if (key != "FEN" && key != "SetUp")
      require(again.tags.get(key, "\n") == value,
              [&name = key] {  // (clang 14 cannot capture a structured binding itself)
                return std::string(V::name) + " PGN: tag '" + name + "' does not read back";
              });
}

inline void check_pgn_split(std::string_view text, const std::vector<std::string_view>& games) {
  const char* end = text.data();
  for (const std::string_view g : games) {
    require(g.data() >= end && g.data() + g.size() <= text.data() + text.size(),
            "split_pgn_games: a game out of order or outside the text");
    require(g.find_first_not_of(" \t\r\n") != std::string_view::npos,
            "split_pgn_games: a blank game");
    end = g.data() + g.size();
  }
}

inline int fuzz_pgn(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = as_text(data, size);
  const auto games = split_pgn_games(text);
  check_pgn_split(text, games);
  for (const std::string_view g : games) {
    check_pgn_game<variants::Chess>(g);
    check_pgn_game<variants::Chess960>(g);
    check_pgn_game<variants::Crazyhouse>(g);
  }
  if (games.size() != 1) check_pgn_game<variants::Chess>(text);
  return 0;
}

}  // namespace boardlab::fuzz
