# nano_warnings(target): the project's warning set, clean under clang-19 and g++-12.
function(nano_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # g++ 12 reports false -Wrestrict errors inside std::string at -O3 (GCC bug 105329).
    target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-restrict>)
  endif()
  if(NANO_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
