# Shared by the -P test scripts of this folder: include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake).

# Stops unless each named variable is set (-D on the command line); when WORK_DIR is
# among them, it is emptied and created again, so no earlier run's file can pass a check.
function(require_variables script)
  foreach(var IN LISTS ARGN)
    if(NOT DEFINED ${var})
      message(FATAL_ERROR "${script}: ${var} is not set")
    endif()
  endforeach()
  list(FIND ARGN WORK_DIR at) # (no IN_LIST: a -P script runs with the old policies)
  if(NOT at EQUAL -1)
    file(REMOVE_RECURSE "${WORK_DIR}")
    file(MAKE_DIRECTORY "${WORK_DIR}")
  endif()
endfunction()

# Generates `htg` into WORK_DIR/<stem>.<extension> with `nano-htg codegen` (which must
# succeed) and compiles it with `compiler`. Sets `stem` (the file name without
# .htg.json), `status` (the compiler's exit status) and `err` (what it printed on
# standard error) in the caller.
function(codegen_and_compile htg compiler extension)
  get_filename_component(name "${htg}" NAME)
  string(REPLACE ".htg.json" "" name "${name}")
  set(generated "${WORK_DIR}/${name}.${extension}")
  execute_process(COMMAND "${CODEGEN}" codegen "${htg}" -o "${generated}" RESULT_VARIABLE result ERROR_VARIABLE errors)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${name}: codegen rejected a syntactically valid file:\n${errors}")
  endif()
  execute_process(COMMAND "${compiler}" -I "${RUNTIME_INCLUDE}" -c "${generated}" -o "${WORK_DIR}/${name}.o"
                  RESULT_VARIABLE result ERROR_VARIABLE errors OUTPUT_QUIET)
  set(stem "${name}" PARENT_SCOPE)
  set(status "${result}" PARENT_SCOPE)
  set(err "${errors}" PARENT_SCOPE)
endfunction()
