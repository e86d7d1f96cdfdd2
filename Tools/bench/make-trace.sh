#!/bin/sh
# make-trace.sh MB OUT [TRACE]: an evemu recording of at least MB megabytes, made of TRACE's
# description once and its events again and again, each copy 20 s after the previous one so the
# timestamps keep increasing (default TRACE: the largest real recording, apple-bcm5974, 12 893
# events over 9.2 s). Used by the benchmark scripts; writes only OUT.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRACE=${3:-"$ROOT/../shared/traces/apple-bcm5974-multifinger-protoA-2010.evemu"}
[ -f "$TRACE" ] || { echo "missing $TRACE" >&2; exit 1; }
awk -v limit=$(( $1 * 1024 * 1024 )) '
	/^E:/ { events[n++] = $0; next }
	!started { print; bytes += length($0) + 1 }
	END {
		started = 1
		for (copy = 0; bytes < limit; copy++) {
			for (i = 0; i < n; i++) {
				split(events[i], f, " ")
				split(f[2], t, ".")
				line = sprintf("E: %d.%s %s %s %s", t[1] + copy * 20, t[2], f[3], f[4], f[5])
				rest = index(events[i], "#")
				if (rest > 0) line = line "\t" substr(events[i], rest)
				print line
				bytes += length(line) + 1
			}
		}
	}' "$TRACE" > "$2"
