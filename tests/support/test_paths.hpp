#pragma once
// Where the tests find the built binary, the source tree and tests/data. The paths are compiled
// into test_paths.cpp alone, so every other test file is the same text in any clone and build
// directory, and ccache serves it from another clone's compile (tools/run-tests).

namespace boardlab::test {

const char* boardlab_binary();  // build/bin/boardlab of this build tree
const char* source_root();      // the checkout's top folder
const char* test_data();        // tests/data

}  // namespace boardlab::test

#define BOARDLAB_BIN (::boardlab::test::boardlab_binary())
#define BOARDLAB_SOURCE (::boardlab::test::source_root())
#define BOARDLAB_TEST_DATA (::boardlab::test::test_data())
