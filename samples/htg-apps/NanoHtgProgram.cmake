# NanoHtgProgram.cmake — CMake helpers that build programs from hand-written HTG files.
include_guard(GLOBAL)

# nano_htg_app_sources(<app> <dir> <kernels_var> <reference_var>): the kernels and the
# sequential reference of samples/htg-apps/<app>.htg.json (<app>_kernels.c or .cpp,
# <app>_reference.c or .cpp).
function(nano_htg_app_sources app dir kernels_var reference_var)
  foreach(part kernels reference)
    set(found "${dir}/${app}_${part}.c")
    if(NOT EXISTS "${found}")
      set(found "${dir}/${app}_${part}.cpp")
    endif()
    set(${${part}_var} "${found}" PARENT_SCOPE)
  endforeach()
endfunction()

# Sets <out> to TRUE when this build's nano-htg tool has the `codegen` command
# (it does when the code generator library was configured before the tools).
function(nano_htg_tool_has_codegen out)
  set(${out} FALSE PARENT_SCOPE)
  if(TARGET nano-htg)
    get_target_property(sources nano-htg SOURCES)
    if(sources MATCHES "codegen_command\\.cpp")
      set(${out} TRUE PARENT_SCOPE)
    endif()
  endif()
endfunction()

# nano_htg_program(<target> HTG <graph.htg.json> SOURCES <kernel sources...> [CODEGEN <command...>])
#
# Builds a program from a hand-written HTG: `nano-htg codegen` turns the graph into
# <build>/.../<target>.gen.c (.cpp for "language": "c++") at build time, which is
# compiled with -Wall -Wextra -Werror together with the kernels and linked with the
# runtime. The HTG's folder is on the include path (its "includes" live there).
# CODEGEN defaults to the nano-htg tool; callers without it pass another command
# that takes the same arguments after `codegen`.
function(nano_htg_program target)
  cmake_parse_arguments(ARG "" "HTG" "SOURCES;CODEGEN" ${ARGN})
  if(NOT ARG_CODEGEN)
    set(ARG_CODEGEN "$<TARGET_FILE:nano-htg>")
    set(codegen_depends nano-htg)
  else()
    set(codegen_depends "")
    foreach(word IN LISTS ARG_CODEGEN)
      if(word MATCHES "^\\$<TARGET_FILE:(.+)>$")
        list(APPEND codegen_depends "${CMAKE_MATCH_1}")
      endif()
    endforeach()
  endif()
  get_filename_component(htg "${ARG_HTG}" ABSOLUTE)
  get_filename_component(htg_dir "${htg}" DIRECTORY)

  file(READ "${htg}" htg_text)
  string(JSON language ERROR_VARIABLE no_language GET "${htg_text}" language)
  set(extension c)
  if(NOT no_language AND language STREQUAL "c++")
    set(extension cpp)
  endif()
  set(generated "${CMAKE_CURRENT_BINARY_DIR}/${target}.gen.${extension}")

  add_custom_command(OUTPUT "${generated}"
    COMMAND ${ARG_CODEGEN} codegen "${htg}" -o "${generated}"
    DEPENDS "${htg}" ${codegen_depends}
    COMMENT "nano-htg codegen: ${ARG_HTG}"
    VERBATIM)

  set(sources "")
  foreach(source IN LISTS ARG_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE)
    list(APPEND sources "${source}")
  endforeach()
  add_executable(${target} "${generated}" ${sources})
  target_include_directories(${target} PRIVATE "${htg_dir}")
  target_link_libraries(${target} PRIVATE NanoThreads::runtime m)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
endfunction()
