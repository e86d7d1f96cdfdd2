#!/usr/bin/env python3
"""Reads 8-bit RGB/RGBA non-interlaced PNG files (what headless Chromium writes) with zlib only.

  png-pixels.py diff A.png B.png X Y W H   -> {"count": N, "box": [x0, y0, x1, y1] or null}
      pixels that differ between A and B inside the rectangle (X, Y, W, H)
  png-pixels.py pixel A.png X Y            -> [r, g, b]
  png-pixels.py size A.png                 -> [width, height]

Used by the browser tests of Glide's HTML reports (Tests/GlideRenderTests).
"""
import json, struct, sys, zlib


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB or RGBA non-interlaced PNG is read (depth {depth}, colour type {color})")
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line)); prev = line
    return width, height, bpp, rows


def main(argv):
    if argv[0] == "size":
        w, h, _, _ = read(argv[1]); print(json.dumps([w, h])); return
    if argv[0] == "pixel":
        w, h, bpp, rows = read(argv[1]); x, y = int(argv[2]), int(argv[3])
        print(json.dumps(list(rows[y][x * bpp:x * bpp + 3]))); return
    if argv[0] == "diff":
        wa, ha, ba, ra = read(argv[1]); wb, hb, bb, rb = read(argv[2])
        x0, y0, w, h = (int(float(v)) for v in argv[3:7])
        count, box = 0, None
        for y in range(max(0, y0), min(ha, hb, y0 + h)):
            for x in range(max(0, x0), min(wa, wb, x0 + w)):
                if ra[y][x * ba:x * ba + 3] != rb[y][x * bb:x * bb + 3]:
                    count += 1
                    box = [x, y, x, y] if box is None else [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
        print(json.dumps({"count": count, "box": box})); return
    sys.exit(__doc__)


main(sys.argv[1:])
