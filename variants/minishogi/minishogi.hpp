#pragma once
// Minishogi (RULES.md, "Rule variations"): shogi on 5x5 with kings, golds, silvers, bishops,
// rooks and one pawn each; promotion on the last rank only; drops with nifu and uchifuzume;
// sennichite with the perpetual-check loss as in shogi; no jishogi. The shogi pieces are reused
// as they are: their rank limits count from the board's far edge, so they fit a 5x5 board.
#include "framework/search/evaluation.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::variants {

// Shogi's kinds P S G B R K and the promoted +P +S +B +R; a game holds two of each.
inline constexpr auto minishogi_pieces = [] {
  auto p = pieces_with_symbols(
      shogi_pieces,
      std::array<std::string_view, 10>{"P", "S", "G", "B", "R", "K", "+P", "+S", "+B", "+R"});
  for (PieceSpec& piece : p)
    if (piece.max_total) piece.max_total = 2;
  return p;
}();

struct Minishogi : Shogi {
  static constexpr std::string_view name = "minishogi";
  static constexpr Symbols aliases = {"5x5-shogi"};
  static constexpr std::string_view description =
      "shogi on 5x5: K G S B R P, promotion on the last rank";
  using geometry = Geometry<5, 5>;
  static constexpr auto pieces = minishogi_pieces;
  static constexpr std::string_view start_position = "rbsgk/4p/5/P4/KGSBR b - 1";
  struct hands {
    static constexpr bool enabled = true;
    static constexpr Symbols kinds = {"R", "B", "G", "S", "P"};  // SFEN order
  };
  static constexpr int promotion_zone_ranks = 1;
  using impasse = NoImpasse;
  // Shogi's evaluation tables are for 9x9 and its army; minishogi's are derived from its pieces.
  using evaluation = search::DerivedEvaluation<Minishogi>;
  static constexpr int bench_depth = 8;
  static constexpr std::array<std::string_view, 3> bench_positions = {
      "rbsgk/4p/5/P4/KGSBR b - 1", "1b1gk/4r/2G2/s4/1KSB1 b Prp 21",
      "1B1gk/3s1/4p/PS2b/KG3 b Rr 13"};
};

}  // namespace boardlab::variants
