#!/usr/bin/env bash
# Runs `make test` several times in a row while a CPU-heavy process competes for every core, on the
# embedded database and (when one answers) on PostgreSQL, and reports each run's time and result.
# A test that depends on the machine's speed shows up here as a red run.
#
#   bash scripts/flake-check.sh            # 3 runs on each database
#   RUNS=1 DATABASES=pglite bash scripts/flake-check.sh
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
PG_URL=${PG_URL:-postgresql://postgres@127.0.0.1:5432/test}
DATABASES=${DATABASES:-pglite postgresql}
LOGS=${LOGS:-$(mktemp -d -t flake-check-XXXX)}
mkdir -p "$LOGS"

# one busy loop per core, at normal priority: the tests get about half the machine
burners=()
for _ in $(seq "$(nproc)"); do
  node -e 'for (;;) { Math.sqrt(Math.random()); }' &
  burners+=($!)
done
trap 'kill "${burners[@]}" 2>/dev/null' EXIT

failed=0
printf '%-11s %-4s %-7s %s\n' database run result seconds
for db in $DATABASES; do
  if [ "$db" = postgresql ] && ! pg_isready -q -d "$PG_URL" 2>/dev/null; then
    echo "postgresql  -    skipped (no server answers at $PG_URL)"
    continue
  fi
  for run in $(seq "$RUNS"); do
    log="$LOGS/$db-$run.log"
    start=$(date +%s)
    if [ "$db" = postgresql ]; then
      DATABASE_URL=$PG_URL make test >"$log" 2>&1
    else
      env -u DATABASE_URL make test >"$log" 2>&1
    fi
    status=$?
    seconds=$(($(date +%s) - start))
    result=passed
    if [ $status -ne 0 ]; then result=FAILED; failed=1; fi
    printf '%-11s %-4s %-7s %s\n' "$db" "$run" "$result" "$seconds"
  done
done
echo "logs: $LOGS"
exit $failed
