#!/usr/bin/env bash
# Glide's kernel tests: boots Debian's real Linux kernel under qemu (software emulation, no KVM)
# with evdev and uinput, and runs Sources/GlideKernelTests inside it against real
# /dev/input/eventN nodes, fed by Debian's evemu-device/evemu-play and by Glide's VirtualDevice.
#
# Usage: Tools/kernel-vm/run.sh [--skip-if-unavailable]
#   --skip-if-unavailable   print a SKIP line and exit 0 when qemu & co. cannot be installed
#                           (used by `make test`); otherwise that is an error.
# Environment: GLIDE_TRACES (default: ../shared/traces beside the repository),
#              KERNEL_VM_TIMEOUT (seconds for the VM, default 150), SWIFT (default: swift).
#
# Everything downloaded or made is cached under .build/kernel-vm/ (never committed): the kernel
# package, the extracted kernel and modules, and the initramfs. The binaries are the debug build's.
set -euo pipefail

skip_if_unavailable=0
[ "${1:-}" = "--skip-if-unavailable" ] && skip_if_unavailable=1

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cache="$repo/.build/kernel-vm"
traces="${GLIDE_TRACES:-$repo/../shared/traces}"
timeout_s="${KERNEL_VM_TIMEOUT:-150}"
swift="${SWIFT:-swift}"
mkdir -p "$cache"
t0=$(date +%s.%N)
elapsed() { awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
say() { echo "kernel-vm [$(elapsed) s]: $*"; }
fail() { echo "kernel-vm: FAIL: $*" >&2; exit 1; }
skip_or_fail() {
  if [ "$skip_if_unavailable" = 1 ]; then
    echo "kernel-vm: SKIP: kernel tests not run: $*"
    exit 0
  fi
  fail "$*"
}

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

# 1. Host tools: qemu, a static busybox for the guest, evemu for the reference player.
missing=()
for p in qemu-system-x86 busybox-static evemu-tools xz-utils; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    skip_or_fail "apt-get install ${missing[*]} failed (qemu-system-x86, busybox-static and evemu-tools are needed)"
  fi
fi
[ -d "$traces" ] || fail "no traces at $traces (set GLIDE_TRACES)"

# 2. The kernel: Debian's linux-image-amd64, downloaded (not installed) and unpacked once.
kdir="$cache/kernel"
if [ ! -f "$kdir/ready" ]; then
  pkg="$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-[0-9]/ { print $2; exit }')"
  [ -n "$pkg" ] || skip_or_fail "cannot find Debian's linux-image-amd64 package"
  say "downloading $pkg"
  rm -rf "$kdir" && mkdir -p "$kdir/deb" "$kdir/x"
  (cd "$kdir/deb" && apt-get download "$pkg" >/dev/null 2>&1) || skip_or_fail "apt-get download $pkg failed"
  dpkg-deb --fsys-tarfile "$kdir"/deb/*.deb | tar -x -C "$kdir/x" --wildcards './boot/vmlinuz-*' '*/evdev.ko*' '*/uinput.ko*'
  cp "$kdir"/x/boot/vmlinuz-* "$kdir/bzImage"
  for m in evdev uinput; do
    f="$(find "$kdir/x" -name "$m.ko*" | head -n1)"
    case "$f" in
      *.ko) cp "$f" "$kdir/$m.ko" ;;
      *.ko.xz) xz -dc "$f" >"$kdir/$m.ko" ;;
      *.ko.zst) zstd -qdc "$f" >"$kdir/$m.ko" ;;
      "") : ;;  # built in
    esac
  done
  # The uncompressed kernel boots 2 s faster under TCG than the bzImage: its payload is XZ.
  offset="$(LC_ALL=C grep -obUaP '\xfd7zXZ\x00' "$kdir/bzImage" | head -n1 | cut -d: -f1 || true)"
  if [ -n "$offset" ]; then
    # (tail gets SIGPIPE when xz stops at the end of the stream: judge by the result.)
    tail -c +"$((offset + 1))" "$kdir/bzImage" | xz -dc --single-stream >"$kdir/vmlinux" 2>/dev/null || true
    [ "$(head -c 4 "$kdir/vmlinux" | od -An -c | tr -d ' ')" = "177ELF" ] || rm -f "$kdir/vmlinux"
  fi
  rm -rf "$kdir/x" "$kdir/deb"
  echo "$pkg" >"$kdir/ready"
fi
kernel="$kdir/bzImage"
[ -s "$kdir/vmlinux" ] && kernel="$kdir/vmlinux"

# 3. The debug binaries (glide and the test driver), dynamically linked: the initramfs gets the shared
#    libraries they load (the Swift runtime, Foundation, libcurl's), as it does evemu's. `make test` has
#    built them already (KERNEL_VM_PREBUILT=1: a `swift build` here would wait for the unit tests' lock on
#    .build); otherwise they are built here. Neither product needs swift-syntax (`glide port` is the
#    separate glide-port product).
bin="$repo/.build/debug"
if [ "${KERNEL_VM_PREBUILT:-0}" != 1 ]; then
  say "building glide and the kernel test driver"
  (cd "$repo" && "$swift" build -c debug --product glide 2>&1 | grep -E "error:|warning:" || true)
  (cd "$repo" && "$swift" build -c debug --product GlideKernelTests 2>&1 | grep -E "error:|warning:" || true)
