#pragma once
// PGN game records for the chess family: the seven-tag roster, Variant/SetUp/FEN tags for other
// starts, SAN movetext. The reader skips comments, variations, NAGs and move numbers, and names
// the move (by its index) that does not fit the position.
#include <array>
#include <cctype>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <range/v3/algorithm/find.hpp>

#include "framework/game/game_text.hpp"
#include "framework/notation/chess/fen.hpp"
#include "framework/notation/chess/san.hpp"
#include "framework/notation/game_record.hpp"
#include "framework/notation/game_starts.hpp"

namespace boardlab {

struct PgnTags {
  std::map<std::string, std::string> values;
  std::string get(const std::string& key, const std::string& fallback = "?") const {
    auto it = values.find(key);
    return it == values.end() ? fallback : it->second;
  }
};

template <class V>
struct PgnGame {
  PgnTags tags;
  Game<V> game;
};

template <class V>
std::string write_pgn(const Game<V>& game, Position<V> start, PgnTags tags = {}) {
  // The adjudicated result when the rules ended the game, else the recorded one (resignation...).
  const Outcome o = game.outcome();
  if (o.over() || !tags.values.count("Result"))
    tags.values["Result"] = std::string(result_text(o.result));
  for (const char* key : {"Event", "Site", "Date", "Round", "White", "Black"})
    if (!tags.values.count(key)) tags.values[key] = key == std::string("Date") ? "????.??.??" : "?";
  const std::string fen = to_fen(start);
  if (!Desc<V>::pgn_variant.empty()) tags.values["Variant"] = std::string(Desc<V>::pgn_variant);
  if (fen != V::start_position) tags.values["SetUp"] = "1", tags.values["FEN"] = fen;
  std::string out;
  // The seven-tag roster first, in its order, then the others.
  constexpr std::array<std::string_view, 7> roster = {"Event", "Site",  "Date",  "Round",
                                                      "White", "Black", "Result"};
  for (std::string_view key : roster)
    out += "[" + std::string(key) + " \"" + tags.values[std::string(key)] + "\"]\n";
  for (const auto& [k, v] : tags.values)
    if (ranges::find(roster, k) == roster.end()) out += "[" + k + " \"" + v + "\"]\n";
  out += '\n';
  std::string line;
  auto emit = [&](const std::string& token) {
    if (line.size() + token.size() + 1 > 79) out += line + '\n', line.clear();
    line += (line.empty() ? "" : " ") + token;
  };
  Position<V> pos = start;
  bool first = true;
  for (Move m : game.moves()) {
    // A number before every first-player move, and before the first move whoever makes it.
    if (pos.side_to_move() == White || first)
      emit(std::to_string(pos.fullmove()) + (pos.side_to_move() == White ? "." : "..."));
    emit(move_to_san(pos, m));
    pos.make(m);
    first = false;
  }
  emit(tags.values["Result"]);
  return out + line + '\n';
}

// The games of a PGN file, where GameStarts says they begin.
inline std::vector<std::string_view> split_pgn_games(std::string_view text) {
  std::vector<std::string_view> games;
  GameStarts starts("pgn");
  std::size_t start = 0;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::size_t first = at;
    while (first < end && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
    if (first < end && starts.begins_game(text[first]) && starts.games() > 1)
      games.push_back(text.substr(start, at - start)), start = at;
    at = end + 1;
  }
  if (starts.games() > 0) games.push_back(text.substr(start));
  return games;
}

// The tag pairs at the head of a PGN game; `i` is left after them.
inline PgnTags read_pgn_tags(std::string_view text, std::size_t& i) {
  PgnTags tags;
  auto skip_space = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  };
  for (skip_space(); i < text.size() && text[i] == '['; skip_space()) {
    // The value is quoted and may hold ']' (a crazyhouse FEN's holdings): the tag closes after it.
    const std::size_t q1 = text.find('"', i),
                      q2 = q1 == std::string_view::npos ? q1 : text.find('"', q1 + 1);
    const std::size_t close = text.find(']', q2 == std::string_view::npos ? i : q2);
    if (close == std::string_view::npos || q2 == std::string_view::npos || q2 > close)
      throw InputError("PGN tag " + quote_input(text.substr(i, 40)) + " is malformed");
    std::string key(text.substr(i + 1, q1 - i - 1));
    while (!key.empty() && key.back() == ' ') key.pop_back();
    tags.values[key] = std::string(text.substr(q1 + 1, q2 - q1 - 1));
    i = close + 1;
  }
  return tags;
}

