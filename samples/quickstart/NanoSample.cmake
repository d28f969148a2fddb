# nano_sample(<name> SOURCES <file>...): build one sample every way that is available.
#
#   <name>-seq     the sequential elision: the project's compiler, pragmas ignored
#                  (-Wno-unknown-pragmas), always built
#   <name>-nanocc  the nanocc driver (`nanocc -O2 <sources> -o <name>-nanocc`; nanocc++
#                  for C++), when the nanocc target exists
#   <name>-plugin  the clang plugin, the documented CMake way: target_compile_options
#                  with -fplugin=... and target_link_libraries(... NanoThreads::runtime),
#                  when the NanoThreadsPlugin target exists
# All three land in <build>/bin and take the same arguments.
include_guard(GLOBAL)

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
    add_custom_target(${name}-nanocc ALL DEPENDS "${output}")
  endif()

  if(TARGET NanoThreadsPlugin)
    add_executable(${name}-plugin ${sources})
    target_compile_options(${name}-plugin PRIVATE "-fplugin=$<TARGET_FILE:NanoThreadsPlugin>")
    target_link_libraries(${name}-plugin PRIVATE NanoThreads::runtime m)
    add_dependencies(${name}-plugin NanoThreadsPlugin)
  endif()
endfunction()
