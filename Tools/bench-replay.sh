#!/bin/sh
# End-to-end replay benchmark: Glide's whole pipeline against libevemu merely parsing the same file.
#
#   Tools/bench-replay.sh [SIZE_MB] [TRANSITION]      (defaults: 100 and flip)
#
# Writes, in a temporary directory removed afterwards, the largest real recording (apple-bcm5974)
# repeated to SIZE_MB (Tools/bench/make-trace.sh). Then, in the same run, best of three each:
#   glide replay FILE --transition flip --binding swipe:3:down --rate 120
#        parse, frames, recognition, the interaction driver, the flip transition, 120 Hz display
#        frames (the recording's three-finger swipe starts downward, so each copy presents the flip
#        and, its fingers changing count, cancels it)
#   evemu-count FILE                                 libevemu's evemu_read + evemu_read_event
# and prints input events per second for both and their ratio. Target: Glide's whole pipeline at
# least as fast as libevemu's parse alone (ratio ≥ 1). Needs libevemu-dev and GNU time.
set -eu

SIZE_MB=${1:-100}
TRANSITION=${2:-flip}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/glide-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time)" >&2; exit 1; }

echo "== building Glide (release)"
(cd "$ROOT" && swift build -c release --product glide 2>&1 | grep -E "error|warning:|Build complete" | tail -1)
GLIDE="$ROOT/.build/release/glide"

echo "== building the libevemu baseline"
cc -O2 -o "$TMP/evemu-count" "$ROOT/Tools/bench/evemu-count.c" $(pkg-config --cflags --libs evemu)

echo "== writing a ${SIZE_MB} MB trace"
"$ROOT/Tools/bench/make-trace.sh" "$SIZE_MB" "$TMP/big.evemu"
MB=$(awk -v b="$(stat -c %s "$TMP/big.evemu")" 'BEGIN { printf "%.1f", b / 1048576 }')

best() {
	best=""
	for _ in 1 2 3; do
		/usr/bin/time -f "%e %M" -o "$TMP/t" "$@" > "$TMP/out"
		t=$(cut -d' ' -f1 "$TMP/t")
		if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; rss=$(cut -d' ' -f2 "$TMP/t"); fi
	done
	echo "$best $rss"
}

EVENTS=$("$TMP/evemu-count" "$TMP/big.evemu" | awk '{ print $1 }')
echo "== timing ($EVENTS events, $MB MB; best of 3)"
G=$(best "$GLIDE" replay "$TMP/big.evemu" --transition "$TRANSITION" --binding swipe:3:down --rate 120)
grep -E "events,|transition [0-9]+:" "$TMP/out" | head -3 | sed 's/^/   /'
TRANSITIONS=$(grep -c "^  transition [0-9]*:" "$TMP/out" || true)
L=$(best "$TMP/evemu-count" "$TMP/big.evemu")
awk -v e="$EVENTS" -v mb="$MB" -v g="$G" -v l="$L" -v n="$TRANSITIONS" 'BEGIN {
	split(g, G, " "); split(l, L, " ")
	printf "%-44s %8s %14s %10s %10s\n", "", "seconds", "events/s", "MB/s", "peak RSS"
	printf "%-44s %8.2f %14.0f %10.1f %8.1f MB\n", "glide replay (whole pipeline, " n " transitions)", G[1], e / G[1], mb / G[1], G[2] / 1024
	printf "%-44s %8.2f %14.0f %10.1f %8.1f MB\n", "libevemu parse alone", L[1], e / L[1], mb / L[1], L[2] / 1024
	printf "glide whole pipeline / libevemu parse: %.2fx\n", L[1] / G[1]
}'
