# cmake -DCODEGEN=<nano-htg> -DNANOCC=<nanocc or empty> -DCC=<compiler> -DRUNTIME_INCLUDE=<dir>
#       -DERRORS=<json_line_error.htg.json> -DUNPARSABLE=<unparsable_condition.htg.json>
#       -DWORK_DIR=<dir> -P json_line_error.cmake
# Errors in code fragments of a hand-written HTG (no `loc`) point at the .htg.json line of the
# fragment, through `nano-htg codegen` + cc and through nanocc; an unparsable expression stops
# both before any C is written, with the JSON position.
foreach(var CODEGEN CC RUNTIME_INCLUDE ERRORS UNPARSABLE WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "json_line_error.cmake: ${var} is not set")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

# Each at the line and column of the name in the JSON text; a fragment the
# generated code needs once is reported once (a tss chunk was copied twice).
function(expect_errors_at_json err what)
  foreach(expected "json_line_error\\.htg\\.json:12:23: error: [^\n]*flag_not_declared"
                   "json_line_error\\.htg\\.json:15:25: error: [^\n]*function_not_declared"
                   "json_line_error\\.htg\\.json:17:16: error: [^\n]*bound_not_declared"
                   "json_line_error\\.htg\\.json:18:48: error: [^\n]*chunk_not_declared")
    if(NOT err MATCHES "${expected}")
      message(FATAL_ERROR "${what}: no error matching '${expected}':\n${err}")
    endif()
  endforeach()
  foreach(once flag_not_declared function_not_declared chunk_not_declared)
    string(REGEX MATCHALL "error: [^\n]*'${once}'" reports "${err}")
    list(LENGTH reports count)
    if(NOT count EQUAL 1)
      message(FATAL_ERROR "${what}: '${once}' reported ${count} times, expected once:\n${err}")
    endif()
  endforeach()
  if(err MATCHES "json_line_error\\.c:")
    message(FATAL_ERROR "${what}: an error points into the generated file:\n${err}")
  endif()
endfunction()

# nano-htg codegen, then the C compiler.
set(generated "${WORK_DIR}/json_line_error.c")
execute_process(COMMAND "${CODEGEN}" codegen "${ERRORS}" -o "${generated}" RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "codegen rejected a syntactically valid file:\n${err}")
endif()
execute_process(COMMAND "${CC}" -I "${RUNTIME_INCLUDE}" -c "${generated}" -o "${WORK_DIR}/json_line_error.o"
                RESULT_VARIABLE status ERROR_VARIABLE err OUTPUT_VARIABLE out)
if(status EQUAL 0)
  message(FATAL_ERROR "code with undeclared names compiled")
endif()
expect_errors_at_json("${err}" "codegen + cc")

# An unparsable expression: exit 1, the JSON position, no output file.
set(unwritten "${WORK_DIR}/unparsable.c")
execute_process(COMMAND "${CODEGEN}" codegen "${UNPARSABLE}" -o "${unwritten}" RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 1 OR EXISTS "${unwritten}")
  message(FATAL_ERROR "codegen of an unparsable condition: exit ${status} (expected 1), output written: ${err}")
endif()
if(NOT err MATCHES "unparsable_condition\\.htg\\.json:4:[0-9]+: error: unparsable expression 'x >' in 'condition'[^\n]*\\(/root/children/0/condition\\)")
  message(FATAL_ERROR "codegen of an unparsable condition reported:\n${err}")
endif()

if(NANOCC)
  execute_process(COMMAND "${NANOCC}" "${ERRORS}" -o "${WORK_DIR}/app" RESULT_VARIABLE status ERROR_VARIABLE err)
  if(status EQUAL 0)
    message(FATAL_ERROR "nanocc built code with undeclared names")
  endif()
  expect_errors_at_json("${err}" "nanocc")
  execute_process(COMMAND "${NANOCC}" "${UNPARSABLE}" -o "${WORK_DIR}/app2" RESULT_VARIABLE status ERROR_VARIABLE err)
  if(status EQUAL 0 OR err MATCHES "nanocc-" OR NOT err MATCHES "unparsable_condition\\.htg\\.json:4:[0-9]+: error: unparsable expression 'x >'")
    message(FATAL_ERROR "nanocc of an unparsable condition: exit ${status}:\n${err}")
  endif()
endif()
message(STATUS "fragment errors point at the HTG file")
