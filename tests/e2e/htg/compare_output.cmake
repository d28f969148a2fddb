# cmake -DPROGRAM=<exe> -DREFERENCE=<exe> [-DREFERENCE_ARGS=<args>] -DWORKERS=<n> -P compare_output.cmake
# Runs the reference and the program (with NANO_WORKERS=<n>); both must exit 0 and
# print exactly the same standard output.
include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake)
require_variables(compare_output.cmake PROGRAM REFERENCE WORKERS)

execute_process(COMMAND "${REFERENCE}" ${REFERENCE_ARGS} RESULT_VARIABLE reference_status
                OUTPUT_VARIABLE expected ERROR_VARIABLE reference_errors)
if(NOT reference_status EQUAL 0)
  message(FATAL_ERROR "reference ${REFERENCE} failed (${reference_status}):\n${reference_errors}")
endif()
if(expected STREQUAL "")
  message(FATAL_ERROR "reference ${REFERENCE} printed nothing")
endif()

set(ENV{NANO_WORKERS} "${WORKERS}")
execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE status
                OUTPUT_VARIABLE actual ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} with NANO_WORKERS=${WORKERS} failed (${status}):\n${errors}")
endif()
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "${PROGRAM} with NANO_WORKERS=${WORKERS} printed\n${actual}\n"
                      "but the sequential reference printed\n${expected}")
endif()
message(STATUS "NANO_WORKERS=${WORKERS}: output identical to the reference")
