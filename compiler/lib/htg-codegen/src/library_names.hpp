// library_names.hpp — the names the generated code's own headers declare.
#pragma once

#include <string_view>

namespace htg::codegen {

// True when `name` is a function or object that <stdio.h>, <stdlib.h> or <string.h>
// declares (with glibc, also under _GNU_SOURCE, as C++ compilers define it): a graph
// variable of that name would clash with the declaration the generated file includes.
bool declared_by_generated_includes(std::string_view name);

}  // namespace htg::codegen
