#!/usr/bin/env bash
# The C++ sources in the project's style (.clang-format: Google, 120 columns), by Debian's clang-format.
#   tools/format.sh          check: lists every file that is not formatted, fails if there is one
#   tools/format.sh --fix    formats them in place
# Over src/, server/engine, tests/unit, tests/fuzz and tools/*.cpp; files given after the mode replace that list.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mode=check
case "${1:-}" in
  --fix) mode=fix; shift ;;
  --check) shift ;;
  -*) echo "format.sh: unknown option $1 (--check or --fix)" >&2; exit 2 ;;
esac
command -v clang-format >/dev/null || { echo "format.sh: clang-format is missing (tools/setup.sh installs it)" >&2; exit 1; }

files=()
if [ $# -gt 0 ]; then
  files=("$@")
else
  while IFS= read -r -d '' f; do files+=("$f"); done < <(
    find src server/engine tests/unit tests/fuzz -type f \( -name '*.cpp' -o -name '*.h' \) -print0 | sort -z
    find tools -maxdepth 1 -type f -name '*.cpp' -print0 | sort -z)
fi

if [ "$mode" = fix ]; then
  clang-format -i --style=file "${files[@]}"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  if ! clang-format --dry-run --Werror --style=file "$f" >/dev/null 2>&1; then
    echo "not formatted: $f (tools/format.sh --fix $f)"
    bad=$((bad + 1))
  fi
done
if [ "$bad" -gt 0 ]; then
  echo "format.sh: $bad of ${#files[@]} files are not formatted" >&2
  exit 1
fi
echo "format.sh: ${#files[@]} files formatted"
