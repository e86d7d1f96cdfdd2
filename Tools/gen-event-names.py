#!/usr/bin/env python3
"""Generate Sources/GlideInput/Names/EventNames+Generated.swift.

Names come from two places:
  * libevdev (the library evemu-record links against) gives, for every type and code, the one
    canonical name it prints, so Glide's evemu comments match evemu-record's byte for byte;
  * /usr/include/linux/input-event-codes.h (and input.h for FF_*) gives every spelling,
    aliases included (KEY_HANGUEL, BTN_MISC, ...), for name -> code lookups.

Run from the package root:  python3 Tools/gen-event-names.py
Needs a C compiler and libevdev-dev (pkg-config libevdev).
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "GlideInput", "Names", "EventNames+Generated.swift")
HEADERS = ["/usr/include/linux/input-event-codes.h", "/usr/include/linux/input.h"]

C_DUMP = r"""
#include <stdio.h>
#include <libevdev/libevdev.h>
#include <linux/input.h>
int main(void) {
    for (unsigned t = 0; t <= EV_MAX; t++) {
        const char *tn = libevdev_event_type_get_name(t);
        int max = libevdev_event_type_get_max(t);
        if (!tn) continue;
        printf("T\t%u\t%s\t%d\n", t, tn, max);
        for (int c = 0; c <= max; c++) {
            const char *cn = libevdev_event_code_get_name(t, c);
            if (cn) printf("C\t%u\t%d\t%s\n", t, c, cn);
        }
    }
    for (unsigned p = 0; p <= INPUT_PROP_MAX; p++) {
        const char *pn = libevdev_property_get_name(p);
        if (pn) printf("P\t%u\t%s\n", p, pn);
    }
    return 0;
}
"""

PREFIX_TYPE = [
    ("SYN_", 0x00), ("KEY_", 0x01), ("BTN_", 0x01), ("REL_", 0x02), ("ABS_", 0x03),
    ("MSC_", 0x04), ("SW_", 0x05), ("LED_", 0x11), ("SND_", 0x12), ("REP_", 0x14),
    ("FF_STATUS_", 0x17), ("FF_", 0x15),
]


def libevdev_dump():
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "dump.c")
        exe = os.path.join(tmp, "dump")
        with open(src, "w") as f:
            f.write(C_DUMP)
        flags = subprocess.check_output(["pkg-config", "--cflags", "--libs", "libevdev"], text=True).split()
        subprocess.check_call(["cc", "-o", exe, src] + flags)
        return subprocess.check_output([exe], text=True)


def header_defines():
    """Every #define NAME VALUE of the event-code headers, aliases resolved, in file order."""
    raw = []
    for path in HEADERS:
        with open(path) as f:
            for line in f:
                m = re.match(r"#define\s+([A-Z][A-Z0-9_]*)\s+(\S+)", line)
                if m:
                    raw.append((m.group(1), m.group(2)))
    values = {}
    ordered = []
    for name, text in raw:
        text = text.strip("()")
        value = None
        if re.fullmatch(r"0x[0-9a-fA-F]+|[0-9]+", text):
            value = int(text, 0)
        elif text in values:
            value = values[text]
        if value is not None:
            values[name] = value
            ordered.append((name, value))
    return ordered


def type_of(name):
    if name.startswith("EV_") or name.startswith("INPUT_PROP_"):
        return None
    for prefix, t in PREFIX_TYPE:
        if name.startswith(prefix):
            return t
    return None


def main():
    types, maxima, canonical, props = {}, {}, {}, {}
    for line in libevdev_dump().splitlines():
        parts = line.split("\t")
        if parts[0] == "T":
            types[int(parts[1])] = parts[2]
            maxima[int(parts[1])] = int(parts[3])
        elif parts[0] == "C":
            canonical[(int(parts[1]), int(parts[2]))] = parts[3]
        elif parts[0] == "P":
            props[int(parts[1])] = parts[2]

    aliases = {}
    for name, value in header_defines():
        if name.endswith("_CNT") or name in ("EV_VERSION", "FF_MAX_EFFECTS"):
            continue
        if name.startswith("FF_") and (name.endswith("_MIN") or name.endswith("_MAX")):
            continue  # FF_EFFECT_MIN/MAX, FF_WAVEFORM_MIN/MAX: ranges, not codes
        t = type_of(name)
        if t is None:
            if name.startswith("EV_") and name not in types.values() and name != "EV_MAX":
                types.setdefault(value, name)
            continue
        if t not in maxima or maxima[t] < 0 or value > maxima[t]:
            continue
        is_max = re.fullmatch(r"[A-Z]+_MAX", name) is not None and name != "KEY_BRIGHTNESS_MAX"
        if is_max and canonical.get((t, value)) != name:
            continue  # ABS_MAX and friends are limits, not codes, unless libevdev names a code so
        if (t, value) not in canonical:
            canonical[(t, value)] = name  # newer than this libevdev: the header's first spelling
        elif canonical[(t, value)] != name:
            aliases[name] = (t, value)

    lines = []
    for t in sorted(types):
        lines.append(f"T {t} {maxima.get(t, -1)} {types[t]}")
    for (t, c) in sorted(canonical):
        lines.append(f"C {t} {c} {canonical[(t, c)]}")
    for name in sorted(aliases, key=lambda n: (aliases[n], n)):
        t, c = aliases[name]
        lines.append(f"A {t} {c} {name}")
    for p in sorted(props):
        lines.append(f"P {p} {props[p]}")

    with open(OUT, "w") as f:
        f.write("// Generated by Tools/gen-event-names.py from libevdev's name tables and\n")
        f.write("// /usr/include/linux/input-event-codes.h. Do not edit; run the script again.\n")
        f.write("//\n")
        f.write("// One entry per line: `T type max name` (event types, max = largest code, -1 without codes),\n")
        f.write("// `C type code name` (the canonical name libevdev prints), `A type code name` (an alias),\n")
        f.write("// `P property name` (input properties).\n\n")
        f.write("extension EventNames {\n")
        f.write("    static let generatedTable = \"\"\"\n")
        for line in lines:
            f.write(f"        {line}\n")
        f.write("        \"\"\"\n")
        f.write("}\n")
    print(f"wrote {OUT}: {len(types)} types, {len(canonical)} codes, {len(aliases)} aliases, {len(props)} properties")


if __name__ == "__main__":
    sys.exit(main())
