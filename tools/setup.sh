#!/usr/bin/env bash
# Installs everything the build and the tests need, idempotently.
# Debian binary packages, Debian source packages (SDL2, Dear ImGui) built for wasm, npm packages.
# Everything built or downloaded is cached under .cache/ (git-ignored) so a second run is instant.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/.cache"
mkdir -p "$cache"
log() { printf '[setup] %s\n' "$*" >&2; }

sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi

need_pkgs=()
for p in emscripten nlohmann-json3-dev chromium libclang-rt-14-dev clang libgtest-dev cmake ninja-build dpkg-dev xz-utils fonts-dejavu-core python3-fonttools; do
  dpkg -s "$p" >/dev/null 2>&1 || need_pkgs+=("$p")
done
apt_updated=0
if [ ${#need_pkgs[@]} -gt 0 ]; then
  log "installing Debian packages: ${need_pkgs[*]}"
  $sudo_cmd apt-get update -qq
  apt_updated=1
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need_pkgs[@]}" >/dev/null
fi
# A real MediaWiki for the wiki extension's test (tests/mediawiki/): PHP's own server runs it, so no
# recommended extras (web server setup, database server).
need_wiki=()
for p in mediawiki php-sqlite3 php-cli; do
  dpkg -s "$p" >/dev/null 2>&1 || need_wiki+=("$p")
done
if [ ${#need_wiki[@]} -gt 0 ]; then
  log "installing Debian packages: ${need_wiki[*]}"
  [ "$apt_updated" = 1 ] || $sudo_cmd apt-get update -qq
  apt_updated=1
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_wiki[@]}" >/dev/null
fi

# --- Debian source packages: SDL2 and Dear ImGui ---------------------------------------------
src="$cache/src"
mkdir -p "$src"
if ! ls "$src"/libsdl2_*.orig.tar.gz >/dev/null 2>&1 || ! ls "$src"/imgui_*.orig.tar.xz >/dev/null 2>&1; then
  list=/etc/apt/sources.list.d/carcassonne-deb-src.sources
  if [ ! -f "$list" ]; then
    log "adding a deb-src entry for bookworm main"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' |
      $sudo_cmd tee "$list" >/dev/null
    apt_updated=0
  fi
  [ "$apt_updated" = 1 ] || $sudo_cmd apt-get update -qq
  log "downloading source packages libsdl2 and imgui"
  (cd "$src" && apt-get source --download-only -qq libsdl2 imgui >/dev/null)
fi

sdl_src="$cache/SDL2-src"
if [ ! -f "$sdl_src/CMakeLists.txt" ]; then
  rm -rf "$sdl_src" && mkdir -p "$sdl_src"
  tar -xzf "$(ls "$src"/libsdl2_*.orig.tar.gz | head -n1)" -C "$sdl_src" --strip-components=1
fi
imgui_src="$cache/imgui"
if [ ! -f "$imgui_src/imgui.cpp" ]; then
  rm -rf "$imgui_src" && mkdir -p "$imgui_src"
  tar -xJf "$(ls "$src"/imgui_*.orig.tar.xz | head -n1)" -C "$imgui_src" --strip-components=1
fi

# --- SDL2 built for wasm ------------------------------------------------------------------
export NODE_PATH=/usr/share/nodejs
sdl_wasm="$cache/sdl2-wasm"
if [ ! -f "$sdl_wasm/lib/cmake/SDL2/SDL2Config.cmake" ]; then
  log "building SDL2 for wasm (a few minutes, once)"
  rm -rf "$cache/sdl2-build"
  emcmake cmake -S "$sdl_src" -B "$cache/sdl2-build" -G Ninja -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$sdl_wasm" >"$cache/sdl2-build.log" 2>&1
  cmake --build "$cache/sdl2-build" >>"$cache/sdl2-build.log" 2>&1
  cmake --install "$cache/sdl2-build" >>"$cache/sdl2-build.log" 2>&1
  rm -rf "$cache/sdl2-build"
fi

# nlohmann only, for em++: never put /usr/include itself on the wasm include path.
mkdir -p "$cache/wasm-include"
[ -e "$cache/wasm-include/nlohmann" ] || ln -s /usr/include/nlohmann "$cache/wasm-include/nlohmann"

# --- npm: playwright-core (never a browser download) -------------------------------------
if [ ! -d "$cache/node/node_modules/playwright-core" ] || [ ! -d "$cache/node/node_modules/ajv" ]; then
  log "installing playwright-core and ajv from npm"
  mkdir -p "$cache/node"
  (cd "$cache/node" && [ -f package.json ] || echo '{"name":"carcassonne-test-tools","private":true}' >package.json)
  (cd "$cache/node" && npm install --silent --no-audit --no-fund playwright-core@1 ajv@8 >/dev/null)
fi
log "toolchain ready"
