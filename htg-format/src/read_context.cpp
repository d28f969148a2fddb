// read_context.cpp — diagnostics collection and typed, never-throwing field accessors.
#include "read_context.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>

#include "c_tokens.hpp"
#include "htg/names.hpp"

namespace htg::detail {

void ReadContext::report(Severity severity, const std::string &pointer, std::string message, bool at_key) {
  TextPosition where = at_key ? positions_.key(pointer) : positions_.value(pointer);
  diagnostics_.push_back({severity, pointer, pointer.empty(), where.line, where.column, std::move(message)});
  if (severity == Severity::error) ++errors_;
}

void ReadContext::error(const std::string &pointer, std::string message, bool at_key) {
  report(Severity::error, pointer, std::move(message), at_key);
}

void ReadContext::warning(const std::string &pointer, std::string message, bool at_key) {
  report(Severity::warning, pointer, std::move(message), at_key);
}

std::vector<Diagnostic> ReadContext::take_diagnostics() {
  // Document order; diagnostics found at one place keep the order they were found in.
  std::vector<std::size_t> order(diagnostics_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    const Diagnostic &a = diagnostics_[x], &b = diagnostics_[y];
    if (a.line != b.line) return a.line < b.line;
    if (a.column != b.column) return a.column < b.column;
    return x < y;
  });
  std::vector<Diagnostic> sorted;
  sorted.reserve(order.size());
  for (std::size_t i : order) sorted.push_back(std::move(diagnostics_[i]));
  diagnostics_.clear();
  errors_ = 0;
  return sorted;
}

std::string json_type_phrase(const Json &value) {
  switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "a string";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return "an integer";
    case Json::value_t::number_float: return "a number";
    default: return "an unsupported value";
  }
}

std::string number_text(const Json &number) {
  // Above INT64_MAX a decimal C literal needs `u` to have a type (unsigned long).
  if (number.is_number_unsigned() && number.get<std::uint64_t>() > INT64_MAX) return number.dump() + "u";
  // C has no literal for INT64_MIN: `-9223372036854775808` negates an unsigned literal (a
  // positive value, and a warning). writer.cpp writes this text back as the JSON number.
  if (number.is_number_integer() && number.get<std::int64_t>() == INT64_MIN) return std::string(int64_min_text);
  if (number.is_number_integer()) return number.dump();
  return number.dump(-1, ' ', false, Json::error_handler_t::replace);
}

ObjectFields::ObjectFields(ReadContext &context, const Json &object, std::string pointer, std::string what)
    : context_(context), object_(object), pointer_(std::move(pointer)), what_(std::move(what)) {}

std::string ObjectFields::pointer(std::string_view key) const { return pointer_ + "/" + escape_pointer_token(key); }

bool ObjectFields::has(std::string_view key) const { return object_.find(key) != object_.end(); }

const Json *ObjectFields::take(std::string_view key) {
  tried_.insert(std::string(key));
  auto it = object_.find(key);
  if (it == object_.end()) return nullptr;
  taken_.insert(std::string(key));
  return &*it;
}

const Json *ObjectFields::require(std::string_view key) {
  const Json *value = take(key);
  if (!value) context_.error(pointer_, what_ + " lacks the required field '" + std::string(key) + "'");
  return value;
}

void ObjectFields::reject(std::string_view key, const std::string &why) {
  if (!take(key)) return;
  context_.error(pointer(key), "field '" + std::string(key) + "' is not allowed on " + what_ + ": " + why, true);
}

std::optional<std::string> ObjectFields::string(std::string_view key, bool required) {
  const Json *value = required ? require(key) : take(key);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must be a string, not " + json_type_phrase(*value));
    return std::nullopt;
  }
  return value->get<std::string>();
}

