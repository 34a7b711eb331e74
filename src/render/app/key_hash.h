// A 64-bit hash of what a key is made of (app/): the canvas's draw data (canvas_key.cpp), what the
// page's words depend on (frame.cpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

namespace carc::render {

// 32-bit words mixed into a 64-bit state (a multiply, a rotation, a multiply: every bit of a word
// reaches the whole state).
struct KeyHash {
  std::uint64_t h = 0x243F6A8885A308D3ull;
  void word(std::uint32_t w) {
    h ^= std::uint64_t(w) * 0x9E3779B97F4A7C15ull;
    h = ((h << 27) | (h >> 37)) * 0x94D049BB133111EBull;
  }
  void bytes(const void* p, std::size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    for (; n >= 4; n -= 4, b += 4) {
      std::uint32_t w;
      std::memcpy(&w, b, 4);
      word(w);
    }
    for (; n > 0; --n, ++b) word(*b);
  }
  void number(float f) { bytes(&f, sizeof f); }
  void text(const std::string& s) {
    word(std::uint32_t(s.size()));
    bytes(s.data(), s.size());
  }
  template <typename T>
  void pointer(T p) {
    std::uint64_t v = std::uint64_t(reinterpret_cast<std::uintptr_t>(p));
    word(std::uint32_t(v));
    word(std::uint32_t(v >> 32));
  }
};

}  // namespace carc::render
