#!/usr/bin/env bash
# Builds what is asked: native (CLI + tests), web (the browser app), wasm-cli (the CLI under node),
# server (the game server's engine under node),
# asan (tests with AddressSanitizer + UBSan), fuzz (libFuzzer targets). Incremental.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/.cache"
export NODE_PATH=/usr/share/nodejs
jobs="$(nproc)"
cd "$root"
mkdir -p build

# Compiler cache (Debian's ccache), kept outside the work tree (~/.cache/ccache): a second clone of
# the same commit on this machine, as CI's is, compiles nothing again. Paths are taken relative to
# the clone so two clones share entries; a cache miss only costs the compile it would have cost.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-6G}"
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  export EM_COMPILER_WRAPPER=ccache  # em++ runs its clang through ccache
fi

# Configures a build folder when it is new or its arguments changed since the last time (kept in
# $dir.configure.args): a changed option then takes effect, and one left out is not kept from an
# old cache. CMake itself re-runs when a CMakeLists.txt changes.
configure() {  # dir, then cmake arguments
  local dir="$1"; shift
  local args
  args="$(printf '%q ' "$@")"
  if [ ! -f "$dir/build.ninja" ] || [ "$(cat "$dir.configure.args" 2>/dev/null)" != "$args" ]; then
    rm -f "$dir/CMakeCache.txt" "$dir.configure.args"
    "$@" -B "$dir" -G Ninja >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log" >&2; exit 1; }
    printf '%s' "$args" >"$dir.configure.args"
  fi
}

for what in "$@"; do
  case "$what" in
    native)
      configure build/native cmake -S . "${launcher[@]}" -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$cache/imgui-1.90"
      cmake --build build/native -j "$jobs" ;;
    web)
      configure build/wasm-app emcmake cmake -S . -DCMAKE_BUILD_TYPE=Release \
        -DCARC_WASM_INCLUDE="$cache/wasm-include" -DIMGUI_DIR="$cache/imgui-1.90" \
        -DSDL2_DIR="$cache/sdl2-wasm-lean/lib/cmake/SDL2" -DCARC_WEB_OUT="$root/build/web"
      cmake --build build/wasm-app -j "$jobs" --target carcassonne_offline ;;
    wasm-cli)
      configure build/wasm-app emcmake cmake -S . -DCMAKE_BUILD_TYPE=Release \
        -DCARC_WASM_INCLUDE="$cache/wasm-include" -DIMGUI_DIR="$cache/imgui-1.90" \
        -DSDL2_DIR="$cache/sdl2-wasm-lean/lib/cmake/SDL2" -DCARC_WEB_OUT="$root/build/web"
      cmake --build build/wasm-app -j "$jobs" --target carcassonne ;;
    server)
      # The game server's engine (build/server/engine.js + .wasm): the same wasm build folder as
      # the page's, so the engine is compiled once for both.
      configure build/wasm-app emcmake cmake -S . -DCMAKE_BUILD_TYPE=Release \
        -DCARC_WASM_INCLUDE="$cache/wasm-include" -DIMGUI_DIR="$cache/imgui-1.90" \
        -DSDL2_DIR="$cache/sdl2-wasm-lean/lib/cmake/SDL2" -DCARC_WEB_OUT="$root/build/web"
      cmake --build build/wasm-app -j "$jobs" --target engine_server ;;
    asan)
      configure build/asan cmake -S . "${launcher[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DCARC_SANITIZE=ON
      cmake --build build/asan -j "$jobs" ;;
    fuzz)
      configure build/fuzz cmake -S . "${launcher[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DCARC_FUZZ=ON -DCARC_TESTS=OFF
      cmake --build build/fuzz -j "$jobs" --target fuzz_manifest fuzz_scenario fuzz_phrases ;;
    *) echo "build.sh: unknown target $what" >&2; exit 2 ;;
  esac
done
