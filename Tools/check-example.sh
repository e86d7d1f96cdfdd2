#!/usr/bin/env bash
# Checks Examples/CheckMyAnimator as a user would: ports the iOS file with `glide port` into the
# package's sources, then builds and tests the package in a fresh directory, with Glide as a
# dependency named "glide" (the README's example, compiled and run).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${GLIDE_EXAMPLE_DIR:-$root/.build/example-package}"
glide="$root/.build/debug/glide"
mkdir -p "$work"
ln -sfn "$root" "$work/glide"
rm -rf "$work/CheckMyAnimator/Sources" "$work/CheckMyAnimator/Tests" "$work/CheckMyAnimator/UIKit"
mkdir -p "$work/CheckMyAnimator/Sources/MyTransitions"
cp -R "$root/Examples/CheckMyAnimator/." "$work/CheckMyAnimator/"
cd "$work/CheckMyAnimator"
"$glide" port UIKit/CrossDissolve.swift -o Sources/MyTransitions
swift test 2>&1 | tail -n 15
