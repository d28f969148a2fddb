# cmake -DNANOCC=<exe> -DHTG=<graph.htg.json> -DSOURCES=<kernels...> -DINCLUDE_DIR=<dir>
#       -DREFERENCE=<exe> [-DREFERENCE_ARGS=<args>] -DBAD_HTG=<bad.htg.json> -DWORK_DIR=<dir>
#       -P nanocc_htg.cmake
# `nanocc graph.htg.json kernels.c -o app` builds in one step a program that prints what
# the sequential reference prints, with 1, 2 and 4 workers; a bad HTG makes nanocc
# print the HTG diagnostics, fail, and leave no program behind.
include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake)
require_variables(nanocc_htg.cmake NANOCC HTG SOURCES INCLUDE_DIR REFERENCE BAD_HTG WORK_DIR)

set(app "${WORK_DIR}/app")
execute_process(COMMAND "${NANOCC}" -O2 -Wall -Wextra -Werror -I "${INCLUDE_DIR}" "${HTG}" ${SOURCES} -o "${app}" -lm
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT EXISTS "${app}")
  message(FATAL_ERROR "nanocc failed (${status}):\n${out}\n${err}")
endif()

execute_process(COMMAND "${REFERENCE}" ${REFERENCE_ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE expected)
if(NOT status EQUAL 0 OR expected STREQUAL "")
  message(FATAL_ERROR "reference ${REFERENCE} failed (${status})")
endif()
foreach(workers 1 2 4)
  set(ENV{NANO_WORKERS} "${workers}")
  execute_process(COMMAND "${app}" RESULT_VARIABLE status OUTPUT_VARIABLE actual ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT actual STREQUAL expected)
    message(FATAL_ERROR "NANO_WORKERS=${workers}: exit ${status}, printed\n${actual}\n"
                        "expected\n${expected}\nstderr:\n${err}")
  endif()
endforeach()

set(bad_app "${WORK_DIR}/bad_app")
execute_process(COMMAND "${NANOCC}" "${BAD_HTG}" ${SOURCES} -o "${bad_app}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0 OR EXISTS "${bad_app}")
  message(FATAL_ERROR "nanocc accepted the bad HTG ${BAD_HTG} (${status})")
endif()
string(FIND "${err}" "${BAD_HTG}:" at)
if(at EQUAL -1 OR NOT err MATCHES ": error: ")
  message(FATAL_ERROR "nanocc did not print the HTG diagnostics:\n${err}")
endif()
message(STATUS "nanocc built the HTG program; same output as the reference with 1, 2 and 4 workers")
