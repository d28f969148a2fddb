// library_names.cpp — the names the generated code's own headers declare (see the header).
// The list is what glibc 2.36's <stdio.h>, <stdlib.h> and <string.h> declare at file
// scope, with and without _GNU_SOURCE, leaving out reserved names (a leading `_`).
#include "library_names.hpp"

#include <algorithm>
#include <iterator>

namespace htg::codegen {
namespace {

constexpr std::string_view sorted_names[] = {
    "a64l", "abort", "abs", "aligned_alloc", "alloca", "arc4random", "arc4random_buf",
    "arc4random_uniform", "asprintf", "at_quick_exit", "atexit", "atof", "atoi", "atol", "atoll",
    "bcmp", "bcopy", "bsearch", "bzero", "calloc", "canonicalize_file_name", "clearenv",
    "clearerr", "clearerr_unlocked", "ctermid", "cuserid", "div", "dprintf", "drand48",
    "drand48_r", "ecvt", "ecvt_r", "erand48", "erand48_r", "exit", "explicit_bzero", "fclose",
    "fcloseall", "fcvt", "fcvt_r", "fdopen", "feof", "feof_unlocked", "ferror", "ferror_unlocked",
    "fflush", "fflush_unlocked", "ffs", "ffsl", "ffsll", "fgetc", "fgetc_unlocked", "fgetpos",
    "fgetpos64", "fgets", "fgets_unlocked", "fileno", "fileno_unlocked", "flockfile", "fmemopen",
    "fopen", "fopen64", "fopencookie", "fprintf", "fputc", "fputc_unlocked", "fputs",
    "fputs_unlocked", "fread", "fread_unlocked", "free", "freopen", "freopen64", "fscanf", "fseek",
    "fseeko", "fseeko64", "fsetpos", "fsetpos64", "ftell", "ftello", "ftello64", "ftrylockfile",
    "funlockfile", "fwrite", "fwrite_unlocked", "gcvt", "getc", "getc_unlocked", "getchar",
    "getchar_unlocked", "getdelim", "getenv", "getline", "getloadavg", "getpt", "getsubopt",
    "getw", "grantpt", "index", "initstate", "initstate_r", "jrand48", "jrand48_r", "l64a", "labs",
    "lcong48", "lcong48_r", "ldiv", "llabs", "lldiv", "lrand48", "lrand48_r", "malloc", "mblen",
    "mbstowcs", "mbtowc", "memccpy", "memchr", "memcmp", "memcpy", "memfrob", "memmem", "memmove",
    "mempcpy", "memrchr", "memset", "mkdtemp", "mkostemp", "mkostemp64", "mkostemps",
    "mkostemps64", "mkstemp", "mkstemp64", "mkstemps", "mkstemps64", "mktemp", "mrand48",
    "mrand48_r", "nrand48", "nrand48_r", "obstack_printf", "obstack_vprintf", "on_exit",
    "open_memstream", "pclose", "perror", "popen", "posix_memalign", "posix_openpt", "printf",
    "pselect", "ptsname", "ptsname_r", "putc", "putc_unlocked", "putchar", "putchar_unlocked",
    "putenv", "puts", "putw", "qecvt", "qecvt_r", "qfcvt", "qfcvt_r", "qgcvt", "qsort", "qsort_r",
    "quick_exit", "rand", "rand_r", "random", "random_r", "rawmemchr", "realloc", "reallocarray",
    "realpath", "remove", "rename", "renameat", "renameat2", "rewind", "rindex", "rpmatch",
    "scanf", "secure_getenv", "seed48", "seed48_r", "select", "setbuf", "setbuffer", "setenv",
    "setlinebuf", "setstate", "setstate_r", "setvbuf", "sigabbrev_np", "sigdescr_np", "snprintf",
    "sprintf", "srand", "srand48", "srand48_r", "srandom", "srandom_r", "sscanf", "stderr",
    "stdin", "stdout", "stpcpy", "stpncpy", "strcasecmp", "strcasecmp_l", "strcasestr", "strcat",
    "strchr", "strchrnul", "strcmp", "strcoll", "strcoll_l", "strcpy", "strcspn", "strdup",
    "strerror", "strerror_l", "strerror_r", "strerrordesc_np", "strerrorname_np", "strfromd",
    "strfromf", "strfromf32", "strfromf32x", "strfromf64", "strfromf64x", "strfroml", "strfry",
    "strlen", "strncasecmp", "strncasecmp_l", "strncat", "strncmp", "strncpy", "strndup",
    "strnlen", "strpbrk", "strrchr", "strsep", "strsignal", "strspn", "strstr", "strtod",
    "strtod_l", "strtof", "strtof32", "strtof32_l", "strtof32x", "strtof32x_l", "strtof64",
    "strtof64_l", "strtof64x", "strtof64x_l", "strtof_l", "strtok", "strtok_r", "strtol",
    "strtol_l", "strtold", "strtold_l", "strtoll", "strtoll_l", "strtoq", "strtoul", "strtoul_l",
    "strtoull", "strtoull_l", "strtouq", "strverscmp", "strxfrm", "strxfrm_l", "system", "tempnam",
    "tmpfile", "tmpfile64", "tmpnam", "tmpnam_r", "ungetc", "unlockpt", "unsetenv", "valloc",
    "vasprintf", "vdprintf", "vfprintf", "vfscanf", "vprintf", "vscanf", "vsnprintf", "vsprintf",
    "vsscanf", "wcstombs", "wctomb"};
static_assert(std::ranges::is_sorted(sorted_names), "binary_search needs the names in order");

}  // namespace

bool declared_by_generated_includes(std::string_view name) {
  return std::binary_search(std::begin(sorted_names), std::end(sorted_names), name);
}

}  // namespace htg::codegen
