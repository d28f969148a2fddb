// json_syntax_advice.hpp — what to do about a JSON syntax error: the usual slips of
// hand-written JSON (a missing comma, an unquoted name, a C literal), recognised from
// the text around the byte where the parser stopped.
#pragma once

#include <string>
#include <string_view>

namespace htg::detail {

// Advice for the parse error `what` (nlohmann's sentence) at byte `end` of `text`, or ""
// when no usual slip explains it.
std::string json_syntax_advice(std::string_view text, std::size_t end, std::string_view what);

}  // namespace htg::detail
