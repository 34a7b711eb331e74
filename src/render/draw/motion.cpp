#include "render/draw/motion.h"

#include <algorithm>
#include <map>

#include "render/platform/browser.h"
#include "render/platform/frames.h"

namespace carc::render::motion {

namespace {

struct Tween {
  double startAt = 0, ms = 1;
};
struct Follower {
  float from = 0, to = 0;
  double startAt = 0, ms = 1;
  bool known = false;
};

bool g_reduced = false;
std::map<std::string, Tween>& tweens() {
  static std::map<std::string, Tween> t;
  return t;
}
std::map<std::string, Follower>& followers() {
  static std::map<std::string, Follower> f;
  return f;
}

double now() { return browser::nowMs(); }

}  // namespace

void setReduced(bool on) {
  g_reduced = on;
  if (on) finishAll();
}
bool reduced() { return g_reduced; }

void start(const std::string& key, double ms, double delayMs) {
  if (g_reduced) return;
  tweens()[key] = Tween{now() + delayMs, std::max(1.0, ms)};
  keepAnimating();
}

float progress(const std::string& key) {
  auto it = tweens().find(key);
  if (it == tweens().end()) return 1.0f;
  double t = (now() - it->second.startAt) / it->second.ms;
  if (t >= 1.0) {
    tweens().erase(it);  // done: forgotten, so nothing asks for frames
    return 1.0f;
  }
  keepAnimating();
  return float(std::max(0.0, t));
}

bool running(const std::string& key) { return progress(key) < 1.0f; }

float follow(const std::string& key, float target, double ms) {
  Follower& f = followers()[key];
  double t = now();
  if (!f.known || g_reduced) {
    f = Follower{target, target, t, ms, true};
    return target;
  }
  float shownNow = f.to;
  double k = (t - f.startAt) / f.ms;
  if (k < 1.0) shownNow = f.from + (f.to - f.from) * easeOut(float(k));
  if (target != f.to) {  // a new target: glide from where it is shown now
    f = Follower{shownNow, target, t, ms, true};
    k = 0;
  }
  if (k >= 1.0) return f.to;
  keepAnimating();
  return shownNow;
}

void finishAll() {
  tweens().clear();
  followers().clear();  // the next value asked for is shown at once
}

}  // namespace carc::render::motion
