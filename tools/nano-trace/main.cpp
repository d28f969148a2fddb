// main.cpp — nano-trace: summaries and SVG timelines of nanothreads traces (wiring only).
#include "command.hpp"

#include <iostream>

int main(int argc, char **argv) {
  return nano::trace_tool::run_command(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
