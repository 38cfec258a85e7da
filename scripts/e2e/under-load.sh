#!/usr/bin/env bash
# Runs a command several times in a row while CPU-bound processes keep every core busy, and prints each run's wall time.
#
#   scripts/e2e/under-load.sh [-r RUNS] [-j LOAD_PROCESSES] [--] COMMAND [ARG...]
#   scripts/e2e/under-load.sh -r 3 -- npm run test:e2e
#
# RUNS defaults to 3, LOAD_PROCESSES to the number of cores (`nproc`); each load process is
# `yes > /dev/null`. The load starts before the first run and is stopped (by process id) when the
# script ends, however it ends. Every run is made even if an earlier one failed; the exit status is
# 0 only if all passed. Output of each run goes to the terminal; the table at the end sums it up.
set -euo pipefail

runs=3
load=$(nproc)
while getopts 'r:j:h' opt; do
  case "$opt" in
    r) runs=$OPTARG ;;
    j) load=$OPTARG ;;
    *)
      sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
      exit 2
      ;;
  esac
done
shift $((OPTIND - 1))
[[ "${1:-}" == -- ]] && shift
(($# > 0)) || { echo "under-load: no command given (try: $0 -r 3 -- npm run test:e2e)" >&2; exit 2; }

pids=()
stop_load() {
  if ((${#pids[@]})); then
    kill "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
  fi
  pids=()
}
trap stop_load EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for ((i = 0; i < load; i++)); do
  yes >/dev/null &
  pids+=($!)
done
echo "== under-load: $load x 'yes > /dev/null' (pids ${pids[*]}) on $(nproc) cores; $runs run(s) of: $*"

results=()
failed=0
for ((run = 1; run <= runs; run++)); do
  echo "== under-load: run $run of $runs"
  start=$(date +%s%N)
  status=0
  "$@" || status=$?
  seconds=$((($(date +%s%N) - start) / 1000000000))
  ((status == 0)) || failed=$((failed + 1))
  verdict=$( ((status == 0)) && echo passed || echo "FAILED (exit $status)")
  results+=("$(printf 'run %d: %s, %d s wall' "$run" "$verdict" "$seconds")")
  echo "== under-load: ${results[-1]}"
done

stop_load
echo "== under-load: summary ($load load processes, $(nproc) cores)"
printf '   %s\n' "${results[@]}"
((failed == 0))
