#include "geometry.h"

namespace carc {

static const char* const kEdgeNames[4] = {"N", "E", "S", "W"};
static const char* const kHalfNames[8] = {"Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"};

const char* edgeName(int edge) { return kEdgeNames[edge & 3]; }
const char* halfName(int half) { return kHalfNames[half & 7]; }

int parseEdge(const std::string& s) {
  for (int i = 0; i < 4; ++i)
    if (s == kEdgeNames[i]) return i;
  return -1;
}

int parseHalf(const std::string& s) {
  for (int i = 0; i < 8; ++i)
    if (s == kHalfNames[i]) return i;
  return -1;
}

}  // namespace carc
