#!/bin/sh
# How long a large replay report takes to open: a 60 s recording's `glide replay --html` page in
# headless Debian chromium, from navigation to the page's script having run and shown its first
# screen (`data-ready`), on the wall clock, through the DevTools protocol (Tools/cdp.py).
#
#   Tools/bench-report-load.sh [RUNS] [GLIDE]          (defaults: 5 and .build/debug/glide)
#
# The recording is synthesized (glide synth): 34 times a three-finger swipe left 70 % that presents
# the card and a swipe right that dismisses it, with pauses, 60.6 s in all. Prints the report's size
# and screens, each run's time and the median. A benchmark, not a test: it prints what it measured.
set -eu
RUNS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GLIDE=${2:-$ROOT/.build/debug/glide}
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || { echo "needs Debian's chromium (make deps)" >&2; exit 1; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/glide-report-load.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM

SCRIPT=""
i=0
while [ $i -lt 34 ]; do
  SCRIPT="$SCRIPT down 3; move left 70% 400ms; lift; pause 500ms; down 3; move right 70% 400ms; lift; pause 500ms;"
  i=$((i + 1))
done
"$GLIDE" synth "${SCRIPT%;}" -o "$TMP/long.evemu"
"$GLIDE" replay "$TMP/long.evemu" -t card --html "$TMP/long.html" > "$TMP/replay.txt"
grep -c "^  transition " "$TMP/replay.txt" | sed 's/^/transitions replayed: /'
echo "report: $(wc -c < "$TMP/long.html") bytes"
echo '[{"until":"document.body && document.body.dataset.ready"},{"eval":"glideReplay.state().steps"}]' > "$TMP/actions.json"
times=""
i=0
while [ $i -lt "$RUNS" ]; do
  out=$(python3 "$ROOT/Tools/cdp.py" "$CHROMIUM" "file://$TMP/long.html" "$TMP/actions.json")
  ms=$(echo "$out" | python3 -c 'import json,sys; print(json.load(sys.stdin)["results"][0])')
  steps=$(echo "$out" | python3 -c 'import json,sys; print(json.load(sys.stdin)["results"][1])')
  echo "run $((i + 1)): opened in $ms ms ($steps scrubber steps)"
  times="$times $ms"
  i=$((i + 1))
done
echo "$times" | python3 -c 'import sys,statistics; t=[float(x) for x in sys.stdin.read().split()]; print("median: %.0f ms over %d runs (load average %s)" % (statistics.median(t), len(t), open("/proc/loadavg").read().split()[0]))'
