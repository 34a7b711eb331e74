// Dear ImGui's test-engine hooks, implemented here to list the frame's pressable widgets
// (touch_targets.h). ItemInfo is called right after the widget's ItemAdd, so the last item's data is
// that widget's.
#include "render/widgets/touch_targets.h"

#include <cstring>

#include "imgui.h"
#include "imgui_internal.h"

namespace carc::render {

namespace {

// The frame's targets: complete between frames, when the page API is called.
std::vector<TouchTarget> g_targets;

std::string shown(const char* label) {
  if (!label) return "";
  const char* end = std::strstr(label, "##");
  return end ? std::string(label, size_t(end - label)) : std::string(label);
}

}  // namespace

void startTouchTargetFrame() {
  g_targets.clear();
  if (ImGuiContext* g = ImGui::GetCurrentContext()) g->TestEngineHookItems = true;
}

const std::vector<TouchTarget>& touchTargets() { return g_targets; }

void widenFoldTarget(float x, float y, float w, float h) {
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (!window) return;
  std::string name = shown(window->Name);
  for (TouchTarget& t : g_targets)
    if (t.window == name && t.label == "\u25be") t.x = x, t.y = y, t.w = w, t.h = h;
}

}  // namespace carc::render

// A window's title-bar buttons have no label and no ItemInfo: known by their ids (Dear ImGui's
// "#CLOSE" and "#COLLAPSE", hashed from the window's id), listed as "×" and "▾".
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, ImGuiID id, const ImRect& bb, const ImGuiLastItemData*) {
  ImGuiWindow* window = ctx->CurrentWindow;
  if (!window || id == 0) return;
  const char* label = id == ImHashStr("#CLOSE", 0, window->ID)      ? "\u00d7"
                      : id == ImHashStr("#COLLAPSE", 0, window->ID) ? "\u25be"
                                                                    : nullptr;
  if (!label) return;
  carc::render::TouchTarget t;
  t.label = label;
  t.window = carc::render::shown(window->Name);
  t.x = bb.Min.x, t.y = bb.Min.y, t.w = bb.GetWidth(), t.h = bb.GetHeight();
  carc::render::g_targets.push_back(t);
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  ImGuiContext& g = *ctx;
  ImGuiWindow* window = g.CurrentWindow;
  if (!window || g.LastItemData.ID != id || !(flags & ImGuiItemStatusFlags_Visible)) return;
  const ImRect& r = g.LastItemData.Rect;
  if (!window->ClipRect.Overlaps(r)) return;  // scrolled out of its window
  carc::render::TouchTarget t;
  t.label = carc::render::shown(label);
  t.window = carc::render::shown(window->Name);
  t.x = r.Min.x, t.y = r.Min.y, t.w = r.GetWidth(), t.h = r.GetHeight();
  carc::render::g_targets.push_back(t);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
