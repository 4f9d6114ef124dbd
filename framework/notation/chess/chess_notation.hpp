#pragma once
// The chess family's notation policy: positions in FEN, moves in UCI. A descriptor names its
// notation policy (`using notation = ...`), and generic tools speak only through it.
#include <map>
#include <string>
#include <string_view>

#include "framework/notation/chess/fen.hpp"
#include "framework/notation/chess/pgn.hpp"
#include "framework/notation/chess/uci_notation.hpp"

namespace boardlab {

struct ChessNotation {
  // The engine protocol that speaks this notation.
  static constexpr std::string_view protocol = "uci";
  // How boards are drawn: square names and the family's piece figures.
  static constexpr SquareStyle square_style = algebraic_squares;
  static constexpr std::string_view diagram_style = "western";
  static constexpr std::string_view position_format = "FEN";
  template <class V>
  static Position<V> parse_position(std::string_view text) {
    return parse_fen<V>(text);
  }
  template <class V>
  static std::string write_position(const Position<V>& pos,
                                    CastlingStyle style = CastlingStyle::Auto) {
    return to_fen(pos, style);
  }
  template <class V>
  static std::string move_text(const Position<V>& pos, Move m) {
    return move_to_uci(pos, m);
  }
  template <class V>
  static Move parse_move(const Position<V>& pos, std::string_view text) {
    return parse_uci_move(pos, text);
  }
  // A move as a reader expects it (move lists, diagrams): SAN.
  template <class V>
  static std::string display_move(const Position<V>& pos, Move m) {
    return move_to_san(pos, m);
  }
  // Game records this family reads: "pgn".
  static constexpr std::string_view record_formats = "pgn";
  template <class V>
  static RecordedGame<V> read_game_record(std::string_view format, std::string_view text) {
    if (format != "pgn")
      throw InputError("chess-family games are read from PGN, not " + std::string(format));
    return read_pgn_record<V>(text);
  }
  template <class V>
  static Game<V> read_record(std::string_view format, std::string_view text) {
    return read_game_record<V>(format, text).game;
  }
  // Writes a game in one of record_formats; `tags` are PGN tags (White, Black, Result, ...).
  template <class V>
  static std::string write_record(std::string_view format, const Game<V>& game,
                                  const std::map<std::string, std::string>& tags) {
    if (format != "pgn")
      throw InputError("chess-family games are written as PGN, not " + std::string(format));
    return write_pgn(game, game.start(), PgnTags{tags});
  }
};

}  // namespace boardlab
