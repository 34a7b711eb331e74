#!/usr/bin/env python3
"""Bundles each folder's tile art into one file for the page: <folder>/art.json, {"A.svg": "<svg ...>"}.

Usage: tools/bundle_art.py BUILT_TILES_FOLDER (the copy of assets/tiles in the built page).

A tile's SVG is a few hundred bytes once compressed, most of it the compressor starting afresh on every
file, so one request per folder (a set, or one look of a set) is about a third of the bytes of one per
tile (docs/PERFORMANCE.md). The SVG files stay beside the bundles: the shell falls back on them.
"""
import json
import pathlib
import sys


def main(folder):
    root = pathlib.Path(folder)
    for d in sorted({p.parent for p in root.rglob("*.svg")}):
        art = {p.name: p.read_text(encoding="utf-8") for p in sorted(d.glob("*.svg"))}
        (d / "art.json").write_text(json.dumps(art, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2 or not pathlib.Path(sys.argv[1]).is_dir():
        sys.exit("usage: tools/bundle_art.py BUILT_TILES_FOLDER")
    main(sys.argv[1])
