# nano_warnings(target): the project's warning set, clean under clang-19 and g++-12.
function(nano_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra)
  if(NANO_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
