#include "render/table/set_index.h"

namespace carc::render {

namespace {
// The set index: one for the page, handed over by the shell before the app starts (not UI state).
std::vector<SetEntry>& entries() {
  static std::vector<SetEntry> e;
  return e;
}
}  // namespace

bool setSetIndex(const std::string& text, std::string* why) {
  json j = json::parse(text, nullptr, false);
  auto fail = [&](const std::string& w) {
    if (why) *why = "assets/tiles/index.json: " + w;
    return false;
  };
  if (!j.is_object() || !j.contains("sets") || !j["sets"].is_array()) return fail("must be {\"sets\": [...]}");
  std::vector<SetEntry> out;
  for (const json& s : j["sets"]) {
    if (!s.is_object() || !s.contains("set") || !s["set"].is_string()) return fail("every entry needs its \"set\"");
    SetEntry e;
    e.set = s["set"].get<std::string>();
    e.title = s.contains("title") && s["title"].is_string() ? s["title"].get<std::string>() : e.set;
    e.summary = s.contains("summary") && s["summary"].is_string() ? s["summary"].get<std::string>() : "";
    e.look = s.contains("look") && s["look"].is_string() ? s["look"].get<std::string>() : "";
    e.core = s.contains("deck") && s["deck"] == "core";
    if (s.contains("options") && s["options"].is_array())
      for (const json& o : s["options"]) {
        if (!o.is_object() || !o.contains("key") || !o["key"].is_string() || !o.contains("values") ||
            !o["values"].is_array() || o["values"].empty())
          return fail(e.set + ": an option needs a \"key\" and its \"values\"");
        SetOption opt;
        opt.key = o["key"].get<std::string>();
        opt.title = o.contains("title") && o["title"].is_string() ? o["title"].get<std::string>() : "";
        for (const json& v : o["values"]) {
          opt.values.push_back(v);
          opt.labels.push_back(v.is_string() ? v.get<std::string>() : v.dump());
        }
        if (o.contains("labels") && o["labels"].is_array())
          for (size_t i = 0; i < o["labels"].size() && i < opt.labels.size(); ++i)
            if (o["labels"][i].is_string()) opt.labels[i] = o["labels"][i].get<std::string>();
        for (size_t i = 0; i < opt.values.size(); ++i)
          if (o.contains("default") && o["default"] == opt.values[i]) opt.fallback = i;
        e.options.push_back(opt);
      }
    out.push_back(e);
  }
  entries() = out;
  return true;
}

const std::vector<SetEntry>& setIndex() { return entries(); }

TileStyle styleOf(const Catalog& c) {
  TileStyle style;
  for (const SetEntry& e : entries())
    if (e.core)
      for (const std::string& set : c.sets)
        if (set == e.set) {
          style.snow = e.look == "snow";
          return style;
        }
  return style;
}

std::vector<std::string> defaultSets() {
  for (const SetEntry& e : entries())
    if (e.core) return {e.set};
  return {};
}

}  // namespace carc::render
