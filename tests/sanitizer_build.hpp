// sanitizer_build.hpp — NANO_TEST_UNDER_SANITIZER: 1 in a build instrumented by ASan, TSan or MSan.
//
// Tests use it to scale work that an instrumented build makes many times slower, and to
// skip bounds on memory that a sanitizer's shadow and quarantine inflate. Never to skip
// a check of behaviour.
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NANO_TEST_UNDER_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define NANO_TEST_UNDER_SANITIZER 1
#endif
#endif
#ifndef NANO_TEST_UNDER_SANITIZER
#define NANO_TEST_UNDER_SANITIZER 0
#endif
