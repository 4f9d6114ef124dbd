# Compiles SOURCE alone and passes only if the compiler refuses it with exactly one error, the
# one whose text is in the file's "// expect:" line. Run by ctest (tests/CMakeLists.txt).
file(STRINGS "${SOURCE}" expect REGEX "^// expect: ")
string(REPLACE "// expect: " "" expect "${expect}")
execute_process(COMMAND "${CXX}" -std=c++20 -fsyntax-only "-I${INCLUDE}" "${SOURCE}"
                RESULT_VARIABLE rc ERROR_VARIABLE out OUTPUT_VARIABLE out2)
string(APPEND out "${out2}")
if(rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but must be refused")
endif()
string(FIND "${out}" "${expect}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the compiler did not say '${expect}':\n${out}")
endif()
string(REGEX MATCHALL "error: " errors "${out}")
list(LENGTH errors count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one error, the compiler gave ${count}:\n${out}")
endif()
