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
# libegl1, libegl-mesa0, libgl1-mesa-dri: Mesa's software OpenGL (llvmpipe), which the browser tests'
# Chromium draws WebGL with (tests/browser/harness.cjs: cheaper frames than SwiftShader).
for p in emscripten nlohmann-json3-dev chromium libegl1 libegl-mesa0 libgl1-mesa-dri libclang-rt-14-dev clang libgtest-dev cmake ninja-build dpkg-dev xz-utils fonts-dejavu-core python3-fonttools gettext clang-format librsvg2-bin ccache esbuild; do
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

# PostgreSQL and Redis, for several server processes sharing tables (docs/deploying.md) and for their
# tests, which start throw-away servers of their own: the system services these packages may start
# are stopped and disabled again, so nothing of theirs keeps running (./play needs neither).
need_db=()
for p in postgresql redis-server; do
  dpkg -s "$p" >/dev/null 2>&1 || need_db+=("$p")
done
if [ ${#need_db[@]} -gt 0 ]; then
  log "installing Debian packages: ${need_db[*]}"
  [ "$apt_updated" = 1 ] || $sudo_cmd apt-get update -qq
  apt_updated=1
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need_db[@]}" >/dev/null
  if [ -d /run/systemd/system ]; then
    $sudo_cmd systemctl disable --now postgresql redis-server >/dev/null 2>&1 || true
  fi
fi

# --- Debian source packages: SDL2 and Dear ImGui ---------------------------------------------
# The deb-src entry is the machine's own Debian entry (its URI and signing key) with Types: deb-src,
# so the setup names no archive host of its own.
codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
debian_entry() {  # prints "URI KEYRING" of the deb entry serving $codename main
  python3 - "$codename" <<'PY'
import glob, re, sys
codename = sys.argv[1]
key_default = "/usr/share/keyrings/debian-archive-keyring.gpg"
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for stanza in re.split(r"\n\s*\n", open(path).read()):
        f = {}
        for line in stanza.splitlines():
            m = re.match(r"^([A-Za-z-]+):\s*(.*)$", line)
            if m: f[m.group(1).lower()] = m.group(2).split()
        if "deb" in f.get("types", []) and codename in f.get("suites", []) and "main" in f.get("components", []):
            print(f["uris"][0], (f.get("signed-by") or [key_default])[0]); sys.exit(0)
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try: lines = open(path).read().splitlines()
    except OSError: continue
    for line in lines:
        m = re.match(r"^deb\s+(?:\[([^\]]*)\]\s+)?(\S+)\s+(\S+)\s+(.*)$", line.strip())
        if m and m.group(3) == codename and "main" in m.group(4).split():
            opts = dict(o.split("=", 1) for o in (m.group(1) or "").split() if "=" in o)
            print(m.group(2), opts.get("signed-by", key_default)); sys.exit(0)
sys.exit(1)
PY
}
src="$cache/src"
mkdir -p "$src"
if ! ls "$src"/libsdl2_*.orig.tar.gz >/dev/null 2>&1 || ! ls "$src"/imgui_*.orig.tar.xz >/dev/null 2>&1; then
  list=/etc/apt/sources.list.d/carcassonne-deb-src.sources
  if [ ! -f "$list" ]; then
    entry="$(debian_entry)" || { log "no Debian entry for $codename main in the machine's apt sources"; exit 1; }
    uri="${entry%% *}"
    key="${entry#* }"
    log "adding a deb-src entry for $codename main beside the machine's Debian entry ($uri)"
    printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: %s\n' "$uri" "$codename" "$key" |
      $sudo_cmd tee "$list" >/dev/null
    apt_updated=0
  fi
  [ "$apt_updated" = 1 ] || $sudo_cmd apt-get update -qq
  log "downloading source packages libsdl2 and imgui"
  (cd "$src" && apt-get source --download-only -qq libsdl2 imgui >/dev/null)
fi

# Dear ImGui 1.90 from Debian 13 (trixie)'s source package: its input queue and tab bars. Fetched
# without touching the machine's apt setup: a list file and package lists of its own under .cache,
# the same Debian URI and key as the machine's entry, source only (no trixie binary on this system).
imgui_trixie="$cache/src-trixie"
if ! ls "$imgui_trixie"/imgui_1.90*.orig.tar.xz >/dev/null 2>&1; then
  entry="$(debian_entry)" || { log "no Debian entry for $codename main in the machine's apt sources"; exit 1; }
  apt_dir="$cache/apt-trixie"
  mkdir -p "$apt_dir/lists/partial" "$imgui_trixie"
  printf 'deb-src [signed-by=%s] %s trixie main\n' "${entry#* }" "${entry%% *}" >"$apt_dir/sources.list"
  apt_own=(-o Dir::Etc::SourceList="$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o Dir::State::Lists="$apt_dir/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=)
  log "downloading Dear ImGui 1.90 (Debian trixie's source package imgui)"
  apt-get "${apt_own[@]}" update -qq
  (cd "$imgui_trixie" && apt-get "${apt_own[@]}" source --download-only -qq imgui >/dev/null)
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

imgui190_src="$cache/imgui-1.90"
if [ ! -f "$imgui190_src/imgui.cpp" ]; then
  rm -rf "$imgui190_src" && mkdir -p "$imgui190_src"
  tar -xJf "$(ls "$imgui_trixie"/imgui_1.90*.orig.tar.xz | head -n1)" -C "$imgui190_src" --strip-components=1
fi

# --- SDL2 built for wasm ------------------------------------------------------------------
export NODE_PATH=/usr/share/nodejs
# The compilers below go through ccache (as tools/build.sh's do): a second clone compiles nothing again.
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=true EM_COMPILER_WRAPPER=ccache CC="ccache gcc" CXX="ccache g++"
fi
# Lean: MinSizeRel, SDL_LEAN_AND_MEAN (no software blitters, RLE or software renderer: a WebGL2 app never
# blits) and without the subsystems the page does not use (sound is Web Audio in web/sound.js; no
# joysticks, haptics, sensors, power, locale or file system). About 210 KB less wasm; docs/PERFORMANCE.md.
sdl_wasm="$cache/sdl2-wasm-lean"
if [ ! -f "$sdl_wasm/lib/cmake/SDL2/SDL2Config.cmake" ]; then
  log "building SDL2 for wasm (a few minutes, once)"
  rm -rf "$cache/sdl2-build"
  emcmake cmake -S "$sdl_src" -B "$cache/sdl2-build" -G Ninja -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DCMAKE_BUILD_TYPE=MinSizeRel -DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1 -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF \
    -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_POWER=OFF -DSDL_SENSOR=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF \
    -DCMAKE_INSTALL_PREFIX="$sdl_wasm" >"$cache/sdl2-build.log" 2>&1
  cmake --build "$cache/sdl2-build" >>"$cache/sdl2-build.log" 2>&1
  cmake --install "$cache/sdl2-build" >>"$cache/sdl2-build.log" 2>&1
  rm -rf "$cache/sdl2-build"
fi

# nlohmann only, for em++: never put /usr/include itself on the wasm include path.
mkdir -p "$cache/wasm-include"
[ -e "$cache/wasm-include/nlohmann" ] || ln -s /usr/include/nlohmann "$cache/wasm-include/nlohmann"

# --- npm: playwright-core (never a browser download), ajv and axe-core, pinned by tools/npm's lockfile ------
node_dir="$cache/node"
if ! cmp -s "$root/tools/npm/package-lock.json" "$node_dir/package-lock.json" || [ ! -d "$node_dir/node_modules" ]; then
  log "installing the test tools from npm (tools/npm/package-lock.json)"
  mkdir -p "$node_dir"
  cp "$root/tools/npm/package.json" "$root/tools/npm/package-lock.json" "$root/tools/npm/.npmrc" "$node_dir/"
  (cd "$node_dir" && npm ci --silent --no-audit --no-fund >/dev/null)
fi
# --- npm: the game server (Colyseus, better-sqlite3 built from source, ajv), pinned by server/'s lockfile ---
server_dir="$cache/server"
if ! cmp -s "$root/server/package-lock.json" "$server_dir/package-lock.json" || [ ! -d "$server_dir/node_modules" ]; then
  log "installing the game server's packages from npm (server/package-lock.json; better-sqlite3 compiles, a minute or more)"
  mkdir -p "$server_dir"
  cp "$root/server/package.json" "$root/server/package-lock.json" "$root/server/.npmrc" "$server_dir/"
  # A failed install leaves no lockfile behind, so the next run tries again.
  (cd "$server_dir" && npm ci --silent --no-audit --no-fund >/dev/null) || { rm -f "$server_dir/package-lock.json"; exit 1; }
fi
log "toolchain ready"
