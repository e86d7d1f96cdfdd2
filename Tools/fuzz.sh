#!/usr/bin/env bash
# Fuzzes Glide's readers and its whole replay path with libFuzzer.
#
#   Tools/fuzz.sh HARNESS SECONDS [--skip-if-unavailable] [-- LIBFUZZER_ARGS...]
#
# HARNESS is evemu, libinput-record, pipeline, or all (each of the three for SECONDS):
#   evemu            the evemu reader, strict and lenient, and the frames its events make
#   libinput-record  the libinput-record (YAML) reader, strict and lenient, and its frames
#   pipeline         reader (either format, lenient) → frames → recognizer → driver → the menu
#                    transition on a manual clock, timeline recorded (what `glide replay` runs)
#
# The harnesses (Fuzz/) are declared only when GLIDE_FUZZ is set and are built here, with
# `-sanitize=fuzzer,address`, into their own scratch path, .build-fuzz (never by `swift build`).
# The seed corpus is made at run time in .build-fuzz/corpus/HARNESS from ../shared/traces/ and
# Traces/ (the libinput-record seeds are those evemu recordings written as libinput recordings);
# inputs libFuzzer finds interesting accumulate there, so a later campaign starts where this one
# stopped. Nothing under .build-fuzz is committed. Crashing inputs go to .build-fuzz/artifacts/HARNESS/.
#
# Leak detection is off: Swift keeps weak-reference side tables behind a shifted pointer in the
# object header, which LeakSanitizer cannot follow (every weak reference would be a false leak).
#
# Limits, enforced by libFuzzer: -rss_limit_mb (FUZZ_RSS_MB, default 1024: the process, ASan's
# shadow memory and quarantine included), -malloc_limit_mb (FUZZ_MALLOC_MB, default 16: no single
# allocation may exceed it; Glide's largest is the 1 MiB line buffer), -timeout 10 s per input,
# inputs of at most FUZZ_MAX_LEN bytes (default 16384).
#
# Prints, per harness: seconds, executions, coverage (edges, features), corpus size, peak RSS and
# the crashes found (crash, timeout, out-of-memory and leak artifacts). Exits 1 if any were found.
# With --skip-if-unavailable, a toolchain that cannot build the harnesses prints a SKIP line and
# exits 0 (that is how `make test` runs a short campaign).
set -uo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: Tools/fuzz.sh evemu|libinput-record|pipeline|all SECONDS [--skip-if-unavailable] [-- LIBFUZZER_ARGS...]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
HARNESS=$1
SECONDS_EACH=$2
shift 2
[[ $SECONDS_EACH =~ ^[0-9]+$ && $SECONDS_EACH -gt 0 ]] || usage
SKIP_IF_UNAVAILABLE=0
EXTRA=()
while [[ $# -gt 0 ]]; do
    case $1 in
        --skip-if-unavailable) SKIP_IF_UNAVAILABLE=1 ;;
        --) shift; EXTRA=("$@"); break ;;
        *) usage ;;
    esac
    shift
done
case $HARNESS in
    all) HARNESSES=(evemu libinput-record pipeline) ;;
    evemu|libinput-record|pipeline) HARNESSES=("$HARNESS") ;;
    *) usage ;;
esac

SWIFT=${SWIFT:-swift}
SCRATCH=.build-fuzz
RSS_MB=${FUZZ_RSS_MB:-1024}
MALLOC_MB=${FUZZ_MALLOC_MB:-16}
MAX_LEN=${FUZZ_MAX_LEN:-16384}
SHARED=../shared/traces

