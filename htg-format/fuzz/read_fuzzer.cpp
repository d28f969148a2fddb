// read_fuzzer.cpp — libFuzzer target over read_document. Any input must come back as
// diagnostics, never a crash, leak or hang; a document that reads must also survive
// write -> read unchanged, and DOT export and statistics.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "htg/dot.hpp"
#include "htg/reader.hpp"
#include "htg/stats.hpp"
#include "htg/writer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);
  htg::ReadResult result = htg::read_document(text);
  if (!result.ok()) {
    if (result.diagnostics.empty()) __builtin_trap();  // rejected without saying why
    return 0;
  }
  std::string written = htg::write_document(*result.document);
  htg::ReadResult again = htg::read_document(written);
  if (!again.ok() || !(*again.document == *result.document)) __builtin_trap();  // round trip broke
  (void)htg::write_dot(*result.document);
  (void)htg::compute_statistics(*result.document);
  return 0;
}
