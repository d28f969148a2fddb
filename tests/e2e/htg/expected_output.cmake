# cmake -DPROGRAM=<exe> -DEXPECTED=<file> -P expected_output.cmake
# Runs the program with NANO_WORKERS=1, 2 and 4; each run must exit 0 and print exactly
# the contents of EXPECTED (the sequential meaning of the graph, written by hand).
include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake)
require_variables(expected_output.cmake PROGRAM EXPECTED)
file(READ "${EXPECTED}" expected)
foreach(workers 1 2 4)
  set(ENV{NANO_WORKERS} "${workers}")
  execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE status OUTPUT_VARIABLE actual ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} with NANO_WORKERS=${workers} failed (${status}):\n${errors}")
  endif()
  if(NOT actual STREQUAL expected)
    message(FATAL_ERROR "${PROGRAM} with NANO_WORKERS=${workers} printed\n${actual}\n"
                        "but ${EXPECTED} says\n${expected}")
  endif()
endforeach()
message(STATUS "NANO_WORKERS=1, 2, 4: output identical to ${EXPECTED}")
