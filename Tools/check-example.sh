#!/usr/bin/env bash
# Checks Examples/CheckMyAnimator as a user would, where it stands: its Package.swift names the Glide
# checkout two folders up, so `cd Examples/CheckMyAnimator && swift test` works as it is. Here:
#   1. `glide port` ports the iOS file again and the result must be the committed
#      Sources/MyTransitions/CrossDissolve.swift byte for byte (the file is what glide port writes);
#   2. the package is built and tested in place (its build products go to .build/check-example);
#   3. the package built neither swift-syntax nor libevdev's shim: a user's test target that imports
#      GlideUIKit and GlideCheck needs only the engine;
#   4. `glide check --package` checks what its glide-check.txt lists, without a line of Swift, in the same
#      build folder (so it reuses what step 2 built), and every invariant holds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${GLIDE_EXAMPLE_DIR:-$root/.build/check-example}"
glide="${GLIDE:-$root/.build/debug/glide}"
example="$root/Examples/CheckMyAnimator"
ported="$(mktemp -d)"
trap 'rm -rf "$ported"' EXIT
cd "$example"
"$glide" port UIKit/CrossDissolve.swift -o "$ported"
if ! cmp -s "$ported/CrossDissolve.swift" Sources/MyTransitions/CrossDissolve.swift; then
    echo "check-example: Sources/MyTransitions/CrossDissolve.swift is not what glide port writes from UIKit/CrossDissolve.swift:" >&2
    diff -u Sources/MyTransitions/CrossDissolve.swift "$ported/CrossDissolve.swift" >&2 || true
    exit 1
fi
# Quiet when it passes (the last lines); everything when it fails, so that the error is not cut off.
log="$(mktemp)"
trap 'rm -rf "$ported" "$log"' EXIT
if swift test --scratch-path "$scratch" >"$log" 2>&1; then
    tail -n 15 "$log"
    leaked="$(find "$scratch" \( -name 'SwiftSyntax.swiftmodule' -o -name 'CEvdev*.pcm' -o -name 'GlideInput.swiftmodule' \) -print -quit)"
    if [[ -n $leaked ]]; then
        echo "check-example: the example package built $leaked: GlideCheck must need the engine alone (no swift-syntax, no libevdev)" >&2
        exit 1
    fi
    # 4. The manifest's checks, built as a package beside the example's.
    if ! out="$("$glide" check --package "$example" --scratch-path "$scratch" 2>&1)"; then
        echo "$out" >&2
        echo "check-example: glide check --package $example failed" >&2
        exit 1
    fi
    echo "$out" | tail -n 3
    if ! grep -q "^All [0-9]* invariants hold in [1-9][0-9]* scenarios" <<<"$out"; then
        echo "check-example: glide check --package checked nothing:" >&2; echo "$out" >&2; exit 1
    fi
else
    status=$?
    grep -v '^\[[0-9]*/[0-9]*\]' "$log" | tail -n 200
    exit "$status"
fi