build() {
    local product=$1 log="$SCRATCH/build-$1.log"
    # FUZZ_SKIP_BUILD=1 runs a harness built before (campaigns started side by side while others build).
    if [[ ${FUZZ_SKIP_BUILD:-0} == 1 && -x $SCRATCH/debug/$product ]]; then return 0; fi
    mkdir -p "$SCRATCH"
    if ! GLIDE_FUZZ=1 "$SWIFT" build -c debug --scratch-path "$SCRATCH" \
        -Xswiftc -sanitize=fuzzer,address --product "$product" >"$log" 2>&1; then
        if [[ $SKIP_IF_UNAVAILABLE == 1 ]]; then
            echo "SKIP fuzz: the libFuzzer harness $product cannot be built with this toolchain ($(grep -m1 -E 'error' "$log" || echo "see $log"))"
            exit 0
        fi
        echo "fuzz: building $product failed; see $log" >&2
        tail -20 "$log" >&2
        exit 2
    fi
}

# The seeds: copies in the scratch directory (the originals stay where they are).
seed() {
    local harness=$1 corpus=$2
    mkdir -p "$corpus"
    local evemu=(Traces/*.evemu)
    [[ -d $SHARED ]] && evemu+=("$SHARED"/*.evemu)
    case $harness in
        evemu) cp -n "${evemu[@]}" "$corpus"/ ;;
        libinput-record)
            [[ -d $SHARED ]] && cp -n "$SHARED"/*.yaml "$corpus"/ 2>/dev/null
            SWIFT_BACKTRACE=enable=no "$SCRATCH/debug/fuzz-libinput-record" --make-seeds "$corpus" "${evemu[@]}" ;;
        pipeline)
            cp -n "${evemu[@]}" "$corpus"/
            [[ -d $SHARED ]] && cp -n "$SHARED"/*.yaml "$corpus"/ 2>/dev/null ;;
    esac
    return 0
}

FOUND=0
for h in "${HARNESSES[@]}"; do
    product=fuzz-$h
    build "$product"
    corpus=$SCRATCH/corpus/$h
    artifacts=$SCRATCH/artifacts/$h
    mkdir -p "$artifacts"
    seed "$h" "$corpus"
    dict=Fuzz/dictionaries/$h.dict
    [[ $h == pipeline ]] && { cat Fuzz/dictionaries/evemu.dict Fuzz/dictionaries/libinput-record.dict >"$SCRATCH/pipeline.dict"; dict=$SCRATCH/pipeline.dict; }
    before=$(ls -A "$artifacts" 2>/dev/null | wc -l)
    log=$SCRATCH/fuzz-$h.log
    # The Swift runtime's backtracer must not run inside ASan: a trap is reported by libFuzzer instead.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=64:detect_leaks=0} \
        "$SCRATCH/debug/$product" "$corpus" -dict="$dict" -max_total_time="$SECONDS_EACH" \
        -rss_limit_mb="$RSS_MB" -malloc_limit_mb="$MALLOC_MB" -timeout=10 -max_len="$MAX_LEN" \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "${EXTRA[@]}" >"$log" 2>&1
    status=$?
    execs=$(grep 'stat::number_of_executed_units' "$log" | tail -1 | awk '{print $2}')
    rss=$(grep 'stat::peak_rss_mb' "$log" | tail -1 | awk '{print $2}')
    last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
    cov=$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$last")
    ft=$(sed -nE 's/.*ft: ([0-9]+).*/\1/p' <<<"$last")
    corp=$(sed -nE 's/.*corp: ([0-9]+\/[0-9]+[a-zA-Z]*).*/\1/p' <<<"$last")
    mkdir -p "$artifacts"
    after=$(ls -A "$artifacts" 2>/dev/null | wc -l)
    crashes=$((after - before))
    echo "fuzz $h: ${SECONDS_EACH} s, ${execs:-?} executions, coverage ${cov:-?} edges / ${ft:-?} features, corpus ${corp:-?}, peak RSS ${rss:-?} MB (limit $RSS_MB), crashes $crashes"
    if [[ $crashes -gt 0 || ( $status -ne 0 && -z $execs ) ]]; then
        FOUND=1
        grep -m3 -E 'ERROR|SUMMARY|Fatal|deadly|timeout|out-of-memory' "$log" | sed 's/^/    /'
        ls -t "$artifacts" | head -$((crashes > 0 ? crashes : 1)) | sed "s|^|    artifact: $artifacts/|"
        echo "    log: $log"
    fi
done
exit $FOUND
