#pragma once
// The shogi family's notation policy: positions in SFEN, moves in USI.
#include <map>
#include <string>
#include <string_view>

#include "framework/notation/shogi/csa.hpp"
#include "framework/notation/shogi/sfen.hpp"
#include "framework/notation/shogi/usi_notation.hpp"
#include "framework/notation/shogi/usi_record.hpp"
#include "framework/notation/shogi/western_shogi.hpp"

namespace boardlab {

struct ShogiNotation {
  // The engine protocol that speaks this notation.
  static constexpr std::string_view protocol = "usi";
  // How boards are drawn: square names and the family's piece figures (kanji).
  static constexpr SquareStyle square_style = usi_squares;
  static constexpr std::string_view diagram_style = "shogi";
  static constexpr std::string_view position_format = "SFEN";
  template <class V>
  static Position<V> parse_position(std::string_view text) {
    return parse_sfen<V>(text);
  }
  template <class V>
  static std::string write_position(const Position<V>& pos, CastlingStyle = CastlingStyle::Auto) {
    return to_sfen(pos);
  }
  template <class V>
  static std::string move_text(const Position<V>& pos, Move m) {
    return move_to_usi(pos, m);
  }
  template <class V>
  static Move parse_move(const Position<V>& pos, std::string_view text) {
    return parse_usi_move(pos, text);
  }
  // A move as a reader expects it (move lists, diagrams): the long Western form, "P7g-7f".
  template <class V>
  static std::string display_move(const Position<V>& pos, Move m) {
    return move_to_western_shogi(pos, m);
  }
  // Game records this family reads: CSA and USI position lines.
  static constexpr std::string_view record_formats = "csa, usi";
  // With the players and the recorded end a CSA record states (a USI line states neither).
  template <class V>
  static RecordedGame<V> read_game_record(std::string_view format, std::string_view text) {
    if (format == "csa") return read_csa_record<V>(text);
    if (format == "usi") return {read_usi_record<V>(text)};
    throw InputError("shogi-family games are read from CSA or USI records, not " +
                     std::string(format));
  }
  template <class V>
  static Game<V> read_record(std::string_view format, std::string_view text) {
    return read_game_record<V>(format, text).game;
  }
  // Writes a game in one of record_formats. From `tags`: White and Black become the CSA names
  // (N+, N-), Event $EVENT, and Special a closing CSA special (%TORYO, %TIME_UP, ...).
  template <class V>
  static std::string write_record(std::string_view format, const Game<V>& game,
                                  const std::map<std::string, std::string>& tags) {
    if (format == "usi") return write_usi_record(game, game.start());
    if (format != "csa")
      throw InputError("shogi-family games are written as CSA or USI, not " + std::string(format));
    std::map<std::string, std::string> header;
    for (const auto& [tag, key] : {std::pair{"White", "N+"}, {"Black", "N-"}, {"Event", "$EVENT"}})
      if (tags.count(tag)) header[key] = tags.at(tag);
    std::string text = write_csa(game, game.start(), header);
    if (tags.count("Special") && text.find("%SENNICHITE") == std::string::npos)
      text += tags.at("Special") + "\n";
    return text;
  }
};

}  // namespace boardlab
