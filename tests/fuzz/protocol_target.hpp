#pragma once
// Fuzz target "protocol": the text as the command lines a GUI sends to `boardlab uci` / `usi`,
// served by protocol::serve from an istringstream. The dialect is USI when the first line is
// "usi", else UCI; the table holds chess, Chess960 (UCI_Chess960), crazyhouse, shogi and
// minishogi.
//
// Searches are made safe and fast without touching the command text (so `go`'s own reader is
// fuzzed whole): each variant's session is wrapped in CappedSession, which searches to depth 1
// whatever the limits, searches at most 3 MultiPV lines, counts perft to depth 1, looks for mates
// of at most 3 plies and keeps a one-entry table whatever Hash asks (the table's smallest size: a
// megabyte costs more to allocate under ASan than the rest of a short session). The MultiPV cap
// keeps the corpus from drifting to inputs of 0.25 s and more each (MultiPV 51 over a crazyhouse
// hand of ten pieces), which had cut the rate to 100-150 inputs a second (250-350 just after the
// cap; it falls as the corpus grows, see docs/reliability.md); MultiPV's reader is still fuzzed
// whole. An infinite or ponder search then holds its answer until `stop`, `quit` or the end of
// input, which the loop answers promptly. The engine's hot leaves (board queries, move
// generation, make/unmake, evaluation) are built without coverage for this target
// (protocol_coverage_ignorelist.txt): still sanitized, no longer steering.
//
// Property: the loop never throws and writes whole lines without control characters (every
// error is one `info string` line).
#include <algorithm>
#include <array>
#include <memory>
#include <sstream>
#include <string>

#include "framework/notation/text_fields.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tools/protocol/protocol_loop.hpp"
#include "tools/protocol/variant_session.hpp"
#include "variants/chess/chess.hpp"
#include "variants/chess960/chess960.hpp"
#include "variants/crazyhouse/crazyhouse.hpp"
#include "variants/minishogi/minishogi.hpp"
#include "variants/shogi/shogi.hpp"

namespace boardlab::fuzz {

template <class V>
class CappedSession final : public protocol::EngineSession {
 public:
  CappedSession() : inner_(0) {}
  table::Referee& game() override { return inner_.game(); }
  const table::Referee& game() const override { return inner_.game(); }
  void resize_hash(std::size_t) override { inner_.resize_hash(0); }
  void clear_hash() override { inner_.clear_hash(); }
  // Fuzzed paths are not opened (a FIFO or device would stall the target); the option's parsing
  // is still exercised up to here.
  void set_eval_file(const std::string&) override {}
  protocol::BestMove search(const search::Limits& limits,
                            const std::function<void(const std::string&)>& info) override {
    search::Limits capped = limits;
    capped.depth = 1;
    capped.multipv = std::min(limits.multipv, 3);
    return inner_.search(capped, info);
  }
  std::string divide(int depth, const std::atomic<bool>& stop) override {
    return inner_.divide(std::min(depth, 1), stop);
  }
  protocol::MateAnswer mate(int max_plies, std::int64_t deadline_ms,
                            const std::atomic<bool>* stop) override {
    return inner_.mate(std::min(max_plies, 3), deadline_ms, stop);
  }

 private:
  protocol::VariantSession<V> inner_;
};

template <class V>
std::unique_ptr<protocol::EngineSession> capped_session(std::size_t) {
  return std::make_unique<CappedSession<V>>();
}

// A table row with only what the protocol loop reads: names, protocol, session.
template <class V>
table::VariantRow protocol_row() {
  table::VariantRow row{};
  row.name = V::name;
  row.aliases = Desc<V>::aliases;
  row.description = V::description;
  row.engine_protocol = V::notation::protocol;
  row.shuffled_start_of = Desc<V>::shuffled_start_of;
  row.session = &capped_session<V>;
  return row;
}

inline const std::array<table::VariantRow, 5>& protocol_table() {
  static const std::array<table::VariantRow, 5> table = {
      protocol_row<variants::Chess>(), protocol_row<variants::Chess960>(),
      protocol_row<variants::Crazyhouse>(), protocol_row<variants::Shogi>(),
      protocol_row<variants::Minishogi>()};
  return table;
}

inline int fuzz_protocol(const std::uint8_t* data, std::size_t size) {
  const std::string text(as_text(data, size));
  const auto first_line = split_words(split_position(text).position.value_or(text));
  const bool usi = first_line.size() == 1 && first_line[0] == "usi";
  std::istringstream in(text);
  std::ostringstream out;
  const int status = protocol::serve(
      protocol_table(), usi ? protocol::Dialect::Usi : protocol::Dialect::Uci, "", in, out);
  require(status == 0, [status] { return "serve returned " + std::to_string(status); });
  require(std::ranges::all_of(
              out.str(), [](char c) { return c == '\n' || static_cast<unsigned char>(c) >= 0x20; }),
          "a control character in the engine's output");
  return 0;
}

}  // namespace boardlab::fuzz
