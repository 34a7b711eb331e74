#!/usr/bin/env bash
# Measures the MCTS bot against another bot: two players, every deal played twice with the seats
# swapped, games run in parallel processes. Prints the win rate (a tie counts half) and the mean
# score difference (MCTS minus the other) with its 95 % confidence interval.
#
#   tools/measure_bots.sh [--opponent greedy|random] [--sets base] [--games 200] [--iterations 3000]
#                         [--think-ms N] [--seed 1000] [--jobs 2] [--chunk DEALS] [--keep DIR]
#   tools/measure_bots.sh --summarize DIR [--opponent greedy] [--sets base] [--iterations N]
#
# --chunk: deals per selfplay process (default: the deals split over the jobs); --keep: keep each
# process's results in DIR, so a long run stopped early can still be summarized over the games it
# finished (--summarize DIR prints the summary of what DIR holds).
#
# Needs build/native/carcassonne (tools/build.sh native) and python3. The numbers in
# docs/PERFORMANCE.md come from:
#   tools/measure_bots.sh --opponent greedy --sets base
#   tools/measure_bots.sh --opponent greedy --sets winter,gingerbread,ferries,signposts
#   tools/measure_bots.sh --opponent random --sets base
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/native/carcassonne"
opponent=greedy sets=base games=200 iterations=3000 thinkms="" seed=1000 jobs=2 chunk="" keep="" summarize=""
while [ $# -gt 0 ]; do
  case "$1" in
    --opponent) opponent="$2"; shift 2 ;;
    --sets) sets="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --iterations) iterations="$2"; shift 2 ;;
    --think-ms) thinkms="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --chunk) chunk="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --summarize) summarize="$2"; shift 2 ;;
    *) echo "measure_bots.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
deals=$(( (games + 1) / 2 ))
budget=(--iterations "$iterations")
[ -n "$thinkms" ] && budget=(--think-ms "$thinkms")
if [ -n "$summarize" ]; then
  out="$summarize" elapsed="?"
else
[ -x "$bin" ] || { echo "measure_bots.sh: build first (tools/build.sh native)" >&2; exit 1; }
if [ -n "$keep" ]; then
  out="$keep"; mkdir -p "$out"
else
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi

# Tasks: each chunk of deals × each seat order; `jobs` of them at a time.
tasks=()
per=$(( (deals + jobs - 1) / jobs ))
[ -n "$chunk" ] && per="$chunk"
# (Both seat orders of a chunk one after the other: a run stopped early has them in pairs.)
for ((start = 0; start < deals; start += per)); do
  n=$(( deals - start < per ? deals - start : per ))
  for order in "mcts,$opponent" "$opponent,mcts"; do
    tasks+=("$order $(( seed + start )) $n")
  done
done
began=$(date +%s)
printf '%s\n' "${tasks[@]}" | xargs -P "$jobs" -L 1 bash -c '
  order=$0 first=$1 n=$2
  "'"$bin"'" selfplay --players 2 --sets "'"$sets"'" --bots "$order" --games "$n" --seed "$first" '"${budget[*]}"' \
    > "'"$out"'/${order/,/-}-$first.json.part" && mv "'"$out"'/${order/,/-}-$first.json.part" "'"$out"'/${order/,/-}-$first.json"'
elapsed=$(( $(date +%s) - began ))
fi

python3 - "$out" "$opponent" "$sets" "$elapsed" "${budget[*]}" <<'EOF'
import json, math, os, sys
folder, opponent, sets, elapsed, budget = sys.argv[1:6]
diffs = []
for name in sorted(n for n in os.listdir(folder) if n.endswith(".json")):
    mcts_seat = 0 if name.startswith("mcts-") else 1
    with open(os.path.join(folder, name)) as f:
        data = json.load(f)
    for r in data.get("results", [data]):  # --games 1 prints the one game itself
        s = r["scores"]
        diffs.append(s[mcts_seat] - s[1 - mcts_seat])
n = len(diffs)
wins = sum(d > 0 for d in diffs)
ties = sum(d == 0 for d in diffs)
mean = sum(diffs) / n
sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
half = 1.96 * sd / math.sqrt(n)
rate = (wins + 0.5 * ties) / n
# 95 % interval of the win rate (Wilson score interval).
z = 1.96
centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
spread = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
print(f"mcts ({budget}) vs {opponent}, sets {sets}: {n} games, seats swapped")
print(f"  wins {wins}, ties {ties}, losses {n - wins - ties}: win rate {100 * rate:.1f} % "
      f"(95 % CI {100 * (centre - spread):.1f}-{100 * (centre + spread):.1f} %)")
print(f"  mean score difference {mean:+.2f} (95 % CI {mean - half:+.2f} to {mean + half:+.2f}), sd {sd:.1f}")
print(f"  {elapsed} s wall")
EOF
