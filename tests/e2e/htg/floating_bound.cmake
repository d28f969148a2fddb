# cmake -DCODEGEN=<nano-htg> -DCC=<C compiler> -DCXX=<C++ compiler> -DRUNTIME_INCLUDE=<dir>
#       -DC_HTG=<floating_bound_c.htg.json> -DCXX_HTG=<floating_bound_cxx.htg.json>
#       -DWORK_DIR=<dir> -P floating_bound.cmake
# A loop bound or step of floating type that nano-htg validate cannot see (an expression,
# not a graph variable's name) stops the compilation of the generated C and C++ with a
# static assertion at the bound's place in the .htg.json that names the loop, the field
# and what to write instead (probe13 N6: it was truncated to long), whatever the floating
# type (_Float16 in C, __float128 in C++: review s20 B4).
include(${CMAKE_CURRENT_LIST_DIR}/script_common.cmake)
require_variables(floating_bound.cmake CODEGEN CC CXX RUNTIME_INCLUDE C_HTG CXX_HTG WORK_DIR)

function(expect_static_asserts htg compiler extension)
  codegen_and_compile("${htg}" "${compiler}" "${extension}")
  if(status EQUAL 0)
    message(FATAL_ERROR "${stem}: floating loop bounds compiled")
  endif()
  # At the bound's line (the column is that of the assertion's keyword or condition);
  # GCC prints the message as a string literal, its quotes escaped (\\').
  foreach(expected
      "11:[0-9]+: error: [^\n]*loop .?'sequential.?': its .?'to.?' \\(x \\+ 0\\) is floating-point, and the loop variable takes integer values: convert it, e\\.g\\. \\(long\\)\\(x \\+ 0\\)"
      "13:[0-9]+: error: [^\n]*loop .?'parallel.?': its .?'from.?' \\(c \\* x\\) is floating-point[^\n]*\\(long\\)\\(c \\* x\\)"
      "14:[0-9]+: error: [^\n]*loop .?'parallel.?': its .?'step.?' \\(x / 2\\) is floating-point[^\n]*\\(long\\)\\(x / 2\\)"
      "16:[0-9]+: error: [^\n]*loop .?'wide.?': its .?'to.?' \\(\\((_Float16|__float128)\\)x\\) is floating-point")
    if(NOT err MATCHES "${stem}\\.htg\\.json:${expected}")
      message(FATAL_ERROR "${stem}: no error matching '${stem}.htg.json:${expected}':\n${err}")
    endif()
  endforeach()
  string(REGEX MATCHALL "error: [^\n]*is floating-point" reports "${err}")
  list(LENGTH reports count)
  if(NOT count EQUAL 4)
    message(FATAL_ERROR "${stem}: ${count} floating-point reports, expected 4:\n${err}")
  endif()
endfunction()

expect_static_asserts("${C_HTG}" "${CC}" c)
expect_static_asserts("${CXX_HTG}" "${CXX}" cpp)
message(STATUS "floating loop bounds stop the compilation at their place in the HTG file")
