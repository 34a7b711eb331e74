// What a frame would put on the canvas, as one number: a frame whose draw data is the same as what
// the canvas shows already is not drawn again (app.cpp). Most frames that settle after a change
// (a hover, a click, a window fitting its contents) come out the same as the one before; drawing
// them again costs a software renderer most of a frame's CPU and shows nothing new.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace carc::render {

// A 64-bit hash of the frame's draw data (the display's size and scale, and every draw list's
// commands: clip rectangles, textures, offsets, counts, callbacks; vertices and indices) and of the
// canvas's size in pixels. Never 0.
std::uint64_t canvasKey(const ImDrawData& data, int canvasWidth, int canvasHeight);

}  // namespace carc::render
