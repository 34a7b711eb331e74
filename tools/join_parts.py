#!/usr/bin/env python3
"""Joins the page's shell from its parts: tools/join_parts.py OUT FOLDER PART... writes OUT, the
parts (FOLDER/<part>.js, in the order given) in one closure, so they share one scope and the page
loads one classic script before carcassonne.js (src/render/CMakeLists.txt).

A part per file would cost about 3.8 KB more gzip on the first load (each file compressed on its
own); the lines that are only a comment are left out of OUT (they are for people, read in the
parts), which more than pays for the parts' own job lines. A line is never cut inside a template
literal: a part with a backtick outside its comments is refused.
"""
import pathlib
import re
import sys

COMMENT = re.compile(r"^\s*//")


def join(out, folder, parts):
    text = ["// Joined from web/shell/{" + ",".join(parts) + "}.js by tools/join_parts.py: edit those.",
            "(function () {", "'use strict';"]
    for part in parts:
        lines = (pathlib.Path(folder) / (part + ".js")).read_text(encoding="utf-8").splitlines()
        code = [line for line in lines if not COMMENT.match(line) and line.strip()]
        if any("`" in line.split("//")[0] for line in code):
            sys.exit("join_parts.py: " + part + ".js has a template literal; its comment lines cannot be cut safely")
        text += code
    text.append("})();")
    pathlib.Path(out).write_text("\n".join(text) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit("usage: tools/join_parts.py OUT FOLDER PART...")
    join(sys.argv[1], sys.argv[2], sys.argv[3:])
