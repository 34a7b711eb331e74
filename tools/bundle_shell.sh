#!/bin/sh
# Bundles the page's shell: tools/bundle_shell.sh OUT writes OUT (build/web/shell.js), the ES modules
# of web/shell/ from their entry main.js, in one classic script (an IIFE) that shell.html runs before
# carcassonne.js. esbuild (Debian's) does the bundling; the web build (src/render/CMakeLists.txt) and
# tests/browser/shell-parts.test.cjs both call this, so what is served is what the parts make.
set -eu
out="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
# From the repository's root, so the bundle's "// web/shell/<part>.js" lines are the same wherever it runs.
case "$out" in /*) ;; *) out="$(pwd)/$out" ;; esac
cd "$root"
exec esbuild web/shell/main.js --bundle --format=iife --target=es2017 --charset=utf8 \
  --log-level=warning --banner:js="// Bundled from web/shell/*.js (main.js) by tools/bundle_shell.sh: edit those.
'use strict';" --outfile="$out"
