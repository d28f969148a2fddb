# nano_sample(<name> SOURCES <file>...): build one sample every way that is available.
#
#   <name>-seq     the sequential elision: the project's compiler, pragmas ignored
#                  (-Wno-unknown-pragmas), always built
#   <name>-nanocc  the nanocc driver (`nanocc -O2 <sources> -o <name>-nanocc`; nanocc++
#                  for C++), when the nanocc target exists
#   <name>-plugin  the clang plugin, the documented CMake way: target_compile_options
#                  with -fplugin=... and target_link_libraries(... NanoThreads::runtime),
#                  when the NanoThreadsPlugin target exists
# All three land in <build>/bin and take the same arguments. The -seq builds are part of
# `all`; the -nanocc and -plugin builds are built on request (`--target samples-nanocc`,
# `--target samples-plugin`, or one by name), because the end-to-end tests (tests/e2e, label
# e2e) already translate every sample both ways: a translation problem shows up there as
# a failing test, with the diagnostics, instead of stopping the whole build.
include_guard(GLOBAL)

if(TARGET nanocc AND NOT TARGET samples-nanocc)
  add_custom_target(samples-nanocc)
endif()
if(TARGET NanoThreadsPlugin AND NOT TARGET samples-plugin)
  add_custom_target(samples-plugin)
endif()

function(nano_sample name)
  cmake_parse_arguments(ARG "" "" "SOURCES" ${ARGN})
  set(sources "")
  foreach(source IN LISTS ARG_SOURCES)
    list(APPEND sources "${CMAKE_CURRENT_SOURCE_DIR}/${source}")
  endforeach()

  add_executable(${name}-seq ${sources})
  nano_warnings(${name}-seq)
  # After the warning set: -Wall would turn -Wunknown-pragmas back on.
  target_compile_options(${name}-seq PRIVATE -Wno-unknown-pragmas)
  target_link_libraries(${name}-seq PRIVATE m)

  if(TARGET nanocc)
    set(output "${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/${name}-nanocc")
    set(driver "$<TARGET_FILE:nanocc>")
    if(sources MATCHES "\\.(cpp|cc|cxx)(;|$)")
      set(driver "$<TARGET_FILE_DIR:nanocc>/nanocc++") # the c++ drop-in (a symlink to nanocc)
    endif()
    add_custom_command(OUTPUT "${output}"
      COMMAND "${driver}" -O2 ${sources} -o "${output}" -lm
      DEPENDS ${sources} nanocc nanothreads
      COMMENT "nanocc: building sample ${name}-nanocc"
      VERBATIM)
    add_custom_target(${name}-nanocc DEPENDS "${output}")
    add_dependencies(samples-nanocc ${name}-nanocc)
  endif()

  if(TARGET NanoThreadsPlugin)
    add_executable(${name}-plugin EXCLUDE_FROM_ALL ${sources})
    target_compile_options(${name}-plugin PRIVATE "-fplugin=$<TARGET_FILE:NanoThreadsPlugin>")
    target_link_libraries(${name}-plugin PRIVATE NanoThreads::runtime m)
    add_dependencies(${name}-plugin NanoThreadsPlugin)
    add_dependencies(samples-plugin ${name}-plugin)
  endif()
endfunction()
