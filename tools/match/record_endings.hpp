#pragma once
// How a game's end is written in its record, from the result and the reason as boardlab words
// them ("checkmate", "time forfeit: B used 1020 ms of 1000", "adjudication: maximum plies"):
// the PGN standard's Termination values, and the CSA V2.2 closing statement. Match and selfplay
// records share these, so every reader (pgn-extract, tsshogi, `boardlab game`) sees one end.
#include <map>
#include <string>
#include <string_view>

namespace boardlab::match {

inline bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// PGN standard (8.1.1): "normal" for an end by the rules or a resignation; the detail goes in a
// TerminationDetails tag beside it.
inline std::string_view pgn_termination(std::string_view reason) {
  if (reason.empty() || reason == "ongoing" || reason == "aborted" || reason == "max-plies")
    return "unterminated";
  if (starts_with(reason, "adjudication")) return "adjudication";
  if (starts_with(reason, "time forfeit")) return "time forfeit";
  if (starts_with(reason, "illegal move") || reason == "false declaration")
    return "rules infraction";
  if (starts_with(reason, "engine failure")) return "abandoned";
  return "normal";
}

// The tags of a played game's record (PGN's roster with Termination and TerminationDetails; CSA
// reads the players from White and Black): match and selfplay write the same ones, so one reader
// serves both. `result` is the game's as played (a claimed draw is not in the position's own
// outcome).
inline std::map<std::string, std::string> record_tags(std::string event, int round,
                                                      std::string first, std::string second,
                                                      const std::string& result,
                                                      const std::string& reason) {
  return {{"Event", std::move(event)},
          {"Site", "?"},
          {"Round", std::to_string(round)},
          {"White", std::move(first)},
          {"Black", std::move(second)},
          {"Result", result},
          {"Termination", std::string(pgn_termination(reason))},
          {"TerminationDetails", reason}};
}

// CSA V2.2's closing statement for a finished game ("" when the record needs none: write_csa
// ends a repetition draw with %SENNICHITE itself). `result` is "1-0" (sente won), "0-1" or
// "1/2-1/2"; a foul names the side that committed it (%+ILLEGAL_ACTION: sente's).
inline std::string csa_special(std::string_view result, std::string_view reason) {
  const std::string loser = result == "1-0" ? "-" : "+";
  if (reason == "checkmate" || reason == "stalemate") return "%TSUMI";
  if (reason == "sennichite") return "";
  if (reason == "resignation" || (starts_with(reason, "adjudication: ") && result != "1/2-1/2"))
    return "%TORYO";
  if (starts_with(reason, "time forfeit")) return "%TIME_UP";
  if (starts_with(reason, "illegal move")) return "%ILLEGAL_MOVE";
  if (reason == "declaration") return "%KACHI";
  if (reason == "jishogi") return "%JISHOGI";
  if (reason == "perpetual-check" || reason == "false declaration" ||
      starts_with(reason, "engine failure"))
    return "%" + loser + "ILLEGAL_ACTION";
  if (result == "1/2-1/2") return "%HIKIWAKE";
  return "%CHUDAN";  // unfinished
}

}  // namespace boardlab::match
