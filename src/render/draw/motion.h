// Motion: short time-based tweens keyed by what moves ("tile:12", "score:1"). The board and the
// panels ask how far a tween is and draw accordingly; while one runs it asks for the next frame
// (keepAnimating), so an app where nothing moves still draws nothing. Under the reader's
// "reduce motion" setting no tween starts: everything is shown at its end at once. The board's
// move effects own the page's one Motion (board/move_effects.h) and hand it the page's clock and
// frame requests (no browser in draw/).
#pragma once
#include <map>
#include <string>

namespace carc::render {

// What a Motion asks of the page: its clock, in ms, and another frame while a tween runs.
struct MotionPage {
  double (*now)();
  void (*keepAnimating)();
};

class Motion {
 public:
  explicit Motion(MotionPage page) : page_(page) {}
  void setReduced(bool on);  // the page's prefers-reduced-motion (web/reduced_motion.js)
  bool reduced() const { return reduced_; }

  // Starts (or restarts) the tween `key`: it runs `ms` milliseconds after waiting `delayMs`.
  void start(const std::string& key, double ms, double delayMs = 0);
  // How far the tween `key` is, 0..1: 0 while it waits, 1 when it is done or there is none.
  float progress(const std::string& key);
  // True while the tween `key` waits or runs.
  bool running(const std::string& key);
  // A number shown on its way to `target`: when the target changes it glides there in `ms`.
  float follow(const std::string& key, float target, double ms);
  // Every tween ends at once (a new game, undo, a jump in a demo).
  void finishAll();

 private:
  struct Tween {
    double startAt = 0, ms = 1;
  };
  struct Follower {
    float from = 0, to = 0;
    double startAt = 0, ms = 1;
    bool known = false;
  };
  MotionPage page_;
  bool reduced_ = false;
  std::map<std::string, Tween> tweens_;
  std::map<std::string, Follower> followers_;
};

namespace motion {
// Easing: fast start, soft landing.
inline float easeOut(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }
}  // namespace motion

}  // namespace carc::render
