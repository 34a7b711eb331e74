#include "render/draw/motion.h"

#include <algorithm>

namespace carc::render {

void Motion::setReduced(bool on) {
  reduced_ = on;
  if (on) finishAll();
}

void Motion::start(const std::string& key, double ms, double delayMs) {
  if (reduced_) return;
  tweens_[key] = Tween{page_.now() + delayMs, std::max(1.0, ms)};
  page_.keepAnimating();
}

float Motion::progress(const std::string& key) {
  auto it = tweens_.find(key);
  if (it == tweens_.end()) return 1.0f;
  double t = (page_.now() - it->second.startAt) / it->second.ms;
  if (t >= 1.0) {
    tweens_.erase(it);  // done: forgotten, so nothing asks for frames
    return 1.0f;
  }
  page_.keepAnimating();
  return float(std::max(0.0, t));
}

bool Motion::running(const std::string& key) { return progress(key) < 1.0f; }

float Motion::follow(const std::string& key, float target, double ms) {
  Follower& f = followers_[key];
  double t = page_.now();
  if (!f.known || reduced_) {
    f = Follower{target, target, t, ms, true};
    return target;
  }
  float shownNow = f.to;
  double k = (t - f.startAt) / f.ms;
  if (k < 1.0) shownNow = f.from + (f.to - f.from) * motion::easeOut(float(k));
  if (target != f.to) {  // a new target: glide from where it is shown now
    f = Follower{shownNow, target, t, ms, true};
    k = 0;
  }
  if (k >= 1.0) return f.to;
  page_.keepAnimating();
  return shownNow;
}

void Motion::finishAll() {
  tweens_.clear();
  followers_.clear();  // the next value asked for is shown at once
}

}  // namespace carc::render
