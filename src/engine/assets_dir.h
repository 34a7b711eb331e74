// Reading a set's manifest from an assets folder on disk (CLI, tests). Not used by the browser,
// where the shell fetches manifests and hands them to the app.
#pragma once
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace carc {

inline bool readFile(const std::string& path, std::string& text, size_t maxBytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) return false;
  in.seekg(0);
  text.assign(size_t(std::min<std::streamoff>(size, std::streamoff(maxBytes + 1))), '\0');
  in.read(&text[0], std::streamsize(text.size()));
  return true;
}

inline bool readSetFromDir(const std::string& dir, const std::string& set, std::string& text) {
  for (char c : set)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  return readFile(dir + "/tiles/" + set + ".json", text, 4 << 20);
}

}  // namespace carc