fi
[ -x "$bin/glide" ] && [ -x "$bin/GlideKernelTests" ] || fail "no debug build of glide and GlideKernelTests in $bin"

# 4. The initramfs: busybox, the modules, the binaries, evemu's tools with their libraries, traces.
root="$cache/initramfs"
rm -rf "$root" && mkdir -p "$root"/{bin,usr/bin,lib/modules,proc,sys,dev,tmp,traces,glide-traces}
cp /bin/busybox "$root/bin/busybox"
for m in evdev uinput; do [ -f "$kdir/$m.ko" ] && cp "$kdir/$m.ko" "$root/lib/modules/"; done
strip_or_copy() { if command -v strip >/dev/null; then strip -o "$2" "$1"; else cp "$1" "$2"; fi; }
strip_or_copy "$bin/glide" "$root/bin/glide"
strip_or_copy "$bin/GlideKernelTests" "$root/bin/glide-kernel-tests"
# Every shared library a binary loads, at the path the host's loader found it (the binaries' run paths
# name the toolchain's folder, which the guest then has too).
copy_libraries() {
  ldd "$1" | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) print $i }' | while read -r lib; do
    [ -e "$root$lib" ] && continue
    mkdir -p "$root$(dirname "$lib")"
    if command -v strip >/dev/null; then strip --strip-unneeded -o "$root$lib" "$(readlink -f "$lib")"; else cp -L "$lib" "$root$lib"; fi
  done
}
copy_libraries "$bin/glide"
copy_libraries "$bin/GlideKernelTests"
for tool in evemu-device evemu-play evemu-record; do
  cp "$(command -v $tool)" "$root/usr/bin/"
  copy_libraries "$(command -v $tool)"
done
for t in synaptics-clickpad-2finger-scroll-down ts-atmel-maxtouch-4finger-drag-down cypress-ps2-3finger-press \
  alps-glidepoint-2finger-tap synaptics-tm3276-t480-2finger-pinch-in; do
  cp "$traces/$t.evemu" "$root/traces/" || fail "missing trace $traces/$t.evemu"
done
# Glide's own synthesized recordings (Traces/), for glide play and glide live.
cp "$repo"/Traces/*.evemu "$root/glide-traces/"
cat >"$root/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s /bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
for m in /lib/modules/*.ko; do [ -f "$m" ] && insmod "$m"; done
echo "GLIDE-KERNEL: booted in $(cut -d' ' -f1 /proc/uptime) s, kernel $(uname -r)"
/bin/glide-kernel-tests run --traces /traces --glide-traces /glide-traces --glide /bin/glide
rc=$?
echo "GLIDE-KERNEL: tests exited $rc after $(cut -d' ' -f1 /proc/uptime) s uptime"
# isa-debug-exit: qemu exits with (rc << 1) | 1.
printf "\\$(printf %o "$rc")" | dd of=/dev/port bs=1 seek=244 count=1 2>/dev/null
poweroff -f
EOF
chmod +x "$root/init"
(cd "$root" && find . | busybox cpio -o -H newc 2>/dev/null) | gzip -1 >"$cache/initramfs.cpio.gz"
say "initramfs $(du -h "$cache/initramfs.cpio.gz" | cut -f1), kernel $(basename "$kernel") ($(cat "$kdir/ready"))"

# 5. Boot. TCG (software emulation): this machine's /dev/kvm does not boot a stock kernel.
say "booting qemu"
set +e
timeout "$timeout_s" qemu-system-x86_64 -accel tcg -m 768 -smp 1 -nographic -no-reboot \
  -kernel "$kernel" -initrd "$cache/initramfs.cpio.gz" \
  -append "console=ttyS0 quiet loglevel=3 panic=-1 rdinit=/init" \
  -device isa-debug-exit,iobase=0xf4,iosize=0x04 </dev/null 2>&1 | tee "$cache/console.log" | grep --line-buffered -E "^(ok|FAIL|PASS|     |GLIDE-KERNEL)"
status=${PIPESTATUS[0]}
set -e
# The plain closing line CI reads: each guest check prints "ok ..." or "FAIL ...".
echo "kernel: $(grep -c '^ok' "$cache/console.log" || true) passed, $(grep -c '^FAIL ' "$cache/console.log" || true) failed"
case "$status" in
  1) say "kernel tests passed"; exit 0 ;;
  3) fail "kernel tests failed (console log: $cache/console.log)" ;;
  124) fail "the VM did not finish within ${timeout_s} s (console log: $cache/console.log)" ;;
  *) fail "qemu exited with $status before the tests reported (console log: $cache/console.log)" ;;
esac