bool ObjectFields::check_identifier(std::string_view key, const std::string &text) {
  if (text.empty()) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must not be empty: write an identifier such as 'x1'");
    return false;
  }
  if (!is_identifier(text)) {
    context_.error(pointer(key), "field '" + std::string(key) +
                                     "' must be an identifier (letters, digits and '_', not starting with a digit), "
                                     "not '" + text + "' (did you mean '" + identifier_like(text) + "'?)");
    return false;
  }
  return true;
}

std::optional<std::string> ObjectFields::identifier(std::string_view key, bool required) {
  auto text = string(key, required);
  if (text && !check_identifier(key, *text)) return std::nullopt;
  return text;
}

namespace {

// The keywords of C23 and C++23 (including alternative operator spellings), which no
// declaration may use as its name.
bool is_c_or_cxx_keyword(std::string_view name) {
  static constexpr std::string_view keywords[] = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
      "char", "char8_t", "char16_t", "char32_t", "class", "co_await", "co_return", "co_yield", "compl", "concept",
      "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "decltype", "default", "delete",
      "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
      "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
      "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
      "requires", "restrict", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast",
      "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid",
      "typename", "typeof", "typeof_unqual", "union", "unsigned", "using", "virtual", "void", "volatile",
      "wchar_t", "while", "xor", "xor_eq", "_Alignas", "_Alignof", "_Atomic", "_BitInt", "_Bool", "_Complex",
      "_Decimal32", "_Decimal64", "_Decimal128", "_Generic", "_Imaginary", "_Noreturn", "_Static_assert",
      "_Thread_local"};
  for (std::string_view keyword : keywords)
    if (keyword == name) return true;
  return false;
}

