#!/usr/bin/env bash
# Longer runs of the fault tests than ./check's:
#   tools/faults.sh [ROUNDS]         several processes (tests/cluster/faults.test.cjs: a join across
#                                    processes, a PostgreSQL restart, a Redis restart, kill -9 of the
#                                    process holding the table), each game played to its end after the kill
#   tools/faults.sh attack [ROUNDS]  one stranger floods (tests/server/fair_share.test.cjs: 100 watchers
#                                    asking for the position 25 times a second, 60 tables made at once)
#                                    while a table of two plays 120 moves; each round prints its round
#                                    trips (p50, p99) calm and flooded, and fails past the test's bound
# ROUNDS defaults to 10.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
mode=cluster
if [ "${1:-}" = attack ]; then mode=attack; shift; fi
rounds="${1:-10}"
failed=0
for i in $(seq 1 "$rounds"); do
  log="/tmp/carc-faults-$$.log"
  if [ "$mode" = attack ]; then
    CARC_FLOOD_MOVES=120 node --test tests/server/fair_share.test.cjs >"$log" 2>&1
  else
    CARC_FAULT_FULL=1 node --test tests/cluster/ >"$log" 2>&1
  fi
  if [ $? = 0 ]; then
    echo "round $i: ok"
  else
    failed=$((failed + 1))
    echo "round $i: FAILED (its output: /tmp/carc-faults-$$-$i.log)"
    cp "$log" "/tmp/carc-faults-$$-$i.log"
  fi
  [ "$mode" = attack ] && grep -o 'round trips, calm: .*' "$log" | head -1 | sed 's/^/  /'
  rm -f "$log"
done
echo "$((rounds - failed)) of $rounds rounds passed"
[ "$failed" = 0 ]
