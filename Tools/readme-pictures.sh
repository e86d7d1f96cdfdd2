#!/usr/bin/env bash
# Makes the README's pictures with Glide's own commands: a replay report and a check failure
# (HTML from glide, screenshots by headless Debian chromium), and a flip mid-turn (glide render).
# Usage: Tools/readme-pictures.sh   (after `swift build`; needs chromium and librsvg2-bin)
set -euo pipefail
cd "$(dirname "$0")/.."
glide=.build/debug/glide
out=docs/pictures
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
shot() { # shot HTML PNG WIDTH HEIGHT [FRAGMENT]
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --user-data-dir="$tmp/profile" --window-size="$3,$4" --virtual-time-budget=2000 \
    --screenshot="$2" "file://$(realpath "$1")${5:-}" 2>/dev/null
}
$glide replay Traces/touchpad-3f-swipe-left-70-back-20.evemu --transition card --html "$tmp/replay.html" >/dev/null
shot "$tmp/replay.html" "$out/replay-report.png" 1000 1040 "#t=0.35"
$glide check --animator half-sheet-buggy --runs 0 --html "$tmp/check.html" >/dev/null || true
shot "$tmp/check.html" "$out/check-failure.png" 900 1000
$glide render --transition flip --at 0.2 --scale 0.5 -o "$out/flip-p0.2.png"
# The live page mid-gesture: the page connecting starts the gesture; once the fingers have moved
# to 40 % and rest there, the page (driven through the DevTools protocol, Tools/cdp.py) is shot.
$glide live --serve --port 8017 --transition flip --synth 'down 3; move left 40% 500ms; pause 4s; lift' >/dev/null 2>&1 &
live=$!
sleep 1.5
cat > "$tmp/live.json" <<'ACTIONS'
[{"viewport": [760, 720]}, {"until": "document.body && +document.body.dataset.frames > 90"}, {"wait": 400},
 {"screenshot": "LIVE_PNG"}]
ACTIONS
sed -i "s|LIVE_PNG|$out/live-page.png|" "$tmp/live.json"
python3 Tools/cdp.py "$(command -v chromium)" http://127.0.0.1:8017/ "$tmp/live.json" >/dev/null
wait "$live"
ls -l "$out"
