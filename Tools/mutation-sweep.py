#!/usr/bin/env python3
"""Feeds every `glide` command mutated input from the outside and sorts what happens (not in CI).

    Tools/mutation-sweep.py [--cases N] [--seed S] [--glide PATH] [--timeout SECONDS] [--jobs J]
                            [--keep DIR] [--only CMD[,CMD...]]

Each case picks a command and the input it reads, and mutates that input. The inputs are real:
the recordings in ../shared/traces/ and Traces/ (evemu and `libinput record`), the Swift files of
../shared/uikit-corpus/ and Examples/ (for `glide port`), the gesture scripts of `glide synth --help`,
and every command's options. The mutations: bytes flipped; lines deleted, swapped or repeated
thousands of times; numbers replaced by extremes; headers repeated; YAML bombs, duplicate keys and
deep nesting; control characters; time jumps; truncation; splices; Swift unbalanced, cut or nested
thousands deep; and option values that are negative, huge, NaN, infinite, empty, binary or words.
(No command reads Glide's own JSON back: `--json` is output only, so JSON is not an input format.)

The commands: info (plain, --json, --json --lenient, --device, standard input), replay (with random
bindings, policies, rates, starts, --handlers and outputs; standard input), check --trace, check
--package --manifest (mutated glide-check.txt manifests, an empty package folder, so nothing is built),
synth (script, @FILE, --like, --device), live --trace, play, record, port (a file or a folder of them,
--diff, outputs that cannot be made), render, demo, devices, bench (animation, soak, check) and the tool
itself (no command, unknown commands and options, help, --version).
Each run has a timeout and is sorted into:

  ok        exit 0, or exit 1 with a finding and nothing on standard error (a failed check)
  rejected  exit 1 or 2 with one clear line `glide CMD: error: ...` (and at most a pointer to
            --help, or the offending line quoted with a caret under it); where the error is about
            the content of the mutated file, it names FILE:LINE:COLUMN. `glide port` on Swift that
            does not parse gives a compiler's diagnostics instead, each `FILE:LINE:COLUMN: error: ...`
  unclear   anything else that is an error: several lines, no position, Foundation's text
            (`Error Domain=`, `NSCocoaErrorDomain`, `Swift.`/`Foundation.` values), raw control
            bytes or bytes that are not UTF-8; or any file left in the working directory (each run
            has an empty one of its own, and every path a case names is absolute)
  crash     killed by a signal, or an exit status other than 0, 1 and 2
  hang      more CPU time than the timeout (the whole process tree's: `glide port` works in the
            `glide-port` it starts; the kernel's RLIMIT_CPU, 2 s above, is the backstop), or ten
            times the timeout in wall-clock time (`live
            --trace`, which plays in real time, gets the recording's span on top; `bench check`,
            which runs the whole scenario matrix by design, six times both)

The cases come from --seed alone (each case has its own generator), so a run is the same whatever
--jobs is. Prints the counts per command and, for each non-ok class, the first inputs (kept with
their command line under --keep DIR), every 1,000 cases and at the end. Exits 1 when anything
crashed, hung or was unclear.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(ROOT, "..", "shared")
EXTREMES = [b"2147483647", b"-2147483648", b"4294967295", b"9223372036854775807", b"-1", b"0",
            b"99999999999999999999999", b"1e308", b"nan", b"inf", b"0x7fffffff", b"18446744073709551615"]
HOSTILE_VALUES = ["-1", "-5", "0", "-0", "1e308", "-1e308", "nan", "inf", "-inf", "9223372036854775808",
                  "18446744073709551616", "", " ", "abc", "1" * 60, "0x10", "5 ", " 5", "1,5", "1e-320",
                  "\x1b[2J", "\xff\xfe", "%n%s", "../../etc/passwd", "/dev/null", "-", "--help", "100000000"]
SCRIPTS = [
    "down 3; move left 70% 400ms; move left 20% 300ms; lift",
    "down 3; flick left 25% 60ms; lift",
    "down 3; move left 30% 200ms; add 1; move left 60% 200ms; lift",
    "down 3; move left 40% 200ms; drop; move left 60% 150ms; lift",
    "down 3; move left 50% 300ms; vanish",
    "down 1 at right; move left 51% 700ms; pause 100ms; lift",
    "down 4; move right 60% 300ms; lift",
    "down 2 at 30% 40% stagger 20ms; move up 80% 500ms; lift 1; lift all stagger 10ms",
]
MANIFEST = """# The transitions of this package, checked as the app runs them.
import MyTransitions
present DetailViewController from HomeViewController
present SheetViewController from HomeViewController with SheetTransitioningDelegate
push PhotoViewController onto GalleryViewController with ZoomNavigationDelegate
tabs MainTabBarController
"""
FORBIDDEN = [b"Error Domain=", b"NSCocoaErrorDomain", b"NSPOSIXErrorDomain", b"Foundation.", b"Swift.",
             b"Optional(", b"CGRect(", b"CGPoint(", b"Fatal error", b"UserInfo={", b"DecodingError"]
ERROR_HEAD = re.compile(r"^glide( [a-z-]+)*: error: \S")
HELP_LINE = re.compile(r"^\(?(see|See) '?glide [a-z -]*--help'?\)?\.?$")
DIAGNOSTIC = re.compile(r"^\S.*:\d+:\d+: (error|warning|note): \S")
NOT_WRITTEN = re.compile(r"^\S.*: not written: \S")
CARET_LINE = re.compile(r"^\s*\^[~^]*$")


def files(folder, suffixes):
    out = []
    if os.path.isdir(folder):
        for name in sorted(os.listdir(folder)):
            if name.endswith(suffixes):
                out.append(os.path.join(folder, name))
    return out


def sources():
    traces = files(os.path.join(SHARED, "traces"), (".evemu", ".yaml", ".yml")) + files(os.path.join(ROOT, "Traces"), (".evemu",))
    swift = files(os.path.join(SHARED, "uikit-corpus"), (".swift",))
    for base, _, names in sorted(os.walk(os.path.join(ROOT, "Examples"))):
        if ".build" in base:
            continue
        swift += [os.path.join(base, n) for n in sorted(names) if n.endswith(".swift")]
    return traces, swift


# MARK: - Mutations


def mutate_trace(data, rng):
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
    # splice: the first half, then from a third on
    return data[: len(data) // 2] + data[len(data) // 3:], "splice"


def mutate_swift(data, rng):
    kind = rng.randrange(9)
    if kind == 0:
        return mutate_trace(data, rng)[0], "bytes-or-lines"
    if kind == 1:  # unbalanced braces and parentheses
        b = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            b.insert(rng.randrange(len(b) + 1), rng.choice(b"{}()[]\"'`"))
        return bytes(b), "unbalanced"
    if kind == 2:  # nesting thousands deep
        depth = rng.choice([1000, 10000, 100000])
        opener, closer = rng.choice([(b"(", b")"), (b"[", b"]"), (b"{", b"}")])
        return data + b"\nlet deep = " + opener * depth + b"1" + closer * depth + b"\n", "deep-nesting"
    if kind == 3:
        return data[: rng.randrange(max(1, len(data)))], "truncate"
    if kind == 4:  # a huge line
        return data + b"\nlet s = \"" + b"x" * rng.choice([100000, 1000000]) + b"\"\n", "huge-line"
    if kind == 5:  # not text
        return bytes(rng.randrange(256) for _ in range(rng.choice([16, 4096]))), "binary"
    if kind == 6:  # empty
        return b"", "empty"
    if kind == 7:  # an unterminated string or comment
        return data + rng.choice([b"\n\"unterminated", b"\n/* unterminated", b"\n#if os(iOS)\n", b"\n\"\"\"\n"]), "unterminated"
    return data.replace(b"import UIKit", b"import UIKit\n" * rng.choice([2, 1000]), 1), "repeated-import"


def mutate_script(text, rng):
    kind = rng.randrange(8)
    if kind == 0:
        b = mutate_trace(text.encode(), rng)[0]
        # The bytes as they are (surrogate escapes carry the ones that are not UTF-8 to the file or argument).
        return b.decode("utf-8", "surrogateescape").replace("\x00", ""), "bytes"
    if kind == 1:
        return re.sub(r"\d+", lambda m: rng.choice(["0", "-1", "1e308", "99999999999", "nan", "inf"]), text), "extreme-number"
    if kind == 2:
        return "; ".join([text.split(";")[0]] + ["pause 1s"] * rng.choice([10, 10000]) + ["lift"]), "long"
    if kind == 3:
        return text.replace("down 3", "down " + rng.choice(["0", "11", "1000", "-3"]), 1), "fingers"
    if kind == 4:
        return "; ".join(["down 2", "add 1"] * rng.choice([5, 600]) + ["lift"]), "many-adds"
    if kind == 5:
        return text[: rng.randrange(max(1, len(text)))], "truncate"
    if kind == 6:
        return text + "; " + rng.choice(["move nowhere 5% 1ms", "drop 1e9s", "vanish; lift", "lift 99", "#\x1b[2J", "stagger"]), "words"
    return "", "empty"


def mutate_manifest(text, rng):
    kind = rng.randrange(7)
    if kind == 0:
        return mutate_trace(text.encode(), rng)[0], "bytes-or-lines"
    if kind == 1:  # a word replaced
        words = re.findall(r"\S+", text)
        w = rng.choice(words)
        return text.replace(w, rng.choice(["", "present", "from", "with", "onto", "\x1b[2J", "\xff", "x" * 10000, "Module.Type.", "#"]), 1).encode("utf-8", "surrogateescape"), "word"
    if kind == 2:  # a line repeated thousands of times
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        lines[i:i] = [lines[i]] * rng.choice([1000, 100000])
        return "\n".join(lines).encode(), "repeat-line"
    if kind == 3:
        return b"", "empty"
    if kind == 4:
        return bytes(rng.randrange(256) for _ in range(rng.choice([16, 4096]))), "binary"
    if kind == 5:  # no modules, or an import only
        return rng.choice([b"present A from B\n", b"import M\n", b"import\n", b"tabs\n", b"push A onto\n"]), "short"
    return text.replace("\n", "\r\n").encode(), "crlf"


def hostile(rng):
    return rng.choice(HOSTILE_VALUES)


# MARK: - Cases


def windows_line_ends(seed, n):
    """Whether case n's input file is saved with Windows line ends (CRLF) on top of its mutation: one case in
    twenty, drawn from a generator of its own (a string seed, hashed), so that the other cases of a seed are
    the ones they were before this was added."""
    return random.Random("crlf-%d-%d" % (seed, n)).random() < 0.05


def crlf(data):
    return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def byte_order_mark(seed, n):
    """Whether case n's input file begins with a UTF-8 byte-order mark (as editors on Windows write), on top of
    the rest: one case in twenty, from a generator of its own as above."""
    return random.Random("bom-%d-%d" % (seed, n)).random() < 0.05


BOM = b"\xef\xbb\xbf"


def trace_case(rng, traces, work, n, allow_time_jump=True, windows=False, bom=False):
    src = rng.choice(traces)
    data = open(src, "rb").read()
    names = []
    for _ in range(rng.choice([0, 1, 1, 1, 2, 3])):
        mutated, what = mutate_trace(data, rng)
        if what == "time-jump" and not allow_time_jump:
            continue
        data = mutated
        names.append(what)
    if windows:
        data = crlf(data)
        names.append("crlf")
    if bom:
        data = BOM + data
        names.append("bom")
    path = os.path.join(work, "case-%05d%s" % (n, os.path.splitext(src)[1]))
    with open(path, "wb") as f:
        f.write(data)
    return path, os.path.basename(src), "+".join(names) or "none"


def option(rng, name, valid):
    """--name with a valid value, or (one time in three) a hostile one."""
    if rng.random() < 1 / 3:
        return [name, hostile(rng)], True
    return [name, rng.choice(valid)], False


def make_case(n, seed, traces, swift, work):
    """The command line of case n, the path of its mutated input (or None), what it is made of, and
    whether an error about that input must carry FILE:LINE:COLUMN."""
    rng = random.Random(seed * 1_000_003 + n)
    windows = windows_line_ends(seed, n)
    bom = byte_order_mark(seed, n)
    out = os.path.join(work, "out-%05d" % n)
    kind = rng.choices(
        ["info", "info-json", "info-lenient", "info-stdin", "replay", "check", "synth", "synth-file", "synth-like",
         "live", "play", "record", "port", "port-folder", "check-package", "render", "demo", "devices", "bench",
         "usage", "replay-stdin"],
        weights=[8, 8, 8, 3, 20, 4, 6, 3, 4, 2, 2, 2, 12, 2, 3, 7, 4, 1, 1, 2, 1])[0]
    stdin = None
    if kind.startswith("info"):
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        args = {"info": ["info", path], "info-json": ["info", path, "--json"],
                "info-lenient": ["info", path, "--json", "--lenient"], "info-stdin": ["info", "-"]}[kind]
        if kind == "info-stdin":
            stdin = path
        if rng.random() < 0.1:
            extra, h = option(rng, "--device", ["0", "1", "/dev/input/event0"])
            args += extra
            what += "+option" if h else ""
        return args, path, src, what, True, stdin
    if kind == "replay":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        args = ["replay", path, "--transition", rng.choice(["card", "flip", "menu", "half-sheet", "card-buggy", "menu-handler-buggy"])]
        extras = []
        if rng.random() < 0.3:
            extras.append(option(rng, "--policy", ["adwaita", "uikitPop", "threshold(0.5)", "apple50"]))
        if rng.random() < 0.3:
            extras.append(option(rng, "--binding", ["swipe:3:left", "pinch:2:in", "drag:4:down", "rotate:2:clockwise", "edgeSwipe::left"]))
        if rng.random() < 0.2:
            extras.append(option(rng, "--rate", ["60", "120", "1", "480"]))
        if rng.random() < 0.2:
            extras.append(option(rng, "--distance", ["40", "10", "200"]))
        if rng.random() < 0.2:
            extras.append(option(rng, "--start", ["nothing", "presented"]))
        if rng.random() < 0.15:
            extras.append((["--handlers"], False))
        if rng.random() < 0.2:
            extras.append(([rng.choice(["--json", "--csv", "--html"]), out + rng.choice([".json", ".csv", ".html"])], False))
        for e, _ in extras:
            args += e
        if any(h for _, h in extras):
            what += "+option"
        return args, path, src, what, True, None
    if kind == "check":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        args = ["check", "--animator", rng.choice(["card", "menu", "card-buggy"]), "--trace", path, "--no-matrix"]
        extra, h = option(rng, "--runs", ["0", "1"])
        args += extra
        return args, path, src, what + ("+option" if h else ""), True, None
    if kind in ("synth", "synth-file"):
        script, what = mutate_script(rng.choice(SCRIPTS), rng) if rng.random() < 0.8 else (rng.choice(SCRIPTS), "none")
        if windows:
            # One step a line, each ended by CRLF, as a script file saved on Windows.
            script, what = script.replace("; ", "\r\n") + "\r\n", what + "+crlf"
        args = ["synth"]
        path = None
        # A script longer than one argument may be (Linux: 128 KiB) goes through a file.
        if kind == "synth-file" or len(script.encode("utf-8", "surrogateescape")) > 100_000:
            kind = "synth-file"
            path = os.path.join(work, "case-%05d.script" % n)
            with open(path, "wb") as f:
                f.write((BOM if bom else b"") + script.encode("utf-8", "surrogateescape"))
            what += "+bom" if bom else ""
            args.append("@" + path)
        else:
            args.append(script)
        args += ["-o", out + ".evemu"]
        if rng.random() < 0.5:
            name = rng.choice(["--rate", "--seed", "--distance", "--noise", "--device"])
            extra, h = option(rng, name, ["touchpad", "touchscreen"] if name == "--device" else ["120", "100", "7", "0"])
            args += extra
            what += "+option" if h else ""
        return args, path, "synth script", what, kind == "synth-file", None
    if kind == "synth-like":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        return ["synth", "--like", path, rng.choice(SCRIPTS[:4]), "-o", out + ".evemu"], path, src, what, True, None
    if kind == "live":
        path, src, what = trace_case(rng, traces, work, n, allow_time_jump=False, windows=windows, bom=bom)
        return ["live", "--trace", path, "--lines", "--transition", "card"], path, src, what, True, None
    if kind == "play":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        return ["play", path], path, src, what, False, None
    if kind == "record":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        return ["record", rng.choice([path, "/dev/null", "/nonexistent/event0", work]), "-o", out + ".evemu"], path, src, what, False, None
    if kind == "port":
        src = rng.choice(swift)
        data, what = mutate_swift(open(src, "rb").read(), rng)
        if windows:
            data, what = crlf(data), what + "+crlf"
        if bom:
            data, what = BOM + data, what + "+bom"
        path = os.path.join(work, "case-%05d.swift" % n)
        with open(path, "wb") as f:
            f.write(data)
        args = ["port", path]
        r = rng.random()
        if r < 0.6:
            args += ["-o", out]
        elif r < 0.8:
            # Where the file cannot go: an existing file, a file's child, a device, nothing.
            target = rng.choice(["file", "under-file", "/dev/null", "/proc/version", ""])
            if target in ("file", "under-file"):
                with open(out, "wb") as f:
                    f.write(b"x")
                target = out if target == "file" else os.path.join(out, "sub")
            args += ["-o", target]
            what += "+output"
        if rng.random() < 0.3:
            args.append("--diff")
        return args, path, os.path.basename(src), what, True, None
    if kind == "port-folder":
        # One module's files, some mutated, in a folder (the other way `glide port` is given files).
        folder = os.path.join(work, "case-%05d" % n)
        os.makedirs(folder)
        names = []
        for i in range(rng.randint(1, 4)):
            src = rng.choice(swift)
            data = open(src, "rb").read()
            if rng.random() < 0.5:
                data, what = mutate_swift(data, rng)
                names.append(what)
            sub = os.path.join(folder, rng.choice(["", "Sub", "A/B"]))
            os.makedirs(sub, exist_ok=True)
            with open(os.path.join(sub, "F%d.swift" % i), "wb") as f:
                f.write(data)
        args = ["port", folder, "-o", out] + (["--diff"] if rng.random() < 0.3 else [])
        return args, folder, "a folder", "+".join(names) or "none", True, None
    if kind == "check-package":
        # The manifest of `glide check --package`: read and refused before any build. The package is an
        # empty folder, so a manifest that reads well is refused as no package (swift package describe).
        text, what = mutate_manifest(MANIFEST, rng) if rng.random() < 0.85 else (MANIFEST.encode(), "none")
        if windows:
            text, what = crlf(text), what + "+crlf"
        if bom:
            text, what = BOM + text, what + "+bom"
        path = os.path.join(work, "case-%05d.txt" % n)
        with open(path, "wb") as f:
            f.write(text)
        package = os.path.join(work, "case-%05d-package" % n)
        os.makedirs(package)
        return ["check", "--package", package, "--manifest", path], path, "glide-check.txt", what, True, None
    if kind == "usage":
        # The tool itself: unknown commands and options, help and version, in any place.
        args = rng.choice([[], ["--version"], ["--help"], ["help"], ["nosuch"], ["help", "nosuch"], ["info"], ["replay"],
                           ["port"], ["synth"], ["check", "--animator"], ["render", "-t"], [hostile(rng)],
                           [rng.choice(["info", "replay", "synth", "port", "render", "check", "demo", "bench"]), "--" + hostile(rng)],
                           [rng.choice(["info", "replay", "synth", "port", "render", "check", "demo", "bench", "live", "play", "record"]), "--help"]])
        return args, None, "usage", "usage", False, None
    if kind == "replay-stdin":
        path, src, what = trace_case(rng, traces, work, n, windows=windows, bom=bom)
        return ["replay", "-", "--transition", rng.choice(["card", "menu"])], path, src, what, True, path
    if kind == "render":
        args = ["render", "-t", rng.choice(["card", "flip", "menu", "half-sheet", "flip-buggy"])]
        hostile_used = False
        for name, valid in [("--operation", ["present", "dismiss"]), ("--at", ["0.3", "0.5", "1"]),
                            ("--time", ["0", "0.1", "0.25"]), ("--scale", ["1", "2"])]:
            if rng.random() < 0.4:
                extra, h = option(rng, name, valid)
                args += extra
                hostile_used |= h
        if rng.random() < 0.2:
            args.append("--cancel")
        if rng.random() < 0.2:
            extra, h = option(rng, "--frames", [out])
            args += extra + ["--fps", rng.choice(["1", "5", "500", "-2"])]
            if rng.random() < 0.3:
                args += option(rng, "--format", ["svg", "png"])[0]
            hostile_used |= h
        else:
            args += ["-o", out + rng.choice([".svg", ".svg", ".png", ".txt"])]
        return args, None, "options", "hostile" if hostile_used else "valid", False, None
    if kind == "demo":
        args = ["demo", "-t", rng.choice(["card", "flip", "menu", "half-sheet", "flip-buggy", "carrd"])]
        for name, valid in [("--rate", ["60", "120"]), ("--every", ["1", "6", "1000"])]:
            if rng.random() < 0.5:
                args += option(rng, name, valid)[0]
        return args, None, "options", "options", False, None
    if kind == "devices":
        return ["devices"] + rng.choice([[], ["--json"], ["--all"], [hostile(rng)]]), None, "options", "options", False, None
    sub = rng.choice(["animation", "soak", "check"])
    args = ["bench", sub]
    # Small valid values: a bench's own defaults run for minutes by design.
    valid = {"animation": [("--views", ["1", "10"]), ("--runs", ["1"]), ("--rate", ["60", "120"])],
             "soak": [("--frames", ["100", "1000"]), ("--every", ["10", "100"])],
             "check": [("--animator", ["menu", "card"]), ("--rounds", ["1"]), ("--styles", ["own"])]}[sub]
    for name, values in valid:
        if rng.random() < 1 / 3:
            # A hostile value, but not one the bench accepts as a size: `bench soak --frames 100000000` is a
            # soak of 100 million frames, allowed (up to 10^9) and long by design, as the defaults are.
            args += [name, rng.choice([v for v in HOSTILE_VALUES if v != "100000000"])]
        else:
            args += [name, rng.choice(values)]
    return args, None, "options", "options", False, None


# MARK: - Running and sorting


def clear_text(b):
    try:
        text = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return not any((ord(c) < 32 and c not in "\t\n") or ord(c) == 0x7f for c in text)


def classify(code, out, err, hung, path, positional):
    if hung:
        return "hang", "timeout"
    if code < 0 or code not in (0, 1, 2):
        return "crash", "status %d" % code
    # A compiler's diagnostic quotes the user's own code ('...'), which may well say `CGPoint(`.
    checked_err = re.sub(rb"^(\S.*:\d+:\d+: (error|warning|note): )(.*)$", lambda m: m.group(1) + re.sub(rb"'[^']*'", b"''", m.group(3)), err, flags=re.M)
    for b in FORBIDDEN:
        if b in checked_err or b in out[:65536]:
            return "unclear", "Foundation's or Swift's own text: %s" % b.decode()
    if not clear_text(err):
        return "unclear", "raw bytes on standard error"
    text = err.decode("utf-8")
    lines = [l for l in text.split("\n") if l.strip()]
    errors = [l for l in lines if ": error: " in l]
    if code == 0:
        return ("ok", "") if not errors else ("unclear", "exit 0 with an error line")
    if not lines and code == 1:
        return "ok", "finding"
    if not lines:
        return "unclear", "exit %d and nothing said" % code
    if DIAGNOSTIC.match(lines[0]):
        # A compiler's diagnostics (`glide port` on Swift that does not parse): each with its position,
        # then the file named as not written.
        if all(DIAGNOSTIC.match(l) or NOT_WRITTEN.match(l) for l in lines):
            return "rejected", ""
        return "unclear", "diagnostics mixed with other lines"
    if not ERROR_HEAD.match(lines[0]):
        return "unclear", "not one 'glide CMD: error:' line"
    # After the error line: a pointer to --help, or the offending line quoted with a caret under it.
    rest = lines[1:]
    i = 0
    while i < len(rest):
        if HELP_LINE.match(rest[i]):
            i += 1
        elif i + 1 < len(rest) and CARET_LINE.match(rest[i + 1]) and len(rest[i]) <= 200:
            i += 2
        else:
            return "unclear", "%d lines" % len(lines)
    if positional and path and path in lines[0] and not re.search(re.escape(path) + r"(/[^:]*)?:\d+:\d+", lines[0]):
        return "unclear", "names the file without line and column"
    return "rejected", ""


def recording_span(path):
    """Seconds between the first and last evemu event of a file (0 when it has none), at most an hour."""
    stamps = []
    with open(path, "rb") as f:
        for line in f:
            if line.startswith(b"E: "):
                try:
                    stamps.append(float(line.split()[1]))
                except (ValueError, IndexError):
                    pass
    finite = [t for t in stamps if t == t and abs(t) != float("inf")]
    return min(3600.0, max(finite) - min(finite)) if finite else 0.0


TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """User and system time that a running process and every process under it have used (their own, and
    that of their children already waited for), from /proc: `glide port` runs `glide-port` as a child,
    whose time is the work. 0 when the process is gone."""
    total = 0.0
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        total = sum(int(fields[i]) for i in (11, 12, 13, 14)) / TICKS
    except (OSError, IndexError, ValueError):
        return 0.0
    try:
        for task in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/children" % (pid, task), "rb") as f:
                for child in f.read().split():
                    total += cpu_seconds(int(child))
    except (OSError, ValueError):
        pass
    return total


def limit_cpu(seconds):
    """For the child, before it runs: the kernel's own CPU-time limit a little above the sweep's, so that
    a run the sweep fails to stop (the sweep itself killed) cannot spin on; each process under it gets
    the same limit."""
    import resource
    soft = int(seconds) + 2
    def apply():
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
    return apply


def run_case(case, glide, timeout):
    """Runs one case. The timeout is of CPU time (user + system), so that a machine busy with other
    work does not turn a slow start into a hang; a wall-clock ceiling of ten times the timeout (plus
    a real-time command's own span) catches a process that waits forever without working."""
    args, path, src, what, positional, stdin = case
    wall = timeout * 10
    if args[:1] == ["live"] and path:
        # `live --trace` plays in real time: the recording's own span is not a hang.
        wall += recording_span(path)
    if args[:2] == ["bench", "check"]:
        # A benchmark of the whole scenario matrix runs for seconds by design: six times the timeout.
        timeout *= 6
        wall *= 6
    argv = [a.encode("utf-8", "surrogateescape") if isinstance(a, str) else a for a in [glide] + args]
    # Every path a case names is absolute, so a run has no business in its working directory: each runs in
    # an empty folder of its own, and whatever it leaves there is a finding (seed 23: `port -o ''` wrote
    # the ported file into the folder the sweep was started from).
    cwd = tempfile.mkdtemp(prefix="cwd-")
    try:
        return run_in(argv, stdin, timeout, wall, path, positional, cwd)
    finally:
        shutil.rmtree(cwd, ignore_errors=True)


def run_in(argv, stdin, timeout, wall, path, positional, cwd):
    try:
        with open(stdin, "rb") if stdin else open(os.devnull, "rb") as f, \
                tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            p = subprocess.Popen(argv, stdin=f, stdout=out, stderr=err, preexec_fn=limit_cpu(timeout), cwd=cwd)
            started = time.monotonic()
            used = 0.0
            while p.poll() is None:
                used = max(used, cpu_seconds(p.pid))
                if used > timeout or time.monotonic() - started > wall:
                    p.kill()
                    p.wait()
                    return "hang", "%.1f s CPU, %.1f s wall" % (used, time.monotonic() - started), b""
                time.sleep(0.05)
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(65536), err.read(65536)
        if p.returncode in (-signal.SIGXCPU, -signal.SIGKILL) or b"signal 24" in stderr or b"SIGXCPU" in stderr:
            return "hang", "the CPU-time limit (%.0f s)" % timeout, stderr[:600]
        if argv[1:2] == [b"port"]:
            # `port --diff` prints the user's code (hunks, and `# FILE:LINE:COL: before → after` notes), which may
            # well say `CGRect(`: only Glide's own lines are held to the forbidden texts.
            stdout = b"\n".join(l for l in stdout.split(b"\n") if not l[:1] in (b" ", b"-", b"+", b"@", b"#", b"\\"))
        verdict, why = classify(p.returncode, stdout, stderr, False, path, positional)
        stray = sorted(os.listdir(cwd))
        if stray and verdict != "crash":
            verdict, why = "unclear", "wrote %s into its working directory, which no argument named" % ", ".join(stray[:3])
        return verdict, why, stderr[:600]
    except OSError as e:  # the harness could not start it: not Glide's answer
        return "harness", str(e), b""


def command_name(args, src=None):
    if src == "usage":
        return "usage"
    if args[0] == "info":
        return "info " + " ".join(a for a in args[1:] if a.startswith("--") or a == "-")
    if args[0] == "bench":
        return "bench " + args[1]
    if args[0] == "check":
        return "check --package" if "--package" in args else "check --trace"
    if args[0] == "synth":
        return "synth --like" if "--like" in args else ("synth @FILE" if args[1].startswith("@") else "synth")
    return args[0]


def summary(counts, bad, cases, args, out):
    """Prints the counts per command, then the first crashes, hangs and unclear answers."""
    runs = sum(c for (k, v), c in counts.items() if v != "harness")
    harness = sum(c for (k, v), c in counts.items() if v == "harness")
    if harness:
        print("mutation-sweep: %d cases could not be started (see above)" % harness, file=out)
    print("mutation sweep: %d cases (seed %d), %d runs" % (cases, args.seed, runs), file=out)
    for name in sorted({k[0] for k in counts}):
        row = ", ".join("%s %d" % (v, counts.get((name, v), 0)) for v in ("ok", "rejected", "unclear", "crash", "hang"))
        print("  glide %-22s %s" % (name, row), file=out)
    total = ", ".join("%s %d" % (v, sum(c for (k, vv), c in counts.items() if vv == v)) for v in ("ok", "rejected", "unclear", "crash", "hang"))
    print("  %-28s %s" % ("all", total), file=out)
    for verdict in ("crash", "hang", "unclear"):
        for b in [b for b in bad if b[0] == verdict][:15]:
            print("%s (%s): glide %s\n    from %s (%s): %s" % b, file=out)
    out.flush()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--glide", default=os.path.join(ROOT, ".build", "debug", "glide"))
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", default=None, help="folder, outside the repository, for the inputs that crashed, hung or were unclear")
    ap.add_argument("--only", default=None, help="comma-separated commands (info, replay, port, ...) to run alone")
    args = ap.parse_args()
    if args.keep:
        # The kept inputs are scratch: never in the checkout, where they were once committed by mistake.
        keep = os.path.realpath(args.keep)
        if keep == os.path.realpath(ROOT) or keep.startswith(os.path.realpath(ROOT) + os.sep):
            sys.exit("mutation-sweep: --keep %s is inside the repository; keep the inputs outside it (e.g. /tmp/sweep-keep)" % args.keep)
    traces, swift = sources()
    if not traces or not swift:
        sys.exit("mutation-sweep: no recordings or Swift files found in ../shared and Examples")
    only = set(args.only.split(",")) if args.only else None
    work = tempfile.mkdtemp(prefix="glide-sweep.")
    counts, bad = {}, []

    def one(n):
        case = make_case(n, args.seed, traces, swift, os.path.join(work))
        if only and command_name(case[0], case[2]).split()[0] not in only:
            result = None
        else:
            result = run_case(case, args.glide, args.timeout)
        return n, case, result

    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for n, case, result in pool.map(one, range(args.cases)):
            done += 1
            if done % 200 == 0:
                print("  %d cases" % done, file=sys.stderr, flush=True)
            if done % 1000 == 0 and done < args.cases:
                # The figures so far, so that a run cut short still says what it found.
                summary(counts, bad, done, args, sys.stderr)
            argv, path, src, what = case[0], case[1], case[2], case[3]
            if result is not None:
                verdict, why, err = result
                name = command_name(argv, src)
                counts[(name, verdict)] = counts.get((name, verdict), 0) + 1
                if verdict in ("crash", "hang", "unclear"):
                    kept = path
                    if args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        if path and os.path.exists(path):
                            kept = os.path.join(args.keep, os.path.basename(path))
                            if os.path.isdir(path):
                                shutil.copytree(path, kept, dirs_exist_ok=True)
                            else:
                                shutil.copyfile(path, kept)
                        with open(os.path.join(args.keep, "case-%05d.cmd" % n), "w", errors="surrogateescape") as f:
                            f.write(" ".join(repr(a) for a in argv) + "\n")
                    bad.append((verdict, why, " ".join(argv)[:200], src, what, err.decode("utf-8", "backslashreplace").strip()[:300]))
            for p in os.listdir(work):
                if p.startswith("case-%05d" % n) or p.startswith("out-%05d" % n):
                    full = os.path.join(work, p)
                    shutil.rmtree(full) if os.path.isdir(full) else os.remove(full)
    summary(counts, bad, args.cases, args, sys.stdout)
    if args.keep:
        print("inputs and command lines kept in %s" % args.keep)
    shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
