// codegen_driver.cpp — stands in for the nano-htg tool in builds without it: `<driver> codegen FILE [-o OUT]`.
#include <cstring>
#include <iostream>

int run_codegen_command(int argc, char **argv);

int main(int argc, char **argv) {
  if (argc < 2 || std::strcmp(argv[1], "codegen") != 0) {
    std::cerr << "usage: " << argv[0] << " codegen FILE.htg.json [-o OUT]\n";
    return 2;
  }
  return run_codegen_command(argc - 1, argv + 1);
}
