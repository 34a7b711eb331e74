#!/usr/bin/env python3
"""The renderer's folders as layers: no include may run back up.

The order is written once, in docs/architecture.md, on the line that starts with `layers:`
(top to bottom, `>` between layers, `,` between folders of one layer):

    layers: app > editor > game > board > ...

A file of src/render/<folder>/ may include files of its own folder and of the layers below it.
Every include that runs up (or sideways, to another folder of its own layer), and every folder of
src/render/ the line does not name, is listed; the exit status is 1 if there is any.

    tools/layers.py                      check the tree against the doc's order
    tools/layers.py --order "a > b, c"   against another order (to try a plan)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RENDER = os.path.join(ROOT, "src", "render")
DOC = os.path.join(ROOT, "docs", "architecture.md")
INCLUDE = re.compile(r'^\s*#\s*include\s*["<]([^">]+)[">]')
SOURCE = (".h", ".hpp", ".cpp", ".cc", ".inc")


def declared_order():
    lines = [l for l in open(DOC, encoding="utf-8") if l.strip().startswith("layers:")]
    if len(lines) != 1:
        sys.exit(f"layers: docs/architecture.md has {len(lines)} lines starting with 'layers:', not one")
    return lines[0].strip()[len("layers:"):]


def ranks(order):
    rank = {}
    for i, layer in enumerate(order.split(">")):
        for folder in layer.split(","):
            folder = folder.strip().strip("`")
            if folder:
                rank[folder] = i
    return rank


def folder_of(path):
    """The folder of src/render/ a path lies in, or None outside src/render/."""
    rel = os.path.relpath(os.path.normpath(path), RENDER)
    if rel.startswith(".."):
        return None
    parts = rel.split(os.sep)
    return parts[0] if len(parts) > 1 else ""


def included_path(source, name):
    """Where an include points: by path from src/ (the build's include folder) or beside the file."""
    beside = os.path.join(os.path.dirname(source), name)
    if os.path.exists(beside):
        return beside
    return os.path.join(ROOT, "src", name)


def main(argv):
    order = declared_order()
    if len(argv) == 3 and argv[1] == "--order":
        order = argv[2]
    elif len(argv) != 1:
        sys.exit(__doc__)
    rank = ranks(order)
    problems = []
    arrows = set()
    folders = sorted(d for d in os.listdir(RENDER) if os.path.isdir(os.path.join(RENDER, d)))
    for folder in folders:
        if folder not in rank:
            problems.append(f"src/render/{folder}/: in no layer of '{order.strip()}'")
    up = 0
    for folder in folders:
        for dirpath, _, files in os.walk(os.path.join(RENDER, folder)):
            for name in sorted(files):
                if not name.endswith(SOURCE):
                    continue
                source = os.path.join(dirpath, name)
                with open(source, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        target = folder_of(included_path(source, m.group(1)))
                        if target is None or target == folder:
                            continue
                        where = f"{os.path.relpath(source, ROOT)}:{number}"
                        if folder not in rank or target not in rank:
                            continue  # said once above, for the folder
                        if rank[target] <= rank[folder]:
                            way = "up" if rank[target] < rank[folder] else "sideways"
                            problems.append(f"{where}: {folder} includes {target} ({m.group(1)}): runs {way}")
                            arrows.add((folder, target))
                            up += 1
    for p in problems:
        print(p)
    print(f"layers: {up} include(s) run up ({len(arrows)} folder arrow(s)), "
          f"{sum(f not in rank for f in folders)} folder(s) in no layer; order: {order.strip()}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
