// libFuzzer's entry point for one target, built once per target by tests/fuzz/CMakeLists.txt
// with FUZZ_TARGET_HEADER (the header holding the body) and FUZZ_TARGET_FUNCTION (the body)
// defined. The bodies live in headers so tests/fuzz/fuzz_regressions_test.cpp runs them too.
#include <cstddef>
#include <cstdint>

#include FUZZ_TARGET_HEADER

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return boardlab::fuzz::FUZZ_TARGET_FUNCTION(data, size);
}
