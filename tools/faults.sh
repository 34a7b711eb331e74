#!/usr/bin/env bash
# The fault test of several processes (tests/cluster/faults.test.cjs: a join across processes, a
# PostgreSQL restart, a Redis restart, kill -9 of the process holding the table), longer than
# ./check's run: ROUNDS times (default 10), each game played to its end after the kill.
#   tools/faults.sh [ROUNDS]
set -uo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10}"
failed=0
for i in $(seq 1 "$rounds"); do
  if CARC_FAULT_FULL=1 node --test tests/cluster/ >"/tmp/carc-faults-$$.log" 2>&1; then
    echo "round $i: ok"
  else
    failed=$((failed + 1))
    echo "round $i: FAILED (its output: /tmp/carc-faults-$$-$i.log)"
    mv "/tmp/carc-faults-$$.log" "/tmp/carc-faults-$$-$i.log"
  fi
done
rm -f "/tmp/carc-faults-$$.log"
echo "$((rounds - failed)) of $rounds rounds passed"
[ "$failed" = 0 ]
