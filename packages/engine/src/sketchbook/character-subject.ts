import { components, dilate, erode, labelRuns } from '../lineart/morph';
import type { GreyRaster } from '../lineart/raster';

/**
 * White pixels connected to the raster's edge (4-connected, the paint-bucket rule): the
 * paper around a drawing, as opposed to the white inside its outlines. 1 = paper.
 */
export function outsideMask(r: GreyRaster): Uint8Array {
  const { width: w, height: h } = r;
  const paper = labelRuns(
    Uint8Array.from(r.data, (v) => (v >= 128 ? 1 : 0)),
    w,
    h,
    4,
  );
  const outside = new Uint8Array(w * h);
  for (let i = 0; i < paper.runs; i++) {
    const row = paper.y[i]! * w;
    if (paper.touchesBorder[paper.label[i]!]) outside.fill(1, row + paper.x0[i]!, row + paper.x1[i]!);
  }
  return outside;
}

/** Radius of the opening that separates things, as a share of the raster's shorter side. */
const OPENING_SHARE = 0.015;
/** How far beyond the opened body a part still belongs to it (a tail, an ear), in openings. */
const REACH = 3;
/** A subject smaller than this share of the picture is not worth cutting out. */
const MIN_SUBJECT_SHARE = 0.02;
/** Keep the whole picture when the subject already holds this share of its ink. */
const WHOLE_SHARE = 0.85;

/**
 * The main subject of a saved coloring page, as a copy of `lines` with everything else
 * turned to paper (issue 14 #9: "a character is its subject, not its page"). A sketchbook
 * page is a subject with its setting (ground lines, clouds, props); a character made from
 * it should bring only the subject into the next scene.
 *
 * Method: the page's "solid" shapes (ink plus the white enclosed by it) are opened with a
 * disk of 1.5 % of the shorter side, which removes lines (ground, grass, rays) but keeps
 * bodies; of the opened shapes the one with the largest area, weighted towards the middle
 * of the picture (a subject is placed near the middle; weight 1 at the centre, 0.5 at a
 * corner), is the subject. Its pixels, grown by three openings (tails, ears, held
 * things) and limited to the solid shapes, keep their ink.
 *
 * Returns `lines` unchanged when no subject stands out (a single drawing, a blank or
 * lines-only picture): under 2 % of the picture, or already 85 % of the ink.
 * `lines` is 8-bit grey, ink < 128. Pure; O(pixels).
 */
export function mainSubject(lines: GreyRaster): GreyRaster {
  const { width: w, height: h } = lines;
  const outside = outsideMask(lines);
  const solid = Uint8Array.from(outside, (v) => (v ? 0 : 1));
  const radius = Math.max(2, Math.round(Math.min(w, h) * OPENING_SHARE));
  const opened = dilate(erode(solid, w, h, radius), w, h, radius);
  const parts = components(opened, w, h, 8);
  let best = 0;
  let bestScore = 0;
  const half = Math.hypot(w / 2, h / 2);
  for (let k = 1; k <= parts.count; k++) {
    const cx = (parts.minX[k]! + parts.maxX[k]!) / 2;
    const cy = (parts.minY[k]! + parts.maxY[k]!) / 2;
    const score = parts.area[k]! * (1 - 0.5 * (Math.hypot(cx - w / 2, cy - h / 2) / half));
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  if (best === 0 || parts.area[best]! < w * h * MIN_SUBJECT_SHARE) return lines;
  const body = Uint8Array.from(parts.labels, (l) => (l === best ? 1 : 0));
  const reach = dilate(body, w, h, radius * REACH);
  const data = Buffer.from(lines.data);
  let inkAll = 0;
  let inkKept = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= 128) continue;
    inkAll++;
    if (reach[i] && solid[i]) inkKept++;
    else data[i] = 255;
  }
  if (inkAll === 0 || inkKept / inkAll >= WHOLE_SHARE) return lines;
  return { data, width: w, height: h };
}
