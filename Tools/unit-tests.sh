#!/usr/bin/env bash
# The unit tests in three processes at once, so that both cores work: most tests drive UIKit's engine, which is bound
# to the main actor, so one process runs them one at a time on one core (docs/testing.md, "How long make test takes").
# Each process has its own main actor. The checker's suites (GlideCheckTests, half of the time) run in two processes of
# their own, split by the first letter of the suite's name (GLIDE_TEST_SHARDS: `swift test --filter` patterns, one per
# process), which run the test bundle directly (SwiftPM locks the build folder, so a second `swift test` would wait for
# the first); `swift test` runs the rest, and the XCTest tests, in the foreground. Each background process's output is
# printed when the foreground ends, and followed until it ends. Exits non-zero when any failed. Arguments are passed to
# every process (`--skip PATTERN`: `make check`).
#
#   Tools/unit-tests.sh [swift test arguments...]
set -uo pipefail
cd "$(dirname "$0")/.."
read -r -a shards <<< "${GLIDE_TEST_SHARDS:-^GlideCheckTests\.[A-F] ^GlideCheckTests\.[^A-F]}"
swift=${SWIFT:-swift}
bundle="$("$swift" build --show-bin-path)/GlidePackageTests.xctest"
[[ -x $bundle ]] || { echo "unit-tests: $bundle is not built: run swift build --build-tests first" >&2; exit 2; }
pids=() logs=() skips=()
trap 'for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null; done; exit 130' INT TERM
for index in "${!shards[@]}"; do
    log=.build/unit-tests-$((index + 2)).log
    set -m
    "$bundle" --testing-library swift-testing --parallel --filter "${shards[$index]}" "$@" > "$log" 2>&1 &
    pids+=($!)
    set +m
    logs+=("$log")
    skips+=(--skip "${shards[$index]}")
done
"$swift" test --skip-build --parallel "${skips[@]}" "$@"
status=$?
for index in "${!pids[@]}"; do
    echo "unit-tests: the suites matching ${shards[$index]}, run beside them (all of it in ${logs[$index]}):"
    tail -n +1 -f --pid="${pids[$index]}" "${logs[$index]}"
    wait "${pids[$index]}"
    shard_status=$?
    if (( shard_status != 0 )); then
        echo "unit-tests: FAIL: the suites matching ${shards[$index]} failed (exit $shard_status)" >&2
        (( status == 0 )) && status=$shard_status
    fi
done
exit "$status"
