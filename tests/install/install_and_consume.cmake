# install_and_consume.cmake — ctest script: install to SCRATCH/prefix, build CONSUMER against it, run it.
file(REMOVE_RECURSE "${SCRATCH}")
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${SCRATCH}/prefix")
set(flags "")
if(SANITIZE)
  set(flags "-fsanitize=${SANITIZE}")
endif()
run(${CMAKE_COMMAND} -S "${CONSUMER}" -B "${SCRATCH}/build"
    "-DCMAKE_PREFIX_PATH=${SCRATCH}/prefix"
    "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
    "-DCMAKE_C_FLAGS=${flags}" "-DCMAKE_CXX_FLAGS=${flags}" "-DCMAKE_EXE_LINKER_FLAGS=${flags}")
run(${CMAKE_COMMAND} --build "${SCRATCH}/build")
run("${SCRATCH}/build/consumer")
message("${last_output}")
if(EXISTS "${SCRATCH}/build/consumer_pragma")
  run("${SCRATCH}/build/consumer_pragma")
  if(NOT last_output MATCHES "fib\\(20\\) = 6765")
    message(FATAL_ERROR "consumer_pragma printed: ${last_output}")
  endif()
  message("${last_output}")
endif()
