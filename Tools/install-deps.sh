#!/usr/bin/env bash
# Installs the Debian packages Glide needs to build, when they are missing.
# Usage: Tools/install-deps.sh [extra-package ...]
set -euo pipefail
want=(libevdev-dev pkg-config "$@")
missing=()
for p in "${want[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
