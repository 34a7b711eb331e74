#include "render/app/canvas_key.h"

#include <cstring>
#include <initializer_list>

#include "imgui.h"

namespace carc::render {

namespace {

// 32-bit words mixed into a 64-bit state (a multiply, a rotation, a multiply: every bit of a word
// reaches the whole state).
struct Hash {
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
  template <typename T>
  void pointer(T p) {
    std::uint64_t v = std::uint64_t(reinterpret_cast<std::uintptr_t>(p));
    word(std::uint32_t(v));
    word(std::uint32_t(v >> 32));
  }
};

}  // namespace

std::uint64_t canvasKey(const ImDrawData& data, int canvasWidth, int canvasHeight) {
  Hash k;
  k.word(std::uint32_t(canvasWidth));
  k.word(std::uint32_t(canvasHeight));
  for (float f : {data.DisplayPos.x, data.DisplayPos.y, data.DisplaySize.x, data.DisplaySize.y, data.FramebufferScale.x,
                  data.FramebufferScale.y})
    k.number(f);
  k.word(std::uint32_t(data.CmdListsCount));
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList* list = data.CmdLists[n];
    k.word(std::uint32_t(list->CmdBuffer.Size));
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      for (float f : {cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w}) k.number(f);
      k.pointer(cmd.TextureId);
      k.word(cmd.VtxOffset);
      k.word(cmd.IdxOffset);
      k.word(cmd.ElemCount);
      k.pointer(cmd.UserCallback);
      k.pointer(cmd.UserCallbackData);
    }
    k.word(std::uint32_t(list->VtxBuffer.Size));
    k.bytes(list->VtxBuffer.Data, std::size_t(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    k.word(std::uint32_t(list->IdxBuffer.Size));
    k.bytes(list->IdxBuffer.Data, std::size_t(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
  }
  return k.h ? k.h : 1;
}

}  // namespace carc::render