// The types and macros (no reserved `_` names) that <nano/nano.h>, <stdio.h>, <stdlib.h>
// and <string.h> define with glibc 2.36 and clang 19, in C with the default features:
// a variable, loop variable or entry named so would be a redefinition or a macro's text
// (`EOF = ...`). Their functions and objects (fprintf, stderr) are not here: the
// generated code renames its own uses of those (htg-codegen, library_names.cpp).
bool c_headers_declare(std::string_view name) {
  static constexpr std::string_view sorted_names[] = {
      "BIG_ENDIAN", "BUFSIZ", "BYTE_ORDER", "EOF", "EXIT_FAILURE", "EXIT_SUCCESS", "FD_CLR", "FD_ISSET", "FD_SET",
      "FD_SETSIZE", "FD_ZERO", "FILE", "FILENAME_MAX", "FOPEN_MAX", "INT16_C", "INT16_MAX", "INT16_MIN", "INT32_C",
      "INT32_MAX", "INT32_MIN", "INT64_C", "INT64_MAX", "INT64_MIN", "INT8_C", "INT8_MAX", "INT8_MIN", "INTMAX_C",
      "INTMAX_MAX", "INTMAX_MIN", "INTPTR_MAX", "INTPTR_MIN", "INT_FAST16_MAX", "INT_FAST16_MIN", "INT_FAST32_MAX",
      "INT_FAST32_MIN", "INT_FAST64_MAX", "INT_FAST64_MIN", "INT_FAST8_MAX", "INT_FAST8_MIN", "INT_LEAST16_MAX",
      "INT_LEAST16_MIN", "INT_LEAST32_MAX", "INT_LEAST32_MIN", "INT_LEAST64_MAX", "INT_LEAST64_MIN",
      "INT_LEAST8_MAX", "INT_LEAST8_MIN", "LITTLE_ENDIAN", "L_ctermid", "L_tmpnam", "MB_CUR_MAX", "NFDBITS",
      "PDP_ENDIAN", "PTRDIFF_MAX", "PTRDIFF_MIN", "P_tmpdir", "RAND_MAX", "SEEK_CUR", "SEEK_END", "SEEK_SET",
      "SIG_ATOMIC_MAX", "SIG_ATOMIC_MIN", "SIZE_MAX", "TMP_MAX", "UINT16_C", "UINT16_MAX", "UINT32_C", "UINT32_MAX",
      "UINT64_C", "UINT64_MAX", "UINT8_C", "UINT8_MAX", "UINTMAX_C", "UINTMAX_MAX", "UINTPTR_MAX", "UINT_FAST16_MAX",
      "UINT_FAST32_MAX", "UINT_FAST64_MAX", "UINT_FAST8_MAX", "UINT_LEAST16_MAX", "UINT_LEAST32_MAX",
      "UINT_LEAST64_MAX", "UINT_LEAST8_MAX", "WCHAR_MAX", "WCHAR_MIN", "WCONTINUED", "WEXITED", "WEXITSTATUS",
      "WIFCONTINUED", "WIFEXITED", "WIFSIGNALED", "WIFSTOPPED", "WINT_MAX", "WINT_MIN", "WNOHANG", "WNOWAIT",
      "WSTOPPED", "WSTOPSIG", "WTERMSIG", "WUNTRACED", "be16toh", "be32toh", "be64toh", "blkcnt_t", "blksize_t",
      "caddr_t", "clock_t", "clockid_t", "daddr_t", "dev_t", "div_t", "fd_mask", "fd_set", "fpos_t", "fsblkcnt_t",
      "fsfilcnt_t", "fsid_t", "gid_t", "htobe16", "htobe32", "htobe64", "htole16", "htole32", "htole64", "id_t",
      "ino_t", "int16_t", "int32_t", "int8_t", "int_fast16_t", "int_fast32_t", "int_fast64_t", "int_fast8_t",
      "int_least16_t", "int_least32_t", "int_least64_t", "int_least8_t", "intmax_t", "intptr_t", "key_t", "ldiv_t",
      "le16toh", "le32toh", "le64toh", "linux", "lldiv_t", "locale_t", "loff_t", "max_align_t", "mode_t", "nlink_t",
      "off_t", "offsetof", "pid_t", "pthread_attr_t", "pthread_barrier_t", "pthread_barrierattr_t", "pthread_cond_t",
      "pthread_condattr_t", "pthread_key_t", "pthread_mutex_t", "pthread_mutexattr_t", "pthread_once_t",
      "pthread_rwlock_t", "pthread_rwlockattr_t", "pthread_spinlock_t", "pthread_t", "ptrdiff_t", "quad_t",
      "register_t", "sigset_t", "ssize_t", "suseconds_t", "time_t", "timer_t", "u_char", "u_int", "u_int16_t",
      "u_int32_t", "u_int64_t", "u_int8_t", "u_long", "u_quad_t", "u_short", "uid_t", "uint", "uint16_t", "uint32_t",
      "uint8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t", "uint_fast8_t", "uint_least16_t",
      "uint_least32_t", "uint_least64_t", "uint_least8_t", "uintmax_t", "uintptr_t", "ulong", "unix", "ushort",
      "va_list"};
  static_assert(std::ranges::is_sorted(sorted_names), "binary_search needs the names in order");
  return std::binary_search(std::begin(sorted_names), std::end(sorted_names), name);
}

// Names the generated code spells after the document's own declarations: the runtime's
// (runtime_header_declares), and the <stdint.h>/<stddef.h> names and
// (in C++) the `std` namespace it uses. A graph variable, loop variable or entry of that
// name would break the generated file with an error far from the HTG file.
std::optional<std::string_view> used_by_generated_code(std::string_view name, bool cplusplus) {
  if (runtime_header_declares(name)) return "a name the nano-threads runtime's header (nano.h) declares";
  for (std::string_view standard : {"int64_t", "uint64_t", "size_t", "NULL"})
    if (name == standard) return "a name of the C library the generated code uses";
  if (c_headers_declare(name))
    return "a type or macro of the C headers the generated code includes (<stdio.h>, <stdlib.h>, <string.h>, "
           "<stdint.h>)";
  if (cplusplus && name == "std") return "the C++ standard library's namespace";
  return std::nullopt;
}

}  // namespace

