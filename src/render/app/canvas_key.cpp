#include "render/app/canvas_key.h"

#include <cstring>
#include <initializer_list>

#include "imgui.h"
#include "render/app/key_hash.h"

namespace carc::render {

std::uint64_t canvasKey(const ImDrawData& data, int canvasWidth, int canvasHeight) {
  KeyHash k;
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
