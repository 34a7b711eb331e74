#!/usr/bin/env python3
"""Every file and rules section a comment or a doc cites exists in the repo.

Looked at: comments of C++, JavaScript, Python, shell and CMake files, the Markdown docs, and the
`description` of scenarios (tests/rulings, assets/scenarios). Two kinds of citation:

  - a path into the repo (src/…, tests/…, docs/…, server/…, web/…, tools/…, assets/…,
    integrations/…; `*` allowed): at least one file or folder must match;
  - a rules section, `RULES §4.2` or `RULES-EXPANSIONS §1.7` (with or without `.md`): a heading
    with that number must exist in docs/rules/RULES.md or docs/rules/RULES-EXPANSIONS.md.

Strings in code (test inputs such as `assets/scenarios/nope.json`) are not citations and are
not looked at. Prints each broken citation with its file and line; exit status 1 if any.

    tools/citations.py
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = re.compile(r"(?<![\w/.-])((?:src|tests|server|web|tools|assets|docs|integrations)/[A-Za-z0-9_./*-]+)")
SECTION = re.compile(r"\b(RULES(?:-EXPANSIONS)?)(?:\.md)?,? §\s?(\d+(?:\.\d+)?)")
DIGESTS = {"RULES": "docs/rules/RULES.md", "RULES-EXPANSIONS": "docs/rules/RULES-EXPANSIONS.md"}
HEADING = re.compile(r"^#+\s+(\d+(?:\.\d+)?)[.\s]")
SLASH_COMMENT = (".cpp", ".h", ".js", ".cjs", ".mjs", ".css", ".php")
HASH_COMMENT = (".py", ".sh", ".cmake", ".yml", ".yaml")


def sections():
    found = {}
    for name, path in DIGESTS.items():
        found[name] = set()
        for line in open(os.path.join(ROOT, path), encoding="utf-8"):
            m = HEADING.match(line)
            if m:
                found[name].add(m.group(1))
    return found


def comment_lines(path, text):
    """(line number, text) of what a reader takes as prose in this file."""
    lines = text.split("\n")
    if path.endswith(".md"):
        return list(enumerate(lines, 1))
    if path.endswith(".json"):
        try:
            doc = json.loads(text)
        except ValueError:
            return []
        desc = doc.get("description") if isinstance(doc, dict) else None
        if not isinstance(desc, str):
            return []
        n = next((i for i, l in enumerate(lines, 1) if '"description"' in l), 1)
        return [(n, desc)]
    base = os.path.basename(path)
    if path.endswith(SLASH_COMMENT):
        out, block = [], False
        for n, line in enumerate(lines, 1):
            s = line.strip()
            if block or s.startswith("/*") or s.startswith("*"):
                out.append((n, s))
                block = (block or s.startswith("/*")) and "*/" not in s
            elif "//" in line:
                # A comment after code; "//" inside a string (a URL) is rare enough to look at too.
                out.append((n, line[line.index("//") :]))
        return out
    if path.endswith(HASH_COMMENT) or base in ("check", "play", "CMakeLists.txt", "run"):
        return [(n, line[line.index("#") :]) for n, line in enumerate(lines, 1) if "#" in line]
    return []


def main():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    known = sections()
    broken = []
    for rel in files:
        if rel.startswith("docs/rules/"):
            continue  # the digests themselves cite their sources outside the repo (docs/rules/README.md)
        try:
            text = open(os.path.join(ROOT, rel), encoding="utf-8").read()
        except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
            continue
        for n, line in comment_lines(rel, text):
            for m in PATH.finditer(line):
                cited = m.group(1).rstrip(".,:;)'`\"").rstrip("/")
                if cited.endswith("_") or not glob.glob(os.path.join(ROOT, cited)):
                    broken.append(f"{rel}:{n}: cites {cited}, which is not in the repo")
            for m in SECTION.finditer(line):
                if m.group(2) not in known[m.group(1)]:
                    broken.append(f"{rel}:{n}: cites {m.group(1)} §{m.group(2)}, not a section of {DIGESTS[m.group(1)]}")
    for b in broken:
        print(b)
    print(f"citations: {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