bool runtime_header_declares(std::string_view name) {
  // Every `nano_` and `NANO_` identifier of runtime/include/nano/nano.h outside comments
  // (tests/htg/test_reserved_names.cpp keeps the list in step with the header).
  static constexpr std::string_view declared[] = {
      "NANO_ABI_VERSION", "NANO_ERR_DEADLOCK", "NANO_ERR_EXCEPTION", "NANO_ERR_INVALID", "NANO_ERR_NOMEM",
      "NANO_ERR_STATE", "NANO_IN", "NANO_INOUT", "NANO_NANO_H", "NANO_OK", "NANO_OUT", "NANO_SCHEDULE_AFFINITY",
      "NANO_SCHEDULE_FACTORING", "NANO_SCHEDULE_FIXED", "NANO_SCHEDULE_GSS", "NANO_SCHEDULE_STATIC",
      "NANO_SCHEDULE_TSS", "nano_abi_version", "nano_access", "nano_access_mode", "nano_active_workers",
      "nano_combine_fn", "nano_create", "nano_current", "nano_event", "nano_event_create", "nano_event_destroy",
      "nano_event_signal", "nano_event_wait", "nano_init", "nano_init_fn", "nano_loop_fn", "nano_parallel_for",
      "nano_parallel_reduce", "nano_precede", "nano_reduce_fn", "nano_release", "nano_schedule",
      "nano_schedule_kind", "nano_set_active_workers", "nano_set_cost", "nano_set_label", "nano_set_source",
      "nano_shutdown", "nano_status", "nano_status_string", "nano_submit", "nano_submit_release", "nano_task",
      "nano_task_fn", "nano_wait", "nano_wait_all", "nano_worker_count", "nano_worker_id"};
  return std::find(std::begin(declared), std::end(declared), name) != std::end(declared);
}

std::optional<std::string> ObjectFields::declared_name(std::string_view key, bool required) {
  auto name = identifier(key, required);
  if (name && is_c_or_cxx_keyword(*name)) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must not be the C/C++ keyword '" + *name +
                                     "': the generated code declares this name");
    return std::nullopt;
  }
  if (auto used = name ? used_by_generated_code(*name, context_.cplusplus()) : std::nullopt) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must not be '" + *name + "', " + std::string(*used) +
                                     ", which the generated code names after the graph's declarations; rename it");
    return std::nullopt;
  }
  if (name && name->starts_with("__nano_")) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must not start with '__nano_', which the generated "
                                     "code uses for its own names; rename '" + *name + "'");
    return std::nullopt;
  }
  // C and C++ reserve these to the implementation: compiler keywords
  // (`__thread`, `__int128`), predefined macros (`__LINE__`), `_Pragma`.
  bool implementation_reserved =
      name && (name->starts_with("__") ||
               (name->size() > 1 && (*name)[0] == '_' && std::isupper(static_cast<unsigned char>((*name)[1]))));
  if (implementation_reserved) {
    context_.error(pointer(key), "field '" + std::string(key) + "' must not be '" + *name +
                                     "': names beginning with '__', or with '_' and a capital letter, are reserved to "
                                     "the C and C++ implementation (keywords such as __thread, macros such as "
                                     "__LINE__); rename it");
    return std::nullopt;
  }
  return name;
}

std::optional<bool> ObjectFields::boolean(std::string_view key) {
  const Json *value = take(key);
  if (!value) return std::nullopt;
  if (!value->is_boolean()) {
    context_.error(pointer(key),
                   "field '" + std::string(key) + "' must be true or false, not " + json_type_phrase(*value));
    return std::nullopt;
  }
  return value->get<bool>();
}

std::optional<std::string> ObjectFields::expression(std::string_view key, bool required, bool initializer) {
  const Json *value = required ? require(key) : take(key);
  if (!value) return std::nullopt;
  return read_expression(context_, *value, pointer(key), key, initializer);
}

