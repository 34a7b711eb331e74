#include "online_messages.h"

#include <climits>
#include <utility>

namespace carc {

namespace {

// A field that is not what the protocol says: thrown inside a reader only, and returned as data.
struct Bad {
  Refusal why;
};

[[noreturn]] void bad(const std::string& path, std::string phrase) {
  Refusal why(Refused::Malformed, std::move(phrase));
  why.path = path;
  throw Bad{std::move(why)};
}

// A field the message must have; `within` names the object it is in ("refusal").
const json& need(const json& m, const char* key, const std::string& within = "") {
  auto it = m.find(key);
  if (it == m.end()) bad(within.empty() ? key : within + "." + key, "is missing");
  return *it;
}

int whole(const json& v, const std::string& path, int lo) {
  if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<unsigned long long>() > (unsigned long long)INT_MAX) ||
      (!v.is_number_unsigned() && (v.get<long long>() < lo || v.get<long long>() > INT_MAX)))
    bad(path, lo == 0 ? "must be a whole number, 0 or more" : "must be a whole number");
  return v.get<int>();
}

bool yesNo(const json& v, const std::string& path) {
  if (!v.is_boolean()) bad(path, "must be true or false");
  return v.get<bool>();
}

std::string text(const json& v, const std::string& path) {
  if (!v.is_string()) bad(path, "must be a string");
  return v.get<std::string>();
}

std::vector<std::string> texts(const json& v, const std::string& path) {
  if (!v.is_array()) bad(path, "must be a list of strings");
  std::vector<std::string> out;
  for (size_t i = 0; i < v.size(); ++i) out.push_back(text(v[i], path + "[" + std::to_string(i) + "]"));
  return out;
}

std::optional<std::string> tileOrNone(const json& v, const std::string& path) {
  if (v.is_null()) return std::nullopt;
  if (!v.is_string()) bad(path, "must be a tile id or null");
  return v.get<std::string>();
}

std::optional<int> seatOrNone(const json& v, const std::string& path) {
  if (v.is_null()) return std::nullopt;
  return whole(v, path, 0);
}

std::vector<int> scores(const json& v, const std::string& path) {
  if (!v.is_array()) bad(path, "must be a list of scores");
  std::vector<int> out;
  for (size_t i = 0; i < v.size(); ++i) out.push_back(whole(v[i], path + "[" + std::to_string(i) + "]", INT_MIN));
  return out;
}

BagCounts bag(const json& v, const std::string& path) {
  if (!v.is_object()) bad(path, "must count the tiles left per tile id");
  BagCounts out;
  for (auto it = v.begin(); it != v.end(); ++it) out[it.key()] = whole(it.value(), path + "." + it.key(), 0);
  return out;
}

json orNull(const std::optional<std::string>& v) { return v ? json(*v) : json(); }
json orNull(const std::optional<int>& v) { return v ? json(*v) : json(); }

// Reads a whole message into a fresh struct, which replaces `out` only when all of it was read.
template <class T, class Read>
Refusal readAll(const json& message, T& out, const char* what, Read read) {
  try {
    if (!message.is_object()) bad("", std::string("a ") + what + " message must be a JSON object");
    T got;
    read(got);
    out = std::move(got);
    return Refusal();
  } catch (const Bad& b) {
    return b.why;
  }
}

}  // namespace

json OnlineView::toJson() const {
  return {{"position", position}, {"tile", orNull(tile)}, {"bag", bag},      {"next", orNull(next)},
          {"over", over},         {"steps", steps},       {"scores", scores}};
}

Refusal OnlineView::fromJson(const json& m, OnlineView& out) {
  return readAll(m, out, "view", [&](OnlineView& v) {
    v.position = need(m, "position");
    if (!v.position.is_object()) bad("position", "must be the public position, a scenario");
    v.tile = tileOrNone(need(m, "tile"), "tile");
    v.bag = carc::bag(need(m, "bag"), "bag");
    v.next = seatOrNone(need(m, "next"), "next");
    v.over = yesNo(need(m, "over"), "over");
    v.steps = whole(need(m, "steps"), "steps", 0);
    v.scores = carc::scores(need(m, "scores"), "scores");
  });
}

json OnlineStep::toJson() const {
  return {{"n", n},
          {"seat", seat},
          {"step", step},
          {"tile", orNull(tile)},
          {"set_aside", setAside},
          {"next", orNull(next)},
          {"over", over},
          {"scores", scores},
          {"bag", bag}};
}

Refusal OnlineStep::fromJson(const json& m, OnlineStep& out) {
  return readAll(m, out, "step", [&](OnlineStep& s) {
    s.n = whole(need(m, "n"), "n", 0);
    s.seat = whole(need(m, "seat"), "seat", 0);
    s.step = need(m, "step");
    if (!s.step.is_object()) bad("step", "must be one step, as the legal moves list them");
    s.tile = tileOrNone(need(m, "tile"), "tile");
    if (m.contains("set_aside")) s.setAside = texts(m["set_aside"], "set_aside");
    s.next = seatOrNone(need(m, "next"), "next");
    s.over = yesNo(need(m, "over"), "over");
    s.scores = carc::scores(need(m, "scores"), "scores");
    s.bag = carc::bag(need(m, "bag"), "bag");
  });
}

OnlineRefusal OnlineRefusal::of(const Refusal& why) {
  OnlineRefusal r;
  r.reason = refusedName(why.reason);
  r.phrase = why.phrase;
  r.values = why.values;
  r.module = why.module;
  r.path = why.path;
  r.move = why.move;
  return r;
}

json OnlineRefusal::refusalJson() const {
  json out = {{"reason", reason}, {"phrase", phrase}, {"values", values}};
  if (!module.empty()) out["module"] = module;
  if (!path.empty()) out["path"] = path;
  if (move >= 0) out["move"] = move;
  return out;
}

json OnlineRefusal::toJson() const {
  json out = {{"refusal", refusalJson()}};
  if (n) out["n"] = *n;
  return out;
}

Refusal OnlineRefusal::fromJson(const json& m, OnlineRefusal& out) {
  return readAll(m, out, "refused", [&](OnlineRefusal& r) {
    if (m.contains("n")) r.n = whole(m["n"], "n", 0);
    const json& said = need(m, "refusal");
    if (!said.is_object()) bad("refusal", "must be an object: {reason, phrase, values}");
    r.reason = text(need(said, "reason", "refusal"), "refusal.reason");
    r.phrase = text(need(said, "phrase", "refusal"), "refusal.phrase");
    r.values = texts(need(said, "values", "refusal"), "refusal.values");
    if (said.contains("module")) r.module = text(said["module"], "refusal.module");
    if (said.contains("path")) r.path = text(said["path"], "refusal.path");
    if (said.contains("move")) r.move = whole(said["move"], "refusal.move", 0);
  });
}

}  // namespace carc
