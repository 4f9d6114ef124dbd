// See match_options.hpp.
#include "tools/match/match_options.hpp"

#include <charconv>
#include <cmath>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::match {
namespace {

std::pair<std::string, std::string> key_value(const std::string& token, std::string_view where) {
  const auto eq = token.find('=');
  if (eq == std::string::npos || eq == 0)
    throw InputError(std::string(where) + ": " + quote_input(token) + " is not KEY=VALUE");
  return {token.substr(0, eq), token.substr(eq + 1)};
}

double seconds(const std::string& text, const std::string& what) {
  double v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !(v >= 0) || v > 1e7)
    throw InputError(what + ": " + quote_input(text) + " is not a number of seconds");
  return v;
}

std::int64_t ms(double s) { return std::int64_t(std::llround(s * 1000)); }

double number(const std::string& text, const std::string& what) {
  double v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(v))
    throw InputError(what + ": " + quote_input(text) + " is not a number");
  return v;
}

}  // namespace

bool read_limit(const std::string& key, const std::string& value, TimeControl& tc) {
  if (key == "tc") {
    if (value == "inf" || value == "infinite") {
      tc.base_ms = -1;
      return true;
    }
    // [moves/]seconds[+increment]
    std::string rest = value;
    const auto slash = rest.find('/');
    if (slash != std::string::npos) {
      tc.moves = int(parse_integer(rest.substr(0, slash), "tc moves", 1, 1000));
      rest = rest.substr(slash + 1);
    }
    const auto plus = rest.find('+');
    tc.base_ms = ms(seconds(rest.substr(0, plus), "tc=" + value));
    tc.increment_ms =
        plus == std::string::npos ? 0 : ms(seconds(rest.substr(plus + 1), "tc=" + value));
    return true;
  }
  if (key == "st")
    return tc.movetime_ms = std::max<std::int64_t>(1, ms(seconds(value, "st"))), true;
  if (key == "byoyomi") return tc.byoyomi_ms = ms(seconds(value, "byoyomi")), true;
  if (key == "nodes")
    return tc.nodes = std::uint64_t(parse_integer(value, "nodes", 1, 1LL << 50)), true;
  if (key == "depth") return tc.depth = int(parse_integer(value, "depth", 1, 100)), true;
  return false;
}

PlayerSpec read_player(const std::vector<std::string>& group,
                       const std::vector<std::string>& each) {
  PlayerSpec p;
  std::vector<std::string> tokens = each;
  tokens.insert(tokens.end(), group.begin(), group.end());  // the engine's own tokens win
  for (const std::string& token : tokens) {
    if (token == "builtin") {
      p.builtin = true;
      continue;
    }
    const auto [key, value] = key_value(token, "--engine");
    if (key == "name")
      p.name = value;
    else if (key == "cmd")
      p.command = value;
    else if (key == "arg")
      p.args.push_back(value);
    else if (key == "proto") {
      if (value != "uci" && value != "usi")
        throw InputError("--engine proto=" + value + ": the protocols are uci and usi");
      p.protocol = value;
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
      p.options.emplace_back(key.substr(7), value);
    } else if (key == "eval") {
      p.eval_file = value;
    } else if (key == "hash") {
      p.hash_mb = std::size_t(parse_integer(value, "hash", 1, 16384));
    } else if (!read_limit(key, value, p.limits)) {
      throw InputError(
          "--engine: unknown key " + quote_input(key) +
          " (name, builtin, cmd, arg, proto, option.NAME, hash, eval, tc, st, byoyomi, "
          "nodes, depth)");
    }
  }
  if (p.builtin && !p.command.empty())
    throw InputError("--engine " + quote_input(p.name) + ": either builtin or cmd=PATH, not both");
  if (!p.builtin && p.command.empty())
    throw InputError("--engine " + quote_input(p.name) + ": give builtin or cmd=PATH");
  if (!p.builtin && !p.eval_file.empty())
    throw InputError("--engine " + quote_input(p.name) +
                     ": eval=FILE is for the builtin player (an external engine takes "
                     "option.NAME=VALUE)");
  if (p.builtin && !p.options.empty())
    throw InputError("--engine " + quote_input(p.name) + ": option.NAME is for external engines");
  if (p.name.empty()) p.name = p.builtin ? "boardlab" : p.command.substr(p.command.rfind('/') + 1);
  const auto& l = p.limits;
  if (!l.clocked() && !l.movetime_ms && !l.nodes && !l.depth)
    throw InputError("--engine " + quote_input(p.name) +
                     ": give a limit: tc=, st=, byoyomi=, nodes= or depth= (or in --each)");
  return p;
}

Sprt read_sprt(const std::vector<std::string>& tokens) {
  Sprt s;
  for (const std::string& token : tokens) {
    const auto [key, value] = key_value(token, "--sprt");
    const double v = number(value, "--sprt " + key);
    if (key == "min") {
      if (!(v >= 0 && v <= 1e9 && v == int(v)))
        throw InputError("--sprt: min must be a whole number of games, not " + quote_input(value));
      s.min_games = int(v);
    } else if (key == "elo0")
      s.elo0 = v;
    else if (key == "elo1")
      s.elo1 = v;
    else if (key == "alpha")
      s.alpha = v;
    else if (key == "beta")
      s.beta = v;
    else
      throw InputError("--sprt: unknown key " + quote_input(key) +
                       " (elo0, elo1, alpha, beta, min)");
  }
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5))
    throw InputError("--sprt: alpha and beta must lie between 0 and 0.5");
  if (!(s.elo1 > s.elo0)) throw InputError("--sprt: elo1 must be greater than elo0");
  return s;
}

Adjudication read_adjudication(const std::vector<std::string>& resign,
                               const std::vector<std::string>& draw) {
  Adjudication a;
  for (const std::string& token : resign) {
    const auto [key, value] = key_value(token, "--resign");
    if (key == "movecount")
      a.resign_movecount = int(parse_integer(value, "--resign movecount", 1, 1000));
    else if (key == "score")
      a.resign_score = int(parse_integer(value, "--resign score", 1, 100000));
    else
      throw InputError("--resign: unknown key " + quote_input(key) + " (movecount, score)");
  }
  if (!resign.empty() && (!a.resign_movecount || !a.resign_score))
    throw InputError("--resign needs movecount=N and score=CP");
  for (const std::string& token : draw) {
    const auto [key, value] = key_value(token, "--draw");
    if (key == "movenumber")
      a.draw_movenumber = int(parse_integer(value, "--draw movenumber", 0, 10000));
    else if (key == "movecount")
      a.draw_movecount = int(parse_integer(value, "--draw movecount", 1, 1000));
    else if (key == "score")
      a.draw_score = int(parse_integer(value, "--draw score", 0, 100000));
    else
      throw InputError("--draw: unknown key " + quote_input(key) +
                       " (movenumber, movecount, score)");
  }
  if (!draw.empty() && !a.draw_movecount) throw InputError("--draw needs movecount=N");
  return a;
}

}  // namespace boardlab::match
