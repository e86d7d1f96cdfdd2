#!/bin/sh
# Benchmark Glide's evemu reader against libevemu (the library evemu-play uses).
#
#   Tools/bench-evemu.sh [SIZE_MB] [BIG_MB]      (defaults: 128 and 1024)
#
# Builds Glide in release, builds Tools/bench/evemu-count.c against libevemu, and writes, in a
# temporary directory that is removed afterwards (never in the repository), the largest recording
# (apple-bcm5974, 12 893 events) repeated until it reaches SIZE_MB, its timestamps shifted so they
# keep increasing. Then it times `glide info` (the full reader plus frame assembly) and libevemu on
# that file, and reports events/s and MB/s side by side, and Glide's peak RSS (/usr/bin/time -v)
# reading a BIG_MB file. Needs libevemu-dev (apt-get install -y libevemu-dev) and GNU time.
set -eu

SIZE_MB=${1:-128}
BIG_MB=${2:-1024}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TRACE="$ROOT/../shared/traces/apple-bcm5974-multifinger-protoA-2010.evemu"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/glide-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM

[ -f "$TRACE" ] || { echo "missing $TRACE" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time)" >&2; exit 1; }

echo "== building Glide (release)"
(cd "$ROOT" && swift build -c release --product glide 2>&1 | grep -E "error|warning:|Compiling|Build complete" | tail -1)
GLIDE="$ROOT/.build/release/glide"

echo "== building the libevemu baseline"
cc -O2 -o "$TMP/evemu-count" "$ROOT/Tools/bench/evemu-count.c" $(pkg-config --cflags --libs evemu)

# make_trace MB OUT: the description once, then the events again and again, each copy 20 s later.
make_trace() { "$ROOT/Tools/bench/make-trace.sh" "$1" "$2"; }

echo "== writing a ${SIZE_MB} MB trace"
make_trace "$SIZE_MB" "$TMP/big.evemu"
BYTES=$(stat -c %s "$TMP/big.evemu")
MB=$(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1048576 }')

# seconds CMD...: best wall time of three runs.
best() {
	best=""
	for _ in 1 2 3; do
		/usr/bin/time -f "%e" -o "$TMP/t" "$@" > "$TMP/out"
		t=$(cat "$TMP/t")
		if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
	done
	echo "$best"
}

EVENTS=$("$GLIDE" info --json "$TMP/big.evemu" | awk -F': ' '/"events"/ { gsub(/,/, "", $2); print $2 }')
LIBEVEMU_EVENTS=$("$TMP/evemu-count" "$TMP/big.evemu" | awk '{ print $1 }')
[ "$EVENTS" = "$LIBEVEMU_EVENTS" ] || { echo "event counts differ: glide $EVENTS, libevemu $LIBEVEMU_EVENTS" >&2; exit 1; }

echo "== timing ($EVENTS events, $MB MB; best of 3)"
G=$(best "$GLIDE" info --json "$TMP/big.evemu")
L=$(best "$TMP/evemu-count" "$TMP/big.evemu")
awk -v e="$EVENTS" -v mb="$MB" -v g="$G" -v l="$L" 'BEGIN {
	printf "%-28s %8s %14s %10s\n", "reader", "seconds", "events/s", "MB/s"
	printf "%-28s %8.2f %14.0f %10.1f\n", "glide info (reader+frames)", g, e / g, mb / g
	printf "%-28s %8.2f %14.0f %10.1f\n", "libevemu evemu_read_event", l, e / l, mb / l
	printf "glide / libevemu: %.1fx\n", l / g
}'

echo "== peak RSS reading a ${BIG_MB} MB trace"
rm -f "$TMP/big.evemu"
make_trace "$BIG_MB" "$TMP/huge.evemu"
/usr/bin/time -v "$GLIDE" info "$TMP/huge.evemu" > "$TMP/out" 2> "$TMP/time"
grep -E "Elapsed|Maximum resident" "$TMP/time" | sed 's/^[[:space:]]*/  /'
sed -n 's/^  events: *//p' "$TMP/out" | sed 's/^/  glide: /'
