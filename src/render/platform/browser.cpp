#include "render/platform/browser.h"

#include <emscripten.h>

// The page side of the app (app.cpp), in JavaScript: what SDL does not see (the page hidden, the canvas scrolled out of
// view or resized by the page), and the WEBGL_lose_context extension, kept while the context is
// alive so that a lost context can be asked back.
// clang-format off
EM_JS(void, jsWatchPage, (), {
  var canvas = Module.canvas;
  var gl = canvas.getContext("webgl2");
  Module.carcLoseContext = gl && gl.getExtension("WEBGL_lose_context");
  var inView = true;
  var update = function() { Module._carc_set_visible(!document.hidden && inView ? 1 : 0); };
  document.addEventListener("visibilitychange", update);
  if (typeof IntersectionObserver == "function") {
    new IntersectionObserver(function(entries) {
      inView = entries[entries.length - 1].isIntersecting;
      update();
    }).observe(canvas);
  }
  var wake = function() { Module._carc_wake(); };
  window.addEventListener("resize", wake);
  if (typeof ResizeObserver == "function") new ResizeObserver(wake).observe(canvas);
  var input = ["pointerdown", "pointermove", "wheel", "touchstart", "keydown"];
  for (var i = 0; i < input.length; i++) window.addEventListener(input[i], wake, {capture: true, passive: true});
  update();
});

EM_JS(void, jsAskForContext, (), {
  var gl = Module.canvas.getContext("webgl2");
  var ext = Module.carcLoseContext;
  if (gl && ext && gl.isContextLost()) ext.restoreContext();
});

EM_JS(void, jsContextRestored, (), {
  var gl = Module.canvas.getContext("webgl2");
  Module.carcLoseContext = gl && gl.getExtension("WEBGL_lose_context");
  if (window.carcassonneShell && window.carcassonneShell.reloadArt) window.carcassonneShell.reloadArt();
});
// clang-format on

namespace carc::render::browser {

double nowMs() { return emscripten_get_now(); }

double devicePixelRatio() {
  double ratio = emscripten_get_device_pixel_ratio();
  return ratio < 1 ? 1 : ratio;
}

void fail(const std::string& why) {
  EM_ASM(
      {
        if (window.carcassonneShell) window.carcassonneShell.fail(UTF8ToString($0));
      },
      why.c_str());
}

void ready() {
  EM_ASM({
    if (window.carcassonneShell) window.carcassonneShell.ready();
  });
}

void keep(const std::string& savedGame) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.keep) window.carcassonneShell.keep(UTF8ToString($0));
      },
      savedGame.c_str());
}

void watchPage() { jsWatchPage(); }
void askForContext() { jsAskForContext(); }
void contextRestored() { jsContextRestored(); }

}  // namespace carc::render::browser
