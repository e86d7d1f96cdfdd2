#!/usr/bin/env python3
"""Feeds Glide recordings mutated from the outside and sorts what happens (not in CI).

    Tools/mutation-sweep.py [--cases N] [--seed S] [--glide PATH] [--timeout SECONDS] [--keep DIR]

Each case takes a real recording (../shared/traces/ and Traces/), applies one or a few mutations
(bytes flipped, lines deleted, duplicated, swapped or repeated thousands of times, numbers replaced by
extremes, headers repeated, YAML anchors, aliases, duplicate keys and deep nesting, control
characters) and runs it through `glide info --json`, `glide info --json --lenient` and
`glide replay --transition card`, each with a timeout. Every run is sorted into:

  ok        exit 0
  rejected  exit 1 with one line `glide CMD: error: FILE:LINE:COLUMN: ...` (or a lenient warning)
  unclear   an error that is not one such line (several lines, no position, raw control bytes)
  crash     killed by a signal, or an exit status other than 0, 1 and 2
  hang      still running at the timeout

Prints the counts and, for each non-ok class, the first inputs (kept under --keep DIR). Exits 1
when anything crashed, hung or was unclear. The goal: 0 crashes, 0 hangs, 0 unclear errors.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ERROR_LINE = re.compile(r"^glide (info|replay): error: .+:\d+:\d+: .+$")
WARNING_LINE = re.compile(r"^glide info: warning: skipping malformed lines; first: .+:\d+:\d+: .+$")
EXTREMES = [b"2147483647", b"-2147483648", b"4294967295", b"9223372036854775807", b"-1", b"0",
            b"99999999999999999999999", b"1e308", b"nan", b"inf", b"0x7fffffff", b"18446744073709551615"]


def seeds():
    paths = []
    for folder in (os.path.join(ROOT, "..", "shared", "traces"), os.path.join(ROOT, "Traces")):
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                if name.endswith((".evemu", ".yaml", ".yml")):
                    paths.append(os.path.join(folder, name))
    return paths


def mutate(data, rng):
    lines = data.split(b"\n")
    kind = rng.randrange(12)
    if kind == 0:  # flip bytes
        b = bytearray(data)
        for _ in range(rng.randint(1, 16)):
            if b:
                b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b), "bytes"
    if kind == 1 and len(lines) > 2:  # delete lines
        for _ in range(rng.randint(1, 8)):
            if len(lines) > 1:
                del lines[rng.randrange(len(lines))]
        return b"\n".join(lines), "delete-lines"
    if kind == 2 and lines:  # repeat a line thousands of times
        i = rng.randrange(min(len(lines), 40))
        lines[i:i] = [lines[i]] * rng.choice([100, 1000, 10000])
        return b"\n".join(lines), "repeat-line"
    if kind == 3 and len(lines) > 2:  # swap lines
        for _ in range(rng.randint(1, 8)):
            a, c = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[c] = lines[c], lines[a]
        return b"\n".join(lines), "swap-lines"
    if kind == 4:  # replace numbers by extremes
        numbers = list(re.finditer(rb"-?\d+(\.\d+)?", data))
        if numbers:
            b = data
            for m in sorted(rng.sample(numbers, min(len(numbers), rng.randint(1, 6))), key=lambda m: -m.start()):
                b = b[:m.start()] + rng.choice(EXTREMES) + b[m.end():]
            return b, "extreme-number"
    if kind == 5:  # hex fields in evemu lines
        fields = list(re.finditer(rb"\b[0-9a-f]{2,4}\b", data))
        if fields:
            b = data
            for m in sorted(rng.sample(fields, min(len(fields), rng.randint(1, 6))), key=lambda m: -m.start()):
                b = b[:m.start()] + rng.choice([b"ffff", b"0", b"7fffffff", b"zz", b"-1"]) + b[m.end():]
            return b, "hex-field"
    if kind == 6:  # header repetition
        header = [l for l in lines[:60] if l[:2] in (b"A:", b"B:", b"P:", b"N:", b"I:")]
        if header:
            line = rng.choice(header)
            return b"\n".join([line] * rng.choice([100, 10000]) + lines), "header-repeat"
    if kind == 7:  # control characters and escapes
        b = bytearray(data)
        at = rng.randrange(max(1, min(len(b), 200)))
        b[at:at] = rng.choice([b"\x1b[2J\x07", b"\x00", b"\xff\xfe", b"\r", b"\x1b]0;x\x07"])
        return bytes(b), "control"
    if kind == 8:  # truncate
        return data[: rng.randrange(max(1, len(data)))], "truncate"
    if kind == 9 and data.lstrip().startswith(b"version"):  # YAML: aliases, anchors, nesting, duplicate keys
        choice = rng.randrange(4)
        if choice == 0:
            bomb = b"a: &a [x, x, x, x, x, x, x, x, x]\n" + b"".join(
                b"%s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n" % ((bytes([98 + i]),) * 2 + (bytes([97 + i]),) * 8) for i in range(9))
            return bomb + data, "yaml-bomb"
        if choice == 1:
            return data.replace(b"ndevices:", b"ndevices: 1\nndevices:", 1), "yaml-duplicate-key"
        if choice == 2:
            return b"x: " + b"[" * 200 + b"]" * 200 + b"\n" + data, "yaml-deep"
        return data.replace(b"absinfo:", b"absinfo: &x", 1), "yaml-anchor"
    if kind == 10:  # time jumps
        stamps = list(re.finditer(rb"E: (\d+)\.(\d+)", data))
        if stamps:
            m = rng.choice(stamps)
            return data[:m.start()] + b"E: " + rng.choice([b"9223372036", b"99999999999", b"1e30", b"-5"]) + b"." + m.group(2) + data[m.end():], "time-jump"
    # splice two recordings' halves
    return data[: len(data) // 2] + data[len(data) // 3:], "splice"


def classify(proc_result, timeout_hit):
    if timeout_hit:
        return "hang"
    code, err = proc_result
    if code < 0 or code not in (0, 1, 2):
        return "crash"
    text = err.decode("utf-8", "replace")
    lines = [l for l in text.split("\n") if l]
    if code == 0:
        # A lenient read may warn once: that line must be clear too.
        if all(WARNING_LINE.match(l) for l in lines):
            return "ok"
        return "unclear"
    if any(ord(c) < 32 and c not in "\t" for c in text.replace("\n", "")):
        return "unclear"
    if len(lines) == 1 and (ERROR_LINE.match(lines[0]) or re.match(r"^glide (info|replay): error: ", lines[0])):
        return "rejected"
    return "unclear"


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        return (p.returncode, p.stderr[:4096]), False
    except subprocess.TimeoutExpired:
        return None, True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--glide", default=os.path.join(ROOT, ".build", "debug", "glide"))
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--keep", default=None, help="folder for the inputs that crashed, hung or were unclear")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    sources = seeds()
    if not sources:
        sys.exit("mutation-sweep: no recordings found in ../shared/traces or Traces")
    counts = {}
    bad = []
    work = tempfile.mkdtemp(prefix="glide-sweep.")
    commands = [["info", "--json"], ["info", "--json", "--lenient"], ["replay", "--transition", "card"]]
    for case in range(args.cases):
        src = rng.choice(sources)
        data = open(src, "rb").read()
        mutations = []
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            data, what = mutate(data, rng)
            mutations.append(what)
        path = os.path.join(work, "case-%05d%s" % (case, os.path.splitext(src)[1]))
        with open(path, "wb") as f:
            f.write(data)
        for c in commands:
            result, hung = run([args.glide, c[0], path] + c[1:], args.timeout)
            verdict = classify(result, hung)
            key = (" ".join(c), verdict)
            counts[key] = counts.get(key, 0) + 1
            if verdict in ("crash", "hang", "unclear"):
                kept = path
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    kept = os.path.join(args.keep, os.path.basename(path))
                    with open(kept, "wb") as f:
                        f.write(data)
                bad.append((verdict, " ".join(c), os.path.basename(src), "+".join(mutations), kept,
                            (result[1].decode("utf-8", "replace").strip()[:300] if result else "")))
        if (case + 1) % 100 == 0:
            print("  %d cases" % (case + 1), file=sys.stderr, flush=True)
        os.remove(path)
    print("mutation sweep: %d cases (seed %d), %d runs" % (args.cases, args.seed, args.cases * len(commands)))
    for c in commands:
        name = " ".join(c)
        row = ", ".join("%s %d" % (v, counts.get((name, v), 0)) for v in ("ok", "rejected", "unclear", "crash", "hang"))
        print("  glide %-26s %s" % (name, row))
    for verdict in ("crash", "hang", "unclear"):
        shown = [b for b in bad if b[0] == verdict][:10]
        for b in shown:
            print("%s: glide %s on %s (%s): %s\n    %s" % b)
    os.rmdir(work) if not os.listdir(work) else None
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