// A variant name as PGN writers spell it, compared without case, spaces, '-' or '_'
// ("Chess960", "chess 960", "crazy-house").
inline std::string pgn_variant_key(std::string_view name) {
  std::string key;
  for (const char c : name)
    if (c != ' ' && c != '-' && c != '_') key += char(std::tolower(static_cast<unsigned char>(c)));
  return key;
}

// Whether a PGN Variant tag names V: its own tag, its name or an alias; "Standard" names the
// variant that writes no tag.
template <class V>
bool pgn_variant_names(std::string_view tag) {
  const std::string key = pgn_variant_key(tag);
  if (key == pgn_variant_key(Desc<V>::pgn_variant) || key == pgn_variant_key(V::name)) return true;
  for (const std::string_view alias : Desc<V>::aliases)
    if (key == pgn_variant_key(alias)) return true;
  return Desc<V>::pgn_variant.empty() && key == "standard";
}

template <class V>
PgnGame<V> read_pgn(std::string_view text) {
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  };
  PgnTags tags = read_pgn_tags(text, i);
  if (tags.values.count("Variant") && !pgn_variant_names<V>(tags.values["Variant"]))
    throw InputError("PGN is for variant " + quote_input(tags.values["Variant"]) + ", not " +
                     std::string(V::name));
  const auto fen = tags.values.find("FEN");
  PgnGame<V> g{tags, Game<V>(parse_fen<V>(fen != tags.values.end() ? std::string_view(fen->second)
                                                                   : V::start_position))};
  std::vector<std::string_view> sans;
  while (true) {
    skip_space();
    if (i >= text.size()) break;
    const char c = text[i];
    if (c == '{') {
      const std::size_t end = text.find('}', i);
      if (end == std::string_view::npos) throw InputError("PGN comment is not closed");
      i = end + 1;
    } else if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '(') {
      int depth = 0;
      do {
        if (text[i] == '(') ++depth;
        if (text[i] == ')') --depth;
        ++i;
      } while (i < text.size() && depth > 0);
      if (depth) throw InputError("PGN variation is not closed");
    } else {
      std::size_t end = i;
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
             text[end] != '{' && text[end] != '(' && text[end] != ';')
        ++end;
      std::string_view token = text.substr(i, end - i);
      i = end;
      if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") break;
      if (token[0] == '$') continue;
      // Move numbers, possibly glued to the move ("12.e4", "12...Nf6").
      std::size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
      if (digits && digits < token.size() && token[digits] == '.') {
        token.remove_prefix(digits);
        while (!token.empty() && token[0] == '.') token.remove_prefix(1);
        if (token.empty()) continue;
      }
      sans.push_back(token);
    }
  }
  play_listed(g.game, sans, "PGN move", parse_san<V>);
  return g;
}

// A PGN game with its players (White, Black; "?" is no name) and the end its Result tag states
// ("1-0", "0-1", "1/2-1/2"), with the Termination tag as its reason ("time forfeit" becomes
// "time-forfeit"; "recorded" when there is none), or a one-word TerminationDetails.
template <class V>
RecordedGame<V> read_pgn_record(std::string_view text) {
  PgnGame<V> pgn = read_pgn<V>(text);
  RecordedGame<V> r{std::move(pgn.game)};
  for (auto [tag, name] : {std::pair{"White", &r.first}, {"Black", &r.second}})
    if (const std::string v = pgn.tags.get(tag, ""); v != "?") *name = v;
  const std::string result = pgn.tags.get("Result", "*");
  if (result == "1-0" || result == "0-1" || result == "1/2-1/2") {
    r.result = result;
    // boardlab's TerminationDetails ("resignation") says more than the standard's Termination
    // ("normal") when it is one word; a sentence ("time forfeit: B used ...") is left to it.
    const std::string details = pgn.tags.get("TerminationDetails", "");
    const std::string termination = !details.empty() && split_words(details).size() == 1
                                        ? details
                                        : pgn.tags.get("Termination", "recorded");
    for (const std::string_view word : split_words(termination))
      r.reason += (r.reason.empty() ? "" : "-") + pgn_variant_key(word);
    if (r.reason.empty()) r.reason = "recorded";
  }
  return r;
}

}  // namespace boardlab
