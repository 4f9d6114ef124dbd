#pragma once
// Helpers for the UCI/USI conversation tests: a boardlab engine process and what the tests ask of
// it most (wait for an answer, the legal moves from `go perft 1`, the position from `d`).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "support/engine_process.hpp"
#include "support/run_command.hpp"
#include "support/test_paths.hpp"

namespace boardlab::test {

// `boardlab <protocol>` after the handshake (`uci`/`usi` answered by `uciok`/`usiok`).
class ProtocolEngine : public EngineProcess {
 public:
  explicit ProtocolEngine(const std::string& protocol, bool handshake = true)
      : EngineProcess({BOARDLAB_BIN, protocol}) {
    if (handshake) {
      send(protocol);
      EXPECT_TRUE(expect(protocol + "ok")) << protocol << " handshake";
      take_transcript();
    }
  }

  // Sends `line` and returns the answer line starting with `prefix` ("" when none came).
  std::string ask(const std::string& line, const std::string& prefix) {
    send(line);
    auto answer = expect(prefix);
    EXPECT_TRUE(answer) << "no '" << prefix << "' after '" << line << "'";
    return answer.value_or("");
  }

  // Confirms the engine is alive and returns what it printed since the last call.
  std::vector<std::string> sync() {
    send("isready");
    EXPECT_TRUE(expect("readyok"));
    return take_transcript();
  }

  // The position as the engine holds it (its `d` command).
  std::string position() {
    const std::string line = ask("d", "info string position ");
    forget_last();
    return line.substr(std::string("info string position ").size());
  }

  // The legal moves in the current position, from `go perft 1`.
  std::set<std::string> legal_moves() {
    send("go perft 1");
    std::set<std::string> moves;
    expect([&](const std::string& l) {
      const auto colon = l.find(": ");
      if (colon != std::string::npos && l.rfind("info", 0) != 0 && l.rfind("Nodes", 0) != 0)
        moves.insert(l.substr(0, colon));
      return l.rfind("Nodes searched: ", 0) == 0;
    });
    return moves;
  }
};

// "bestmove X [ponder Y]" -> X.
inline std::string best_move_of(const std::string& line) {
  const auto words = line.substr(9);
  return words.substr(0, words.find(' '));
}

// The errors (`info string error: ...`) among `lines`.
inline std::vector<std::string> errors_in(const std::vector<std::string>& lines) {
  std::vector<std::string> errors;
  for (const std::string& l : lines)
    if (l.rfind("info string error: ", 0) == 0) errors.push_back(l);
  return errors;
}

// `boardlab setup` of the same position, for comparison with the engine's.
inline std::string setup_of(const std::vector<std::string>& args) {
  std::vector<std::string> all{"setup"};
  all.insert(all.end(), args.begin(), args.end());
  const RunResult r = run_boardlab(all);
  EXPECT_EQ(r.status, 0) << r.err;
  return last_line(r.out);
}

}  // namespace boardlab::test
