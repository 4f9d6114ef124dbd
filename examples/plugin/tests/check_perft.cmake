# Runs `boardlab perft` on every count of a python-chess style .perft file (id / epd / perft D N)
# and fails on the first difference. Usage:
#   cmake -DBOARDLAB=path -DVARIANT=name -DDATA=file.perft -P check_perft.cmake
file(STRINGS "${DATA}" lines)
set(position "")
set(checked 0)
foreach(line IN LISTS lines)
  if(line MATCHES "^epd (.+)$")
    set(position "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^perft ([0-9]+) ([0-9]+)")
    set(depth ${CMAKE_MATCH_1})
    set(expected ${CMAKE_MATCH_2})
    execute_process(COMMAND "${BOARDLAB}" perft --variant ${VARIANT} --fen "${position}"
                            --depth ${depth}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    string(REGEX MATCH "Nodes searched: ([0-9]+)" found "${out}")
    if(NOT rc EQUAL 0 OR NOT CMAKE_MATCH_1 STREQUAL expected)
      message(FATAL_ERROR "${position} depth ${depth}: expected ${expected}, got "
                          "'${CMAKE_MATCH_1}' (exit ${rc}) ${err}")
    endif()
    math(EXPR checked "${checked} + 1")
  endif()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "no perft counts in ${DATA}")
endif()
message(STATUS "${checked} perft counts equal")
