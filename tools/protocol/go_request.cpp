// See go_request.hpp.
#include "tools/protocol/go_request.hpp"

#include <algorithm>
#include <string>

#include "framework/core/input_error.hpp"
#include "framework/notation/text_fields.hpp"

namespace boardlab::protocol {

GoRequest parse_go(const std::vector<std::string_view>& w, Dialect dialect) {
  const bool uci = dialect == Dialect::Uci;
  GoRequest r;
  auto integer = [&](std::size_t& i, long long min, long long max) {
    if (i + 1 >= w.size()) throw InputError("go " + std::string(w[i]) + " needs a value");
    ++i;
    return parse_integer(w[i], "go " + std::string(w[i - 1]), min, max);
  };
  constexpr long long kDay = 86400000LL * 365;
  // Clocks are named by colour; UCI's white and USI's black (sente) move first.
  const std::string_view first = uci ? "w" : "b", second = uci ? "b" : "w";
  for (std::size_t i = 1; i < w.size(); ++i) {
    const std::string_view k = w[i];
    if (k == std::string(first) + "time")
      r.clock[0].time = std::max(0LL, integer(i, -kDay, kDay));
    else if (k == std::string(second) + "time")
      r.clock[1].time = std::max(0LL, integer(i, -kDay, kDay));
    else if (k == std::string(first) + "inc")
      r.clock[0].increment = integer(i, 0, kDay);
    else if (k == std::string(second) + "inc")
      r.clock[1].increment = integer(i, 0, kDay);
    else if (k == "movestogo")
      r.moves_to_go = int(integer(i, 0, 10000));
    else if (k == "byoyomi")
      r.byoyomi = integer(i, 0, kDay);
    else if (k == "movetime")
      r.movetime = integer(i, 1, kDay);
    else if (k == "depth")
      r.depth = int(integer(i, 1, 100));
    else if (k == "nodes")
      r.nodes = std::uint64_t(integer(i, 1, 1LL << 50));
    else if (k == "perft")
      r.perft = int(integer(i, 0, 30));
    else if (k == "infinite")
      r.infinite = true;
    else if (k == "ponder")
      r.ponder = true;
    else if (k == "mate" && uci)
      r.mate = int(integer(i, 1, 60));
    else if (k == "mate") {
      // USI tsume: `go mate <milliseconds>|infinite`.
      if (i + 1 < w.size() && w[i + 1] == "infinite")
        r.mate_ms = 0, ++i;
      else
        r.mate_ms = integer(i, 1, kDay);
    } else if (k == "searchmoves") {
      throw InputError("go searchmoves is not supported");
    } else {
      throw InputError("go: unknown parameter " + quote_input(k));
    }
  }
  return r;
}

}  // namespace boardlab::protocol
