#!/usr/bin/env bash
# Builds and tests Examples/CheckMyAnimator as a user's own package would: in a fresh directory, with
# Glide as a dependency named "glide" (the README's example, compiled and run).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${GLIDE_EXAMPLE_DIR:-$root/.build/example-package}"
mkdir -p "$work"
ln -sfn "$root" "$work/glide"
rm -rf "$work/CheckMyAnimator/Sources" "$work/CheckMyAnimator/Tests"
mkdir -p "$work/CheckMyAnimator"
cp -R "$root/Examples/CheckMyAnimator/." "$work/CheckMyAnimator/"
cd "$work/CheckMyAnimator"
swift test 2>&1 | tail -n 15
