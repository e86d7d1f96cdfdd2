#!/usr/bin/env bash
# Runs two jobs at once and reports both: the one after `--` in the foreground (its output streams to
# the terminal as usual), the other in the background with its output kept in LOG; when the foreground
# job ends, the background job's output is printed, from its first line, and followed until it ends.
# Exits with the first non-zero status of the two (the foreground's first), 0 when both passed.
#
#   Tools/alongside.sh LOG 'BACKGROUND COMMAND' -- FOREGROUND COMMAND...
#
# `make test` runs the unit tests in the foreground and the fuzzing, the example package and the kernel
# tests beside them: the unit tests keep about one core of two busy (most of them run on the main actor,
# one at a time), and the other jobs fill the other (docs/testing.md, "How long make test takes").
set -uo pipefail
[[ $# -ge 4 && $3 == -- ]] || { echo "usage: Tools/alongside.sh LOG 'BACKGROUND COMMAND' -- FOREGROUND COMMAND..." >&2; exit 2; }
log=$1 background=$2
shift 3
mkdir -p "$(dirname "$log")"
: > "$log"
# Its own process group (job control on for this one launch), so that an interrupt can stop all of it.
set -m
bash -c "$background" > "$log" 2>&1 &
pid=$!
set +m
# The background job does not outlive an interrupted run.
trap 'kill -- -"$pid" 2>/dev/null; exit 130' INT TERM
"$@"
foreground=$?
if kill -0 "$pid" 2>/dev/null; then
    echo "alongside: waiting for: $background (its output so far, then as it comes; all of it in $log)"
else
    echo "alongside: $background (its output, kept in $log):"
fi
tail -n +1 -f --pid="$pid" "$log"
wait "$pid"
background_status=$?
if (( foreground != 0 )); then exit "$foreground"; fi
if (( background_status != 0 )); then echo "alongside: FAIL: $background exited $background_status" >&2; fi
exit "$background_status"
