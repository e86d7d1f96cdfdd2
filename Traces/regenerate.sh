#!/usr/bin/env bash
# Re-makes every synthesized trace listed in Traces/README.md by running its `glide synth` line.
# Usage (from anywhere): Traces/regenerate.sh [PATH-TO-GLIDE]   (default: .build/debug/glide)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
glide="${1:-$repo/.build/debug/glide}"
[ -x "$glide" ] || { echo "regenerate.sh: no glide at $glide (run 'swift build' first)" >&2; exit 1; }
cd "$repo"
glide() { "$glide" "$@"; }
grep -E '^glide synth ' Traces/README.md | while IFS= read -r line; do
  eval "$line"
done