std::optional<std::string> ObjectFields::integer_expression(std::string_view key, bool required) {
  const Json *value = required ? require(key) : take(key);
  if (!value) return std::nullopt;
  return read_integer_expression(context_, *value, pointer(key), key);
}

std::optional<std::string> read_integer_expression(ReadContext &context, const Json &value, const std::string &pointer,
                                                   std::string_view field) {
  if (value.is_number_float()) {
    const double number = value.get<double>();
    if (std::isfinite(number) && number == std::trunc(number) && number > -0x1p63 && number < 0x1p64)
      return number_text(number < 0x1p63 ? Json(static_cast<std::int64_t>(number))
                                         : Json(static_cast<std::uint64_t>(number)));
    // An integer beyond 64 bits: as written, for the message that it is out of range.
    if (auto written = context.positions().long_integer(pointer)) return *written;
  }
  return read_expression(context, value, pointer, field);
}

std::string quoted_excerpt(std::string_view text) {
  constexpr std::size_t head = 60, tail = 20;
  if (text.size() <= head + tail + 40) return "'" + std::string(text) + "'";
  // Cut between UTF-8 characters and count them; a continuation byte has its top two bits set to 10.
  auto continues_character = [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; };
  auto boundary = [&](std::size_t at) {
    while (at > 0 && continues_character(text[at])) --at;
    return at;
  };
  const std::size_t start_end = boundary(head), end_start = boundary(text.size() - tail);
  const auto characters = static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [&](char c) { return !continues_character(c); }));
  return "'" + std::string(text.substr(0, start_end)) + "..." + std::string(text.substr(end_start)) + "' (" +
         std::to_string(characters) + " characters)";
}

std::optional<std::string> read_expression(ReadContext &context, const Json &value, const std::string &pointer,
                                           std::string_view field, bool initializer) {
  if (value.is_number()) return number_text(value);
  if (!value.is_string()) {
    context.error(pointer, "'" + std::string(field) + "' must be an expression (a string or a number), not " +
                               json_type_phrase(value));
    return std::nullopt;
  }
  std::string text = value.get<std::string>();
  bool stores = false;
  std::string why = initializer ? check_initializer(text, context.expressions())
                                : check_expression(text, context.expressions(), &stores);
  if (stores) {
    context.error(pointer, "expression " + quoted_excerpt(text) + " in '" + std::string(field) + "' " + why + ": '" +
                               std::string(field) + "' is only read, so the store would not be ordered with the "
                               "other nodes; store in a simple node's code");
    return std::nullopt;
  }
  if (!why.empty()) {
    context.error(pointer, "unparsable expression " + quoted_excerpt(text) + " in '" + std::string(field) + "': " + why);
    return std::nullopt;
  }
  return text;
}

namespace {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

void ObjectFields::finish(std::initializer_list<std::string_view> known_elsewhere) {
  for (auto it = object_.begin(); it != object_.end(); ++it) {
    const std::string &key = it.key();
    if (taken_.count(key)) continue;
    if (std::find(known_elsewhere.begin(), known_elsewhere.end(), key) != known_elsewhere.end()) continue;
    std::string message = "unknown field '" + key + "' in " + what_;
    std::string best;
    // Suggest only close spellings: fewer edits than the key has letters ('r' is
    // not 'id'), at most 2 for a short key and 3 for a longer one.
    std::size_t best_distance = std::min<std::size_t>(key.size(), key.size() >= 6 ? 4 : 3);
    if (key.size() < 64) {
      for (const std::string &candidate : tried_) {
        std::size_t distance = edit_distance(key, candidate);
        if (distance < best_distance) best_distance = distance, best = candidate;
      }
    }
    context_.error(pointer(key), best.empty() ? message : message + " (did you mean '" + best + "'?)", true);
  }
}

}  // namespace htg::detail
