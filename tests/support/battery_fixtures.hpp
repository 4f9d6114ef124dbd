#pragma once
// Armies the generic battery runs besides the registered variants: piece data and rules that no
// built-in variant uses yet, so that the framework's paths for them stay exact. Each is only the
// part of a real game that perft sees; its counts (tests/data/battery/<name>.perft) come from
// Fairy-Stockfish and chessops (tests/support/fsf_battery/gen_fixture_battery.py).
#include <array>
#include <string_view>

#include "framework/core/geometry.hpp"
#include "framework/notation/chess/chess_notation.hpp"
#include "framework/policies/castling_policy.hpp"
#include "variants/chess/chess.hpp"
#include "variants/horde/horde.hpp"
#include "variants/shatranj/shatranj.hpp"

namespace boardlab::test {

// Shatranj's pieces and moves without its bare-king and stalemate rules (the built-in shatranj
// adds them), so the pieces' paths are checked on their own. The alfil jumps two squares
// diagonally over anything: its check cannot be blocked on the square it jumps over, although
// that square lies between it and the king.
struct AlfilArmy {
  static constexpr std::string_view name = "alfil-army";
  static constexpr std::string_view description =
      "shatranj's army: ferz, alfil, unblockable checks";
  static constexpr std::string_view start_position =
      "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
  using geometry = Geometry<8, 8>;
  static constexpr auto pieces = variants::shatranj_pieces;
  static constexpr int promotion_zone_ranks = 1;
  using notation = ChessNotation;
};

// Horde's armies without its game-ending rule (the built-in horde adds it): White has no king, so
// nothing is ever pinned or in check on White's side, and White's pawns double-step from the first
// two ranks, with en passant only after a double step from the second (as lichess and
// Fairy-Stockfish play it).
struct KinglessArmy {
  static constexpr std::string_view name = "kingless-army";
  static constexpr std::string_view description = "horde's armies: a side without a king";
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
  using geometry = Geometry<8, 8>;
  static constexpr auto pieces = variants::Horde::pieces;
  using castling = StandardCastling;
  static constexpr int promotion_zone_ranks = 1;
  static constexpr int max_moves = 1800;
  static constexpr bool royal_may_be_absent = true;
  using notation = ChessNotation;
};

}  // namespace boardlab::test
