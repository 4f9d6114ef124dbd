// Perft speed of every registered variant from its start position, registered from the Hana
// registry so a new variant is measured without touching this file. For ratios against other
// engines use bench/vs-stockfish.sh, which times whole processes side by side.
#include <benchmark/benchmark.h>

#include <boost/hana/for_each.hpp>

#include "boardlab_registry.hpp"
#include "framework/rules/perft.hpp"

namespace {

template <class V>
void perft_start(benchmark::State& state) {
  auto pos = V::notation::template parse_position<V>(V::start_position);
  const int depth = int(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += boardlab::perft(pos, depth);
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

const bool registered = [] {
  boost::hana::for_each(boardlab::registry, [](auto t) {
    using V = typename decltype(t)::type;
    benchmark::RegisterBenchmark(("perft/" + std::string(V::name)).c_str(), perft_start<V>)
        ->Arg(4)
        ->Arg(5)
        ->Unit(benchmark::kMillisecond);
  });
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
