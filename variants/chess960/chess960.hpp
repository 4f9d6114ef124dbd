#pragma once
// Chess960 (Freestyle): all of standard chess but the setup and castling. It derives from the
// chess descriptor and replaces only those two policies.
#include "variants/chess/chess.hpp"
#include "variants/chess960/numbering.hpp"

namespace boardlab::variants {

struct Chess960 : Chess {
  static constexpr std::string_view name = "chess960";
  static constexpr Symbols aliases = {"fischerandom", "freestyle", "960"};
  static constexpr std::string_view description =
      "Chess960 / Freestyle: shuffled back rank, castling to the standard squares";
  static constexpr std::string_view start_position =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
  static constexpr std::string_view pgn_variant = "Chess960";
  static constexpr std::string_view shuffled_start_of = "chess";  // UCI_Chess960 selects it
  using castling = Chess960Castling;
  using numbered_start = Chess960Numbering;
  static constexpr std::array<std::string_view, 2> bench_positions = {
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9"};
};

}  // namespace boardlab::variants
