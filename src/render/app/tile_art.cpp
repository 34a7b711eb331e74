// Tile art from the shell: the page rasterises the SVGs of a set (or of one look of it) into an
// atlas image and hands the pixels over; they become one WebGL texture per set, and each tile id
// gets its cell. Sets come as the board shows their tiles (tile_painter.h, takeWantedTileArt).
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5_webgl.h>

#include <map>
#include <string>

#include "engine/tile.h"
#include "render/app/frame.h"
#include "render/paint/tile_painter.h"

namespace {
std::map<std::string, GLuint> g_artTextures;  // each set's atlas (by the shell's name for it)
}

namespace carc::render {
void releaseTileArt() {
  // Called while the context is lost: deleting is a no-op for WebGL but forgets the name.
  for (auto& [name, tex] : g_artTextures) glDeleteTextures(1, &tex);
  g_artTextures.clear();
  clearTileArt();
}
}  // namespace carc::render

extern "C" EMSCRIPTEN_KEEPALIVE int carc_set_art(const char* set, const unsigned char* rgba, int width, int height,
                                                 const char* cells) {
  carc::json j = carc::json::parse(cells, nullptr, false);
  if (j.is_discarded() || !j.is_object() || width <= 0 || height <= 0 || width > 8192 || height > 8192) return 0;
  if (g_artTextures.size() >= 64 && !g_artTextures.count(set)) return 0;  // a handful of sets, not a leak
  // Art that arrives while the context is lost is dropped: the app asks for it again once the
  // context is back (app.cpp).
  if (emscripten_is_webgl_context_lost(emscripten_webgl_get_current_context())) return 0;
  // The same set again (its art made anew) replaces its atlas; its cells are set again below.
  GLuint& kept = g_artTextures[set];
  if (kept) glDeleteTextures(1, &kept);
  GLuint tex = 0;
  glGenTextures(1, &tex);
  kept = tex;
  glBindTexture(GL_TEXTURE_2D, tex);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  glGenerateMipmap(GL_TEXTURE_2D);  // tiles are drawn from 24 to 500 px: mipmaps keep them smooth
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  int count = 0;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const carc::json& c = it.value();
    if (!c.is_array() || c.size() != 4 || !c[0].is_number() || !c[1].is_number() || !c[2].is_number() ||
        !c[3].is_number())
      continue;
    carc::render::setTileArt(it.key(), ImTextureID(intptr_t(tex)), ImVec2(c[0].get<float>(), c[1].get<float>()),
                             ImVec2(c[2].get<float>(), c[3].get<float>()));
    ++count;
  }
  carc::render::redrawCanvas();   // new pixels, whatever texture name they have
  carc::render::requestRedraw();  // the board shows the art at once
  return count;
}
