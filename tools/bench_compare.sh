#!/usr/bin/env bash
# Compares two builds of the CLI's bench in one run, alternating them so machine load hits both:
#   tools/bench_compare.sh OLD_CLI NEW_CLI [ROUNDS] [SECONDS]
# Prints each run and the median games/s, µs per placement enumeration and search iterations/s of each build.
set -euo pipefail
old="$1" new="$2" rounds="${3:-5}" seconds="${4:-2}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for ((i = 0; i < rounds; ++i)); do
  "$old" bench --seconds "$seconds" >>"$tmp/old"
  "$new" bench --seconds "$seconds" >>"$tmp/new"
done
python3 - "$tmp/old" "$tmp/new" <<'PY'
import json, statistics, sys
for name, path in (("old", sys.argv[1]), ("new", sys.argv[2])):
    runs = [json.loads(line) for line in open(path)]
    g = [r["games_per_second"] for r in runs]
    p = [r["placement_us"] for r in runs]
    m = [r.get("mcts_iterations_per_second", 0) for r in runs]
    print(f"{name}: games/s {' · '.join(f'{x:,.0f}' for x in g)} (median {statistics.median(g):,.0f}); "
          f"µs/enumeration {' · '.join(f'{x:.3f}' for x in p)} (median {statistics.median(p):.3f}); "
          f"search iterations/s (median) {statistics.median(m):,.0f}; "
          f"signature {runs[0]['signature']}")
PY
