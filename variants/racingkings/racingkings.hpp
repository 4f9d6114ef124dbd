#pragma once
// Racing kings (RULES.md, "Lichess variants and shatranj"), as lichess plays it: chess's pieces
// without pawns, no castling, no move may give check, and the first king to reach the eighth rank
// wins (reason "race"), unless White arrives first and Black's king can arrive with its very
// next move, which draws.
#include "variants/chess/chess.hpp"

namespace boardlab::variants {

struct RacingKings : Chess {
  static constexpr std::string_view name = "racingkings";
  static constexpr Symbols aliases = {"racing-kings"};
  static constexpr std::string_view description =
      "both kings race to the eighth rank; no move may give check";
  static constexpr std::string_view pgn_variant = "Racing Kings";
  static constexpr std::string_view start_position = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
  using castling = NoCastling;
  static constexpr bool giving_check_forbidden = true;
  using goals =
      Goals<RoyalReaches<Cells{{0, 7}, {1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}},
                         Reason::Race, /*SecondMayEqualise=*/true>>;
  // Kings alone can still race: nothing is drawn for material (lichess agrees).
  using dead_position = NoDeadPositions;
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
      "8/8/1B1n4/1Q6/8/2bbR2K/k3N3/qr1nNBR1 w - - 11 11"};
};

}  // namespace boardlab::variants
