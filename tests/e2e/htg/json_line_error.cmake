# cmake -DCODEGEN=<nano-htg> -DNANOCC=<nanocc or empty> -DCC=<compiler> -DRUNTIME_INCLUDE=<dir>
#       -DERRORS=<json_line_error.htg.json> -DDECLARATIONS=<declaration_error.htg.json>
#       -DENTRY=<entry_error.htg.json> -DINCLUDES=<include_error.htg.json>
#       -DUNPARSABLE=<unparsable_condition.htg.json>
#       -DWORK_DIR=<dir> -P json_line_error.cmake
# Errors in code fragments, variable declarations, the entry and includes of a hand-written HTG (no
# `loc`) point at the .htg.json line of the fragment, through `nano-htg codegen` + cc and
# through nanocc; an unparsable expression stops both before any C is written, with the
# JSON position.
include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake)
require_variables(json_line_error.cmake CODEGEN CC RUNTIME_INCLUDE ERRORS DECLARATIONS ENTRY INCLUDES UNPARSABLE WORK_DIR)

# `err` (what compiling the code generated from `stem`.htg.json printed) has an error
# matching each regex of `expected` (file:line:col: ...), names each of `once` exactly
# once, and names neither the generated file nor a temporary one.
function(expect_errors_at_json err what stem expected once)
  foreach(regex IN LISTS expected)
    if(NOT err MATCHES "${stem}\\.htg\\.json:${regex}")
      message(FATAL_ERROR "${what}: no error matching '${stem}.htg.json:${regex}':\n${err}")
    endif()
  endforeach()
  foreach(name IN LISTS once)
    string(REGEX MATCHALL "error: [^\n]*'${name}'" reports "${err}")
    list(LENGTH reports count)
    if(NOT count EQUAL 1)
      message(FATAL_ERROR "${what}: '${name}' reported ${count} times, expected once:\n${err}")
    endif()
  endforeach()
  if(err MATCHES "${stem}\\.(c|cpp|nano\\.c):" OR err MATCHES "nanocc-")
    message(FATAL_ERROR "${what}: an error points into generated code:\n${err}")
  endif()
endfunction()

# Generates `htg` with nano-htg codegen, compiles it with the C compiler and, when there
# is one, builds it with nanocc; both must fail with the errors expected. nanocc also
# reports each of `once_nanocc` once: the C compiler alone sees a loop bound twice (its
# value, and the type of the loop variable), and nanocc drops the repeat.
function(check_json_errors htg expected once once_nanocc)
  codegen_and_compile("${htg}" "${CC}" c)
  if(status EQUAL 0)
    message(FATAL_ERROR "${stem}: code with undeclared names compiled")
  endif()
  expect_errors_at_json("${err}" "codegen + cc" "${stem}" "${expected}" "${once}")
  if(NANOCC)
    execute_process(COMMAND "${NANOCC}" "${htg}" -o "${WORK_DIR}/${stem}-app" RESULT_VARIABLE status ERROR_VARIABLE err)
    if(status EQUAL 0)
      message(FATAL_ERROR "${stem}: nanocc built code with undeclared names")
    endif()
    set(once_all ${once} ${once_nanocc})
    expect_errors_at_json("${err}" "nanocc" "${stem}" "${expected}" "${once_all}")
  endif()
endfunction()

# Each at the line and column of the name in the JSON text; a fragment the generated
# code needs once is reported once (a tss chunk was copied twice); the cost of a loop's
# body, run in place rather than spawned, is compiled too.
check_json_errors("${ERRORS}"
  "12:23: error: [^\n]*flag_not_declared;15:25: error: [^\n]*function_not_declared;17:16: error: [^\n]*bound_not_declared;18:48: error: [^\n]*chunk_not_declared;20:28: error: [^\n]*body_cost_not_declared;22:18: error: [^\n]*step_not_declared;24:32: error: [^\n]*step_cost_not_declared;25:52: error: [^\n]*cost_not_declared"
  "flag_not_declared;function_not_declared;chunk_not_declared;body_cost_not_declared;step_not_declared;step_cost_not_declared;cost_not_declared" "bound_not_declared")
# Graph variables: the type, the name, each extent and the initialiser at their own place.
check_json_errors("${DECLARATIONS}"
  "7:36: note: forward declaration of 'struct tag_not_declared';7:16: error: tentative definition;8:45: error: [^\n]*dim_not_declared;9:44: error: [^\n]*init_not_declared;10:29: error: unknown type name 'type_not_declared'"
  "dim_not_declared;init_not_declared;type_not_declared" "")
# An entry that clashes with an included declaration: at "entry" (its definition and
# the call in main).
check_json_errors("${ENTRY}" "4:13: error: conflicting types for 'puts';4:18: error: too few arguments" "" "")
# A header that is not found: at its entry of "includes".
check_json_errors("${INCLUDES}" "4:17: fatal error: 'header_not_found.h' file not found" "" "")

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
  execute_process(COMMAND "${NANOCC}" "${UNPARSABLE}" -o "${WORK_DIR}/app2" RESULT_VARIABLE status ERROR_VARIABLE err)
  if(status EQUAL 0 OR err MATCHES "nanocc-" OR NOT err MATCHES "unparsable_condition\\.htg\\.json:4:[0-9]+: error: unparsable expression 'x >'")
    message(FATAL_ERROR "nanocc of an unparsable condition: exit ${status}:\n${err}")
  endif()
endif()
message(STATUS "fragment errors point at the HTG file")
