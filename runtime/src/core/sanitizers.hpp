// sanitizers.hpp — which sanitizer this translation unit is built with (the fiber hooks depend on it).
#pragma once

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NANO_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define NANO_TSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(NANO_ASAN)
#define NANO_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__) && !defined(NANO_TSAN)
#define NANO_TSAN 1
#endif
