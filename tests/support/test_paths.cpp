// The one test file built with this checkout's paths (tests/CMakeLists.txt passes them).
#include "support/test_paths.hpp"

namespace boardlab::test {

const char* boardlab_binary() { return BOARDLAB_BINARY_PATH; }
const char* source_root() { return BOARDLAB_SOURCE_PATH; }
const char* test_data() { return BOARDLAB_TEST_DATA_PATH; }

}  // namespace boardlab::test
