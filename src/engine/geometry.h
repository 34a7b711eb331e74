// Board geometry shared by every layer: edges, half-edges, rotation and neighbours.
// Conventions (RULES.md): x grows east, y grows south; rotations are clockwise quarter turns.
#pragma once
#include <cstdint>
#include <string>

namespace carc {

enum Edge : uint8_t { N = 0, E = 1, S = 2, W = 3 };

// Half-edges in clockwise order around the tile, so a quarter turn adds 2.
enum Half : uint8_t { Nw = 0, Ne = 1, En = 2, Es = 3, Se = 4, Sw = 5, Ws = 6, Wn = 7 };

constexpr int kEdgeDx[4] = {0, 1, 0, -1};
constexpr int kEdgeDy[4] = {-1, 0, 1, 0};

inline int opposite(int edge) { return (edge + 2) & 3; }
inline int rotateEdge(int edge, int quarterTurns) { return (edge + quarterTurns) & 3; }
inline int rotateHalf(int half, int quarterTurns) { return (half + 2 * quarterTurns) & 7; }
inline int edgeOfHalf(int half) { return half >> 1; }
// The half on the neighbouring tile that touches this half: Nw<->Sw, Ne<->Se, En<->Wn, Es<->Ws.
inline int facingHalf(int half) { return (half & 1) ? (half + 3) & 7 : (half + 5) & 7; }

const char* edgeName(int edge);
const char* halfName(int half);
int parseEdge(const std::string& s);  // -1 when not an edge name
int parseHalf(const std::string& s);  // -1 when not a half-edge name

// Eight squares around a monastery, in a fixed order.
constexpr int kRingDx[8] = {-1, 0, 1, 1, 1, 0, -1, -1};
constexpr int kRingDy[8] = {-1, -1, -1, 0, 1, 1, 1, 0};

}  // namespace carc
