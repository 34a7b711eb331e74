#!/usr/bin/env bash
# Runs each libFuzzer target for a short time (default 20 s) from a seed corpus of the project's
# own manifests, ruling scenarios and translation tables. Longer runs: tools/run_fuzz.sh 3600 (see
# docs/testing.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-20}"
work="$root/build/fuzz-corpus"
mkdir -p "$work/manifest" "$work/scenario" "$work/phrases"
cp "$root"/assets/tiles/*.json "$work/manifest/"
cp "$root"/tests/rulings/*.json "$work/scenario/"
cp "$root"/web/i18n/*.json "$work/phrases/"
status=0
for target in manifest scenario phrases; do
  echo "fuzz_$target: ${seconds}s"
  if ! (cd "$work" && "$root/build/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=0 "$work/$target" >"$work/$target.log" 2>&1); then
    echo "fuzz_$target found a problem:" >&2
    tail -40 "$work/$target.log" >&2
    status=1
  else
    grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$work/$target.log" | tail -1 || true
  fi
done
exit $status
