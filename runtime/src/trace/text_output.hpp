// text_output.hpp — a buffered text file writer for the trace writers (integers via to_chars).
#pragma once

#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

namespace nano::detail::trace {

class TextOutput {
 public:
  explicit TextOutput(const std::string &path) : path_(path), file_(std::fopen(path.c_str(), "w")) {
    if (file_ == nullptr) fail();
    buffer_.reserve(capacity);
  }
  TextOutput(const TextOutput &) = delete;
  TextOutput &operator=(const TextOutput &) = delete;
  ~TextOutput() {
    if (file_ != nullptr) std::fclose(file_);
  }

  TextOutput &operator<<(std::string_view text) {
    buffer_.append(text);
    if (buffer_.size() >= capacity) flush();
    return *this;
  }
  TextOutput &operator<<(char c) {
    buffer_.push_back(c);
    return *this;
  }
  TextOutput &operator<<(std::uint64_t value) { return number(value); }
  TextOutput &operator<<(std::int64_t value) { return number(value); }
  TextOutput &operator<<(int value) { return number(value); }
  TextOutput &operator<<(unsigned value) { return number(value); }

  // Nanoseconds as microseconds with three decimals (the Chrome trace time unit).
  TextOutput &micros(std::uint64_t ns) {
    number(ns / 1000);
    char frac[4] = {'.', static_cast<char>('0' + ns / 100 % 10), static_cast<char>('0' + ns / 10 % 10),
                    static_cast<char>('0' + ns % 10)};
    buffer_.append(frac, 4);
    return *this;
  }

  // Flushes and closes; throws std::runtime_error naming the file on any write error.
  void close() {
    flush();
    const int status = std::fclose(file_);
    file_ = nullptr;
    if (status != 0) fail();
  }

 private:
  static constexpr std::size_t capacity = 1 << 20;

  template <class Integer>
  TextOutput &number(Integer value) {
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, value);
    buffer_.append(digits, result.ptr);
    if (buffer_.size() >= capacity) flush();
    return *this;
  }
  void flush() {
    if (!buffer_.empty() && std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size()) fail();
    buffer_.clear();
  }
  [[noreturn]] void fail() const {
    throw std::runtime_error("cannot write trace file '" + path_ + "': " + std::strerror(errno));
  }

  std::string path_;
  std::FILE *file_;
  std::string buffer_;
};

}  // namespace nano::detail::trace
