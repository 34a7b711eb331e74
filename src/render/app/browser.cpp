#include "render/app/browser.h"

#include <emscripten.h>

#include <cstdlib>

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

// clang-format off
// A setting remembered in this browser, "" when none (or no storage).
EM_JS(char*, jsKeptSetting, (const char* key), {
  var v = null;
  try { v = localStorage.getItem(UTF8ToString(key)); } catch (e) {}
  var out = v === null ? "" : String(v);
  var size = lengthBytesUTF8(out) + 1;
  var p = _malloc(size);
  stringToUTF8(out, p, size);
  return p;
});
// clang-format on

// The editor's page side (web/editor_publish.js) makes the texts, downloads, copies and shows the
// preview, and edits the step texts; these pass plain JSON across.
// clang-format off
EM_JS(char*, jsPublishTexts, (const char* request), {
  var out;
  try {
    out = JSON.stringify(window.carcassonneEditorPublish.texts(JSON.parse(UTF8ToString(request))));
  } catch (e) {
    out = JSON.stringify({error: String(e && e.message ? e.message : e)});
  }
  var size = lengthBytesUTF8(out) + 1;
  var p = _malloc(size);
  stringToUTF8(out, p, size);
  return p;
});

EM_JS(void, jsPublish, (const char* request), {
  var r = JSON.parse(UTF8ToString(request));
  var pub = window.carcassonneEditorPublish;
  if (!pub) return;
  if (r.what === "download") pub.download(r.text, r.name);
  if (r.what === "copy") pub.copy(r.text, r.manual);
  if (r.what === "copied") navigator.clipboard && navigator.clipboard.writeText(r.text).catch(function() {});
  if (r.what === "preview") {
    pub.preview(r, function(chosen) {
      Module.ccall("carc_call", "string", ["string"], [JSON.stringify({call: "editorEmbed", arg: chosen})]);
    });
  }
});
// clang-format on

// clang-format off
EM_JS(void, jsEditTexts, (const char* request), {
  var r = JSON.parse(UTF8ToString(request));
  if (!window.carcassonneEditorPublish) return;
  window.carcassonneEditorPublish.editTexts(r, function(texts) {
    var reply = JSON.parse(Module.ccall("carc_call", "string", ["string"],
                                        [JSON.stringify({call: "editorTexts", arg: {step: r.step, texts: texts}})]));
    return reply.ok ? null : reply.error;
  });
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

void wordsChanged() {
  EM_ASM({
    if (window.carcassonneShell && window.carcassonneShell.wordsChanged) window.carcassonneShell.wordsChanged();
  });
}

void wantTileArt(const std::string& idsJson) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.wantArt)
          window.carcassonneShell.wantArt(UTF8ToString($0));
      },
      idsJson.c_str());
}

void keep(const std::string& savedGame) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.keep) window.carcassonneShell.keep(UTF8ToString($0));
      },
      savedGame.c_str());
}

void onlineSend(const std::string& step) {
  EM_ASM(
      {
        if (window.carcassonneOnline) window.carcassonneOnline.send(UTF8ToString($0));
      },
      step.c_str());
}

void onlineRequest(const std::string& request) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.online)
          window.carcassonneShell.online(JSON.parse(UTF8ToString($0)));
      },
      request.c_str());
}

void onlineLeave() {
  EM_ASM({
    if (window.carcassonneOnline) window.carcassonneOnline.leaveTable();
  });
}

void share(const std::string& text, bool game) {
  EM_ASM(
      {
        if (window.carcassonneShell) window.carcassonneShell.share(UTF8ToString($0), $1 == 1);
      },
      text.c_str(), game ? 1 : 0);
}

bool touchScreen() {
  // A fact of the device, asked once: the windows ask it every frame.
  static const bool touch = EM_ASM_INT({ return navigator.maxTouchPoints > 0 || "ontouchstart" in window ? 1 : 0; });
  return touch;
}

void playSound(const char* kind) {
  EM_ASM(
      {
        if (window.carcassonneSounds) window.carcassonneSounds.play(UTF8ToString($0));
      },
      kind);
}

void muteSounds(bool muted) {
  EM_ASM(
      {
        if (window.carcassonneSounds) window.carcassonneSounds.setMuted($0 == 1);
      },
      muted ? 1 : 0);
}

void chooseLanguage(const std::string& code) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.chooseLanguage)
          window.carcassonneShell.chooseLanguage(UTF8ToString($0));
      },
      code.c_str());
}

std::string keptSetting(const char* key) {
  char* text = jsKeptSetting(key);
  std::string out = text;
  std::free(text);
  return out;
}

void keepSetting(const char* key, const std::string& value) {
  EM_ASM(
      {
        try {
          localStorage.setItem(UTF8ToString($0), UTF8ToString($1));
        } catch (e) {
        }
      },
      key, value.c_str());
}

void loadDemoIndex() {
  EM_ASM({
    fetch("assets/scenarios/index.json")
        .then(function(r) { return r.text(); })
        .then(function(text) { Module.ccall("carc_demo_index", null, ["string"], [text]); })
        .catch(function(){});
  });
}

void openDemo(const std::string& file, const std::string& lang) {
  EM_ASM(
      {
        var url = "index.html?scenario=assets/scenarios/" + encodeURIComponent(UTF8ToString($0)) +
                  "&lang=" + encodeURIComponent(UTF8ToString($1));
        window.open(url, "_blank", "noopener");
      },
      file.c_str(), lang.c_str());
}

void markEditing(bool editing) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.editing) window.carcassonneShell.editing($0 == 1);
      },
      editing ? 1 : 0);
}

void openFile() {
  EM_ASM({
    if (window.carcassonneShell && window.carcassonneShell.openFile) window.carcassonneShell.openFile();
  });
}

void keepDraft(const std::string& draft) {
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.keepDraft)
          window.carcassonneShell.keepDraft(UTF8ToString($0));
      },
      draft.c_str());
}

void loadEditorTables() {
  EM_ASM({
    if (!window.carcassonneEditorPublish) return;
    window.carcassonneEditorPublish.loadTables(function(lang, strings) {
      Module.ccall('carc_call', 'string', ['string'],
                   [JSON.stringify({call : 'editorLanguage', arg : {lang : lang, strings : strings}})]);
    });
  });
}

std::string publishTexts(const std::string& request) {
  char* out = jsPublishTexts(request.c_str());
  std::string text = out;
  std::free(out);
  return text;
}

void publish(const std::string& request) { jsPublish(request.c_str()); }
void editTexts(const std::string& request) { jsEditTexts(request.c_str()); }

void watchPage() { jsWatchPage(); }
void askForContext() { jsAskForContext(); }
void contextRestored() { jsContextRestored(); }

}  // namespace carc::render::browser
