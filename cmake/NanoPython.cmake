# NanoPython: the Python interpreter the test suites run, found once for every folder.
#
# A version manager's shim (pyenv puts `python3` in ~/.pyenv/shims) is a script that
# costs ~0.6 s per start, and the suites start Python ~1000 times. Python3_EXECUTABLE
# is pinned, in the cache, to the interpreter the shim resolves to (its sys.executable);
# a -DPython3_EXECUTABLE=... given by the user is kept.
if(NOT DEFINED CACHE{Python3_EXECUTABLE})
  find_program(nano_python_on_path NAMES python3 python REQUIRED)
  execute_process(COMMAND "${nano_python_on_path}" -c "import sys; print(sys.executable)"
                  OUTPUT_VARIABLE nano_python_resolved OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE nano_python_status)
  if(nano_python_status EQUAL 0 AND EXISTS "${nano_python_resolved}")
    set(Python3_EXECUTABLE "${nano_python_resolved}" CACHE FILEPATH
        "The Python interpreter of the test suites (the one python3 on PATH resolves to)")
  endif()
endif()
find_package(Python3 REQUIRED COMPONENTS Interpreter)
