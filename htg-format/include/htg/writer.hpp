// writer.hpp — deterministic, pretty JSON for an HTG document (read -> write -> read is identity).
#pragma once

#include <string>

#include "htg/model.hpp"

namespace htg {

std::string write_document(const Document &document);
std::string access_to_string(const Access &access);

}  // namespace htg
