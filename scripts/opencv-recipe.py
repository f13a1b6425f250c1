#!/usr/bin/python3
"""The classic open-source "photo to coloring page" recipe, as a baseline for Inkling's photo path.

Issue 14 compares the engine with it, side by side (scripts/photo-comparison.ts) and in time
(npm run bench -- photo). Needs Debian's python3-opencv (scripts/ensure-system-deps.mjs).

Two variants, as found in countless tutorials:
  adaptive: greyscale -> bilateral filter (d 9, sigma 75/75) -> adaptive mean threshold
            (block 9, C 2) -> speck removal (connected components under 30 px dropped)
  canny:    greyscale -> Gaussian blur 5x5 -> Canny (50, 150) -> dilate 3x3 -> invert

Both run on the photo at its own resolution (the recipe does not shrink), then the result is
fitted inside the page's 75 px margin on a white page of width x height px and written as PNG.

Usage: opencv-recipe.py VARIANT IN OUT WIDTH HEIGHT [REPEATS]
Prints one JSON line: {"ms": [per-run ms, decode to PNG bytes], "cpuMs": [per-run CPU ms of the
process, all threads], "inkShare": black share}.
"""
import json
import sys
import time

import cv2
import numpy as np

MARGIN = 75


def recipe(data: bytes, variant: str, width: int, height: int) -> bytes:
    img = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    grey = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    if variant == "adaptive":
        smooth = cv2.bilateralFilter(grey, 9, 75, 75)
        lines = cv2.adaptiveThreshold(smooth, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY, 9, 2)
        ink = (lines == 0).astype(np.uint8)
        count, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
        small = stats[:, cv2.CC_STAT_AREA] < 30
        small[0] = False
        lines[small[labels]] = 255
    elif variant == "canny":
        blur = cv2.GaussianBlur(grey, (5, 5), 0)
        edges = cv2.Canny(blur, 50, 150)
        edges = cv2.dilate(edges, np.ones((3, 3), np.uint8))
        lines = 255 - edges
    else:
        raise SystemExit(f"unknown variant {variant}")
    h, w = lines.shape
    scale = min((width - 2 * MARGIN) / w, (height - 2 * MARGIN) / h)
    nw, nh = max(1, round(w * scale)), max(1, round(h * scale))
    interp = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    fitted = cv2.resize(lines, (nw, nh), interpolation=interp)
    _, fitted = cv2.threshold(fitted, 127, 255, cv2.THRESH_BINARY)
    page = np.full((height, width), 255, np.uint8)
    x, y = (width - nw) // 2, (height - nh) // 2
    page[y : y + nh, x : x + nw] = fitted
    ok, png = cv2.imencode(".png", page)
    if not ok:
        raise SystemExit("PNG encoding failed")
    return png.tobytes()


def main() -> None:
    variant, src, dst, width, height = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    repeats = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    with open(src, "rb") as f:
        data = f.read()
    times = []
    cpu = []
    png = b""
    for _ in range(repeats):
        t0 = time.perf_counter()
        c0 = time.process_time()
        png = recipe(data, variant, width, height)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    with open(dst, "wb") as f:
        f.write(png)
    page = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_GRAYSCALE)
    print(json.dumps({"ms": times, "cpuMs": cpu, "inkShare": float((page < 128).mean())}))


if __name__ == "__main__":
    main()
