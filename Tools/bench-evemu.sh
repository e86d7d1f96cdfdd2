#!/bin/sh
# Benchmark Glide's evemu reader against libevemu (the library evemu-play uses).
#
#   Tools/bench-evemu.sh [SIZE_MB] [BIG_MB]      (defaults: 128 and 1024)
#
# Builds Glide in release, builds Tools/bench/evemu-count.c against libevemu, and writes, in a
# temporary directory that is removed afterwards (never in the repository), the largest recording
# (apple-bcm5974, 12 893 events) repeated until it reaches SIZE_MB, its timestamps shifted so they
# keep increasing. Then it times `glide info --json` (the full reader, frame assembly and gesture
# recognition) and libevemu on that file in ROUNDS (default 7) rounds of one run each, and reports
# the median times, events/s and MB/s side by side, the median of the rounds' ratios with the load
# average, and Glide's peak RSS (/usr/bin/time -v) reading a BIG_MB file. Needs libevemu-dev
# (apt-get install -y libevemu-dev) and GNU time and date.
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

# wall CMD...: the wall time of one run, in seconds, from the nanosecond clock (GNU date).
wall() {
	start=$(date +%s%N)
	"$@" > "$TMP/out"
	stop=$(date +%s%N)
	awk -v a="$start" -v b="$stop" 'BEGIN { printf "%.4f", (b - a) / 1e9 }'
}

EVENTS=$("$GLIDE" info --json "$TMP/big.evemu" | awk -F': ' '/"events"/ { gsub(/,/, "", $2); print $2 }')
LIBEVEMU_EVENTS=$("$TMP/evemu-count" "$TMP/big.evemu" | awk '{ print $1 }')
[ "$EVENTS" = "$LIBEVEMU_EVENTS" ] || { echo "event counts differ: glide $EVENTS, libevemu $LIBEVEMU_EVENTS" >&2; exit 1; }

# Rounds of one glide run then one libevemu run: on a shared machine the load changes from second
# to second, so each round's ratio compares runs made under the same load; the median is reported.
ROUNDS=${ROUNDS:-7}
echo "== timing ($EVENTS events, $MB MB; $ROUNDS rounds, load average $(cut -d' ' -f1-3 /proc/loadavg))"
: > "$TMP/rounds"
i=0
while [ "$i" -lt "$ROUNDS" ]; do
	g=$(wall "$GLIDE" info --json "$TMP/big.evemu")
	l=$(wall "$TMP/evemu-count" "$TMP/big.evemu")
	echo "$g $l" >> "$TMP/rounds"
	i=$((i + 1))
done
awk -v e="$EVENTS" -v mb="$MB" '
	function median(a, n,   i, j, t) {
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	{ n++; g[n] = $1; l[n] = $2; r[n] = $2 / $1; rounds = rounds sprintf(" %.2f", $2 / $1) }
	END {
		gm = median(g, n); lm = median(l, n)
		printf "%-28s %8s %14s %10s\n", "reader (median wall time)", "seconds", "events/s", "MB/s"
		printf "%-28s %8.3f %14.0f %10.1f\n", "glide info (reader+frames)", gm, e / gm, mb / gm
		printf "%-28s %8.3f %14.0f %10.1f\n", "libevemu evemu_read_event", lm, e / lm, mb / lm
		printf "glide / libevemu: %.2fx (median of %d same-round ratios:%s)\n", median(r, n), n, rounds
	}' "$TMP/rounds"
echo "  load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== peak RSS reading a ${BIG_MB} MB trace"
rm -f "$TMP/big.evemu"
make_trace "$BIG_MB" "$TMP/huge.evemu"
/usr/bin/time -v "$GLIDE" info "$TMP/huge.evemu" > "$TMP/out" 2> "$TMP/time"
grep -E "Elapsed|Maximum resident" "$TMP/time" | sed 's/^[[:space:]]*/  /'
sed -n 's/^  events: *//p' "$TMP/out" | sed 's/^/  glide: /'
