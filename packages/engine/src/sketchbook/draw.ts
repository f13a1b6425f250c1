import { type AudienceProfile, profileOf } from '../profiles';
import type { Audience } from '../types';
import { BAND_FACTOR, BAND_WIDTH } from './art';
import { type FrameSpec, frameMarkup } from './frames';
import { counterGaps, glyphArt } from './glyphs';
import { between } from './random';
import {
  type CharacterArt,
  type Drawable,
  EMPTY,
  type Frame,
  f2,
  LAYER,
  type Placed,
  PROP_COUNTS,
  type Scene,
} from './scene';
import type { Decoration, PlaceFeature, SettingDef } from './settings';

/**
 * The sketchbook's drawing step (issue 14 "Shape of the composer"): turns placed things
 * into SVG (emitPlaced, toSvg) and draws what is not OpenMoji art: the ground, the far
 * hill and the setting's decorations (stars, bubbles, seaweed, grass...), and the shapes
 * drawn here instead of taken from OpenMoji (RAINBOW, drawnSun, FLAG, TABLE, BOX), the
 * letters' outlines and characters' PNGs as drawables. Decorations take free room from
 * the Scene (scene.ts) as they are drawn; subjects are placed by compose.ts.
 */

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: { x: number; y: number }[]): string {
  let d = `M${f2(points[0]!.x)} ${f2(points[0]!.y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${f2(c1.x)} ${f2(c1.y)} ${f2(c2.x)} ${f2(c2.y)} ${f2(p2.x)} ${f2(p2.y)}`;
  }
  return d;
}

/** Points of a sine wave across the content width at height `y` (px), `waves` periods. */
export function wavyPoints(f: Frame, y: number, amplitude: number, waves: number, phase: number, steps = 24) {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = f.L + (f.cw * i) / steps;
    points.push({ x, y: y + amplitude * Math.sin(phase + (i / steps) * waves * Math.PI * 2) });
  }
  return points;
}

/** Ground line with a white area below it (so far things standing behind it are cut at the ground). */
export function drawGround(scene: Scene, setting: SettingDef): void {
  const { f, rand } = scene;
  const y = f.groundY;
  if (y === null) return;
  const stroke = `fill="none" stroke="#000" stroke-width="${f.lw}"`;
  const close = (d: string) => `${d}L${f2(f.R)} ${f2(f.B)}L${f2(f.L)} ${f2(f.B)}Z`;
  const phase = rand() * Math.PI * 2;
  let line: string;
  switch (setting.ground) {
    case 'hills':
    case 'sand':
      line = smoothPath(wavyPoints(f, y, f.ch * 0.012, between(rand, 0.8, 1.4), phase));
      break;
    case 'flat':
    case 'track':
      line = `M${f2(f.L)} ${f2(y)}L${f2(f.R)} ${f2(y)}`;
      break;
    case 'seabed':
      line = smoothPath(wavyPoints(f, y, f.ch * 0.01, 2.5, phase));
      break;
    case 'moon': {
      // A gentle dome: the moon's curved surface.
      const points: { x: number; y: number }[] = [];
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        points.push({ x: f.L + f.cw * t, y: y + f.ch * 0.05 * (2 * t - 1) ** 2 });
      }
      line = smoothPath(points);
      break;
    }
    case 'water': {
      // The horizon behind, and a band of waves in front that hides the hulls' bottoms.
      const horizon = `M${f2(f.L)} ${f2(y)}L${f2(f.R)} ${f2(y)}`;
      scene.decorations.push({ layer: LAYER.ground, markup: `<path d="${horizon}" ${stroke}/>` });
      const front = y + f.ch * 0.09;
      const waves = smoothPath(wavyPoints(f, front, f.ch * 0.012, 5, rand() * 6, 40));
      let crests = '';
      for (let row = 1; row <= 2; row++) {
        const cy = front + row * f.ch * 0.09;
        crests += smoothPath(wavyPoints(f, cy, f.ch * 0.01, 4 + row, rand() * 6, 40));
      }
      scene.decorations.push({
        layer: LAYER.frontDecor,
        markup: `<path d="${close(waves)}" fill="#fff" stroke="none"/><path d="${waves}${crests}" ${stroke}/>`,
      });
      return;
    }
    case 'clouds': {
      // Two rows of cloud puffs in front of everything: things stand in the clouds.
      let markup = '';
      for (const [row, puffs] of [
        [0, 5],
        [1, 4],
      ] as const) {
        const w = f.cw / puffs;
        const top = y + row * f.ch * 0.12;
        let d = `M${f2(f.L)} ${f2(top + f.ch * 0.03)}`;
        for (let i = 0; i < puffs; i++) {
          const r = w * between(rand, 0.52, 0.62);
          d += `A${f2(r)} ${f2(r * 0.85)} 0 0 1 ${f2(f.L + w * (i + 1))} ${f2(top + f.ch * ((i + row) % 2 === 0 ? 0.0 : 0.03))}`;
        }
        markup += `<path d="${close(d)}" fill="#fff" stroke="none"/><path d="${d}" ${stroke}/>`;
      }
      scene.decorations.push({ layer: LAYER.frontDecor, markup });
      return;
    }
    default:
      return;
  }
  scene.decorations.push({
    layer: LAYER.ground,
    markup: `<path d="${close(line)}" fill="#fff" stroke="none"/><path d="${line}" ${stroke}/>`,
  });
  if (setting.ground === 'track') {
    // The track: the horizon is its far edge; a near edge and a dashed centre line.
    const near = y + f.ch * 0.24;
    const mid = y + f.ch * 0.12;
    const dash = f.cw / 8;
    let dashes = '';
    for (let x = f.L + dash * 0.3; x + dash < f.R; x += dash * 1.7)
      dashes += `<rect x="${f2(x)}" y="${f2(mid - f.lw)}" width="${f2(dash)}" height="${f2(f.lw * 2)}" rx="${f.lw}" fill="#000"/>`;
    scene.decorations.push({
      layer: LAYER.ground,
      markup: `<path d="M${f2(f.L)} ${f2(near)}L${f2(f.R)} ${f2(near)}" ${stroke}/>${dashes}`,
    });
  }
}

/**
 * A far hill behind the ground line, across the whole width. Its ends stay above the
 * ground line so the band between them opens onto the margin: a hill foot meeting the
 * ground would close thin wedges that get filled black.
 */
export function drawFarHill(scene: Scene): void {
  const { f, rand } = scene;
  if (f.groundY === null) return;
  const gy = f.groundY;
  const peakX = f.L + f.cw * between(rand, 0.25, 0.75);
  const points = [
    { x: f.L, y: gy - f.ch * between(rand, 0.035, 0.05) },
    { x: peakX, y: gy - f.ch * between(rand, 0.08, 0.1) },
    { x: f.R, y: gy - f.ch * between(rand, 0.035, 0.05) },
  ];
  scene.decorations.push({
    layer: LAYER.farHill,
    markup: `<path d="${smoothPath(points)}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
  });
}

/** A five-pointed star polygon centred on (cx, cy), outer radius `r` px, rotated (radians). */
export function star(cx: number, cy: number, r: number, rotation: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.48;
    const a = rotation + (i * Math.PI) / 5 - Math.PI / 2;
    points.push(`${f2(cx + radius * Math.cos(a))},${f2(cy + radius * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

/** Smallest size (px) a drawn decoration may have so its inside stays colourable. */
export function minDecorationRadius(audience: Audience | AudienceProfile): number {
  const p = profileOf(audience);
  return Math.sqrt(p.minRegionAreaPx) * 0.75 + p.lineWidthPx * 2;
}

/** A drawn place (issue 29 "settings as backgrounds"): its markup, the box it fills, its layer. */
interface PlaceDrawing {
  markup: string;
  box: { x: number; y: number; w: number; h: number };
  layer: number;
}

/** True when a band `w` px wide at the content box's left edge is less covered by subjects than at its right. */
function freerSideIsLeft(f: Frame, w: number, placed: readonly Placed[]): boolean {
  const covered = (x: number) =>
    placed
      .filter((p) => p.layer >= LAYER.stage && p.name !== '')
      .reduce((sum, p) => sum + Math.max(0, Math.min(p.box.x + p.box.w, x + w) - Math.max(p.box.x, x)), 0);
  return covered(f.L) <= covered(f.R - w);
}

/**
 * Line-art backgrounds that frame the subjects (issue 29): a pond under the subjects' feet, a swing
 * set, a lighthouse and a sandcastle on the side the subjects leave freer, a classroom's board, a kitchen's counter, cabinets and window behind the people. Sizes
 * are shares of the content box (judged by eye on letter pages); every closed shape is at
 * least `minR` (the audience's smallest colourable region) across, thin parts are single lines.
 */
const PLACE_DRAWINGS: Record<
  PlaceFeature,
  (f: Frame, groundY: number, minR: number, rand: () => number, placed: readonly Placed[]) => PlaceDrawing
> = {
  pond(f, groundY, minR, rand) {
    // A wide oval of water just below the horizon, where the subjects stand (ducks on it),
    // with two ripples; drawn under the subjects.
    const rx = f.cw * 0.46;
    const ry = Math.max((f.B - groundY) * 0.2, minR * 2.5);
    const cx = f.L + f.cw * between(rand, 0.48, 0.52);
    const cy = groundY + (f.B - groundY) * 0.22;
    let m = `<ellipse cx="${f2(cx)}" cy="${f2(cy)}" rx="${f2(rx)}" ry="${f2(ry)}"/>`;
    for (const [dx, dy] of [
      [-0.7, 0.45],
      [0.55, 0.5],
    ] as const) {
      const x = cx + rx * dx;
      const y = cy + ry * dy;
      const w = rx * 0.12;
      m += `<path fill="none" d="M${f2(x - w)} ${f2(y)}q${f2(w / 2)} ${f2(-ry * 0.12)} ${f2(w)} 0t${f2(w)} 0"/>`;
    }
    return { markup: m, box: { x: cx - rx, y: cy - ry, w: 2 * rx, h: 2 * ry }, layer: LAYER.groundDecor };
  },
  swings(f, groundY, minR, _rand, placed) {
    // An A-frame swing set on the horizon, on the side the subjects leave freer, two swings
    // hanging from its bar.
    const w = f.cw * 0.42;
    const h = f.ch * 0.3;
    const left = freerSideIsLeft(f, w, placed);
    const x0 = left ? f.L + f.cw * 0.02 : f.R - w - f.cw * 0.02;
    const base = groundY + f.ch * 0.01;
    const top = base - h;
    const spread = w * 0.09;
    let legs = '';
    for (const x of [x0 + spread, x0 + w - spread])
      legs += `M${f2(x - spread)} ${f2(base)}L${f2(x)} ${f2(top)}L${f2(x + spread)} ${f2(base)}`;
    legs += `M${f2(x0 + spread)} ${f2(top)}L${f2(x0 + w - spread)} ${f2(top)}`;
    let m = `<path fill="none" d="${legs}"/>`;
    const seatW = w * 0.17;
    const seatH = Math.max(minR * 1.3, h * 0.05);
    for (const share of [0.36, 0.64]) {
      const cx = x0 + w * share;
      const seatY = base - h * 0.3;
      m += `<path fill="none" d="M${f2(cx - seatW * 0.4)} ${f2(top)}L${f2(cx - seatW * 0.4)} ${f2(seatY)}M${f2(cx + seatW * 0.4)} ${f2(top)}L${f2(cx + seatW * 0.4)} ${f2(seatY)}"/>`;
      m += `<rect x="${f2(cx - seatW / 2)}" y="${f2(seatY)}" width="${f2(seatW)}" height="${f2(seatH)}" rx="${f2(seatH * 0.3)}"/>`;
    }
    return { markup: m, box: { x: x0, y: top, w, h }, layer: LAYER.back };
  },
  kitchen(f, groundY, minR) {
    // Behind the people: a counter of cupboards along the floor line, a window with four
    // panes over it, a wall cupboard on each side.
    const counterH = f.ch * 0.2;
    const cTop = groundY - counterH;
    let m = `<rect x="${f2(f.L)}" y="${f2(cTop)}" width="${f2(f.cw)}" height="${f2(counterH)}"/>`;
    // The worktop's edge and the cupboard doors, each with a short handle line.
    const lip = Math.max(minR * 1.4, counterH * 0.12);
    let lines = `M${f2(f.L)} ${f2(cTop + lip)}L${f2(f.R)} ${f2(cTop + lip)}`;
    const doors = 4;
    for (let k = 1; k < doors; k++) {
      const x = f.L + (f.cw * k) / doors;
      lines += `M${f2(x)} ${f2(cTop + lip)}L${f2(x)} ${f2(groundY)}`;
    }
    // The second door is the oven's (look sets 6–7: "a baker … out of the oven" had no oven):
    // a window in its door, a bar handle above it, two burners on the worktop over it.
    const ovenX = f.L + f.cw / doors;
    const ovenW = f.cw / doors;
    for (let k = 0; k < doors; k++) {
      if (k === 1) continue;
      const x = f.L + (f.cw * (k + (k % 2 === 0 ? 0.85 : 0.15))) / doors;
      const y = cTop + lip + (counterH - lip) * 0.3;
      lines += `M${f2(x)} ${f2(y)}L${f2(x)} ${f2(y + counterH * 0.2)}`;
    }
    const pane = Math.max(minR * 1.6, ovenW * 0.22);
    const winY = cTop + lip + (counterH - lip) * 0.34;
    m += `<rect x="${f2(ovenX + ovenW * 0.18)}" y="${f2(winY)}" width="${f2(ovenW * 0.64)}" height="${f2(Math.min(pane * 1.6, (groundY - winY) * 0.7))}" rx="${f2(pane * 0.15)}"/>`;
    lines += `M${f2(ovenX + ovenW * 0.25)} ${f2(cTop + lip + (counterH - lip) * 0.17)}L${f2(ovenX + ovenW * 0.75)} ${f2(cTop + lip + (counterH - lip) * 0.17)}`;
    for (const share of [0.3, 0.7]) {
      const bx = ovenX + ovenW * share;
      m += `<ellipse cx="${f2(bx)}" cy="${f2(cTop - lip * 0.05)}" rx="${f2(ovenW * 0.16)}" ry="${f2(Math.max(minR * 0.8, lip * 0.45))}"/>`;
    }
    const winW = f.cw * 0.34;
    const winH = f.ch * 0.17;
    const wx = f.L + (f.cw - winW) / 2;
    const wy = f.T + f.ch * 0.1;
    m += `<rect x="${f2(wx)}" y="${f2(wy)}" width="${f2(winW)}" height="${f2(winH)}"/>`;
    lines += `M${f2(wx + winW / 2)} ${f2(wy)}L${f2(wx + winW / 2)} ${f2(wy + winH)}M${f2(wx)} ${f2(wy + winH / 2)}L${f2(wx + winW)} ${f2(wy + winH / 2)}`;
    const cupW = f.cw * 0.24;
    const cupH = f.ch * 0.14;
    for (const x of [f.L, f.R - cupW]) {
      m += `<rect x="${f2(x)}" y="${f2(wy)}" width="${f2(cupW)}" height="${f2(cupH)}"/>`;
      lines += `M${f2(x + cupW / 2)} ${f2(wy)}L${f2(x + cupW / 2)} ${f2(wy + cupH)}`;
    }
    m += `<path fill="none" d="${lines}"/>`;
    return { markup: m, box: { x: f.L, y: cTop, w: f.cw, h: counterH }, layer: LAYER.back };
  },
  board(f, _groundY, minR) {
    // A classroom's board high on the back wall: its frame, the chalk tray, "2 + 1" drawn as
    // simple strokes (open lines, so the board stays one region to colour).
    const w = f.cw * 0.62;
    const h = f.ch * 0.17;
    const x = f.L + (f.cw - w) / 2;
    const y = f.T + f.ch * 0.04;
    const gap = minR * 1.6;
    let m = `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}"/>`;
    m += `<rect x="${f2(x + gap)}" y="${f2(y + gap)}" width="${f2(w - 2 * gap)}" height="${f2(h - 2 * gap)}"/>`;
    const s = h * 0.28;
    const cx = x + w * 0.3;
    const cy = y + h / 2;
    // "2 + 1" and the chalk tray as open strokes only (closed letters such as A or B enclose
    // bits too small to colour, which finishing fills black).
    let chalk = `M${f2(cx - s * 0.3)} ${f2(cy - s * 0.2)}A${f2(s * 0.3)} ${f2(s * 0.3)} 0 1 1 ${f2(cx + s * 0.2)} ${f2(cy + s * 0.05)}L${f2(cx - s * 0.3)} ${f2(cy + s / 2)}L${f2(cx + s * 0.32)} ${f2(cy + s / 2)}`;
    const px = x + w * 0.47;
    chalk += `M${f2(px - s / 2)} ${f2(cy)}L${f2(px + s / 2)} ${f2(cy)}M${f2(px)} ${f2(cy - s / 2)}L${f2(px)} ${f2(cy + s / 2)}`;
    const ox = x + w * 0.68;
    chalk += `M${f2(ox - s * 0.25)} ${f2(cy - s * 0.25)}L${f2(ox)} ${f2(cy - s / 2)}L${f2(ox)} ${f2(cy + s / 2)}`;
    chalk += `M${f2(x - gap)} ${f2(y + h + gap / 2)}L${f2(x + w + gap)} ${f2(y + h + gap / 2)}`;
    m += `<path fill="none" d="${chalk}"/>`;
    return { markup: m, box: { x, y, w, h: h + gap }, layer: LAYER.back };
  },
  lighthouse(f, groundY, minR, _rand, placed) {
    // A striped tower standing on the horizon at the freer side: a tapered body in three
    // bands, a lamp room with panes, a domed roof and a door.
    const h = (groundY - f.T) * 0.75;
    const wBase = Math.max(f.cw * 0.14, h * 0.24);
    const wTop = wBase * 0.62;
    const left = freerSideIsLeft(f, wBase * 1.2, placed);
    const cx = left ? f.L + wBase * 0.7 : f.R - wBase * 0.7;
    const base = groundY + f.ch * 0.01;
    const bodyTop = base - h * 0.72;
    const at = (y: number) => wTop / 2 + ((wBase - wTop) / 2) * ((y - bodyTop) / (base - bodyTop));
    let m = `<path d="M${f2(cx - wBase / 2)} ${f2(base)}L${f2(cx - wTop / 2)} ${f2(bodyTop)}L${f2(cx + wTop / 2)} ${f2(bodyTop)}L${f2(cx + wBase / 2)} ${f2(base)}Z"/>`;
    let lines = '';
    for (const share of [0.33, 0.66]) {
      const y = bodyTop + (base - bodyTop) * share;
      lines += `M${f2(cx - at(y))} ${f2(y)}L${f2(cx + at(y))} ${f2(y)}`;
    }
    const doorW = Math.max(wBase * 0.26, minR * 2);
    const doorH = (base - bodyTop) * 0.18;
    m += `<path d="M${f2(cx - doorW / 2)} ${f2(base)}L${f2(cx - doorW / 2)} ${f2(base - doorH + doorW / 2)}A${f2(doorW / 2)} ${f2(doorW / 2)} 0 0 1 ${f2(cx + doorW / 2)} ${f2(base - doorH + doorW / 2)}L${f2(cx + doorW / 2)} ${f2(base)}Z"/>`;
    const roomW = wTop * 0.9;
    const roomH = h * 0.12;
    const roomY = bodyTop - roomH;
    m += `<rect x="${f2(cx - wTop * 0.65)}" y="${f2(bodyTop - minR * 1.2)}" width="${f2(wTop * 1.3)}" height="${f2(minR * 1.2)}"/>`;
    m += `<rect x="${f2(cx - roomW / 2)}" y="${f2(roomY - minR * 1.2)}" width="${f2(roomW)}" height="${f2(roomH)}"/>`;
    lines += `M${f2(cx)} ${f2(roomY - minR * 1.2)}L${f2(cx)} ${f2(roomY - minR * 1.2 + roomH)}`;
    const domeY = roomY - minR * 1.2;
    m += `<path d="M${f2(cx - roomW * 0.6)} ${f2(domeY)}A${f2(roomW * 0.6)} ${f2(roomW * 0.5)} 0 0 1 ${f2(cx + roomW * 0.6)} ${f2(domeY)}Z"/>`;
    m += `<path fill="none" d="${lines}"/>`;
    const top = domeY - roomW * 0.5;
    return { markup: m, box: { x: cx - wBase / 2, y: top, w: wBase, h: base - top }, layer: LAYER.back };
  },
  ramp(f, groundY, minR, _rand, placed) {
    // A skate park's quarter pipe on the freer side (look sets 6–7: "a trick at the skate park"
    // had none): a deck on top, a curved face down to the ground toward the subjects, a
    // railing on the deck.
    const w = f.cw * 0.46;
    const h = (groundY - f.T) * 0.24;
    const left = freerSideIsLeft(f, w, placed);
    const base = groundY + f.ch * 0.01;
    const top = base - h;
    const deck = Math.max(w * 0.16, minR * 1.6);
    const sx = left ? 1 : -1;
    const x0 = left ? f.L + f.cw * 0.01 : f.R - f.cw * 0.01;
    const xd = x0 + sx * deck;
    const x1 = x0 + sx * w;
    let m = `<path d="M${f2(x0)} ${f2(base)}L${f2(x0)} ${f2(top)}L${f2(xd)} ${f2(top)}Q${f2(xd)} ${f2(base)} ${f2(x1)} ${f2(base)}Z"/>`;
    // The railing: two posts and a rail over the deck (open lines: no sliver closes).
    const rail = top - Math.max(h * 0.22, minR * 1.8);
    m += `<path fill="none" d="M${f2(x0 + sx * deck * 0.15)} ${f2(top)}L${f2(x0 + sx * deck * 0.15)} ${f2(rail)}L${f2(x0 + sx * deck * 0.85)} ${f2(rail)}L${f2(x0 + sx * deck * 0.85)} ${f2(top)}"/>`;
    const bx = Math.min(x0, x1);
    return { markup: m, box: { x: bx, y: rail, w, h: base - rail }, layer: LAYER.back };
  },
  barn(f, groundY, minR, _rand, placed) {
    // A barn on the horizon at the freer side (look sets 6–7: "no barn" on farm pages): a
    // gambrel roof, big double doors with an X brace on each, a hayloft door under the ridge.
    const w = f.cw * 0.36;
    const h = (groundY - f.T) * 0.5;
    const left = freerSideIsLeft(f, w, placed);
    const x0 = left ? f.L + f.cw * 0.01 : f.R - w - f.cw * 0.01;
    const base = groundY + f.ch * 0.01;
    const eave = base - h * 0.55;
    const knee = base - h * 0.8;
    const ridge = base - h;
    const cx = x0 + w / 2;
    let m = `<path d="M${f2(x0)} ${f2(base)}L${f2(x0)} ${f2(eave)}L${f2(x0 + w * 0.12)} ${f2(knee)}L${f2(cx)} ${f2(ridge)}L${f2(x0 + w * 0.88)} ${f2(knee)}L${f2(x0 + w)} ${f2(eave)}L${f2(x0 + w)} ${f2(base)}Z"/>`;
    // The roof's eave line across the front.
    let lines = `M${f2(x0)} ${f2(eave)}L${f2(x0 + w)} ${f2(eave)}`;
    const dw = w * 0.44;
    const dh = (base - eave) * 0.78;
    const dx = cx - dw / 2;
    const dy = base - dh;
    m += `<rect x="${f2(dx)}" y="${f2(dy)}" width="${f2(dw)}" height="${f2(dh)}"/>`;
    // Two doors, each braced with an X (four triangles, each wider than minR on a farm page).
    lines += `M${f2(cx)} ${f2(dy)}L${f2(cx)} ${f2(base)}`;
    for (const x of [dx, cx])
      lines += `M${f2(x)} ${f2(dy)}L${f2(x + dw / 2)} ${f2(base)}M${f2(x + dw / 2)} ${f2(dy)}L${f2(x)} ${f2(base)}`;
    const lw2 = Math.max(w * 0.16, minR * 1.6);
    const lh = Math.max((eave - knee) * 0.9, minR * 1.6);
    m += `<rect x="${f2(cx - lw2 / 2)}" y="${f2(knee - lh * 0.2)}" width="${f2(lw2)}" height="${f2(lh)}"/>`;
    m += `<path fill="none" d="${lines}"/>`;
    return { markup: m, box: { x: x0, y: ridge, w, h: base - ridge }, layer: LAYER.back };
  },
  campfire(f, groundY, minR, _rand, placed) {
    // A campfire in the ground band (look sets 3–4: "a campfire … with tents" had none): two
    // crossed logs, a big flame with a smaller one inside it, a ring of stones in front.
    // Where nothing stands, in the middle; else at the freer side.
    const subjects = placed.filter((p) => p.layer >= LAYER.stage && p.name !== '');
    const alone = subjects.length === 0;
    const w = f.cw * (alone ? 0.42 : 0.26);
    const h = w * 1.05;
    const base = Math.min(f.B - minR * 2, groundY + (f.B - groundY) * (alone ? 0.75 : 0.85));
    // In front of everything (frontDecor), where it covers the subjects least.
    const covered = (x0: number) =>
      subjects.reduce((sum, p) => {
        const ox = Math.max(0, Math.min(p.box.x + p.box.w, x0 + w) - Math.max(p.box.x, x0));
        const oy = Math.max(0, Math.min(p.box.y + p.box.h, base) - Math.max(p.box.y, base - h));
        return sum + ox * oy;
      }, 0);
    let cx = f.L + f.cw / 2;
    if (!alone) {
      let best = Number.POSITIVE_INFINITY;
      for (let k = 0; k <= 8; k++) {
        const x0 = f.L + ((f.cw - w) * k) / 8;
        const c = covered(x0) + Math.abs(k - 4) * 1e-3;
        if (c < best) {
          best = c;
          cx = x0 + w / 2;
        }
      }
    }
    const t = Math.max(minR * 1.6, h * 0.1);
    const log = (a: number) =>
      `<rect x="${f2(cx - w * 0.46)}" y="${f2(base - t * 1.6)}" width="${f2(w * 0.92)}" height="${f2(t)}" rx="${f2(t / 2)}" transform="rotate(${a} ${f2(cx)} ${f2(base - t * 1.1)})"/>`;
    const flame = (fw: number, fh: number, bottom: number) =>
      `<path d="M${f2(cx - fw / 2)} ${f2(bottom)}C${f2(cx - fw * 0.7)} ${f2(bottom - fh * 0.45)} ${f2(cx - fw * 0.15)} ${f2(bottom - fh * 0.6)} ${f2(cx - fw * 0.05)} ${f2(bottom - fh)}C${f2(cx + fw * 0.1)} ${f2(bottom - fh * 0.7)} ${f2(cx + fw * 0.45)} ${f2(bottom - fh * 0.75)} ${f2(cx + fw * 0.35)} ${f2(bottom - fh * 0.45)}C${f2(cx + fw * 0.7)} ${f2(bottom - fh * 0.5)} ${f2(cx + fw * 0.6)} ${f2(bottom - fh * 0.1)} ${f2(cx + fw / 2)} ${f2(bottom)}Z"/>`;
    let m = flame(w * 0.62, h * 0.85, base - t * 1.2);
    m += flame(w * 0.3, h * 0.42, base - t * 1.2);
    m += log(-14) + log(14);
    const stone = Math.max(minR * 1.3, w * 0.07);
    for (const k of [-2, -1, 0, 1, 2])
      m += `<ellipse cx="${f2(cx + k * stone * 2.1)}" cy="${f2(base)}" rx="${f2(stone)}" ry="${f2(stone * 0.7)}"/>`;
    const top = base - t * 1.2 - h * 0.85;
    return { markup: m, box: { x: cx - w / 2, y: top, w, h: base + stone - top }, layer: LAYER.frontDecor };
  },
  igloo(f, groundY, minR, _rand, placed) {
    // A snow-block dome on the horizon with an arched entrance tunnel (look set 4: "an igloo
    // village" drew a penguin and a snowman): block rows as arcs, joints between them.
    const alone = !placed.some((p) => p.layer >= LAYER.stage && p.name !== '');
    const w = f.cw * (alone ? 0.62 : 0.4);
    const h = w * 0.5;
    const left = freerSideIsLeft(f, w, placed);
    const x0 = alone ? f.L + (f.cw - w) / 2 : left ? f.L + f.cw * 0.02 : f.R - w - f.cw * 0.02;
    const cx = x0 + w / 2;
    const base = groundY + f.ch * 0.02;
    let m = `<path d="M${f2(x0)} ${f2(base)}A${f2(w / 2)} ${f2(h)} 0 0 1 ${f2(x0 + w)} ${f2(base)}Z"/>`;
    let lines = '';
    const rows = 3;
    for (let r = 1; r <= rows; r++) {
      const y = base - (h * r) / (rows + 1);
      const half = (w / 2) * Math.sqrt(1 - ((base - y) / h) ** 2);
      lines += `M${f2(cx - half)} ${f2(y)}L${f2(cx + half)} ${f2(y)}`;
      const yBelow = base - (h * (r - 1)) / (rows + 1);
      for (let k = -2; k <= 2; k++) {
        const x = cx + ((k + (r % 2) * 0.5) * half) / 2.6;
        if (Math.abs(x - cx) < half * 0.9) lines += `M${f2(x)} ${f2(y)}L${f2(x)} ${f2(yBelow)}`;
      }
    }
    const dw = Math.max(w * 0.28, minR * 3);
    const dh = h * 0.55;
    const dx = cx + w * 0.2;
    m += `<path fill="none" d="${lines}"/>`;
    m += `<path d="M${f2(dx - dw / 2)} ${f2(base)}L${f2(dx - dw / 2)} ${f2(base - dh + dw / 2)}A${f2(dw / 2)} ${f2(dw / 2)} 0 0 1 ${f2(dx + dw / 2)} ${f2(base - dh + dw / 2)}L${f2(dx + dw / 2)} ${f2(base)}Z"/>`;
    m += `<path d="M${f2(dx - dw * 0.3)} ${f2(base)}L${f2(dx - dw * 0.3)} ${f2(base - dh * 0.55 + dw * 0.3)}A${f2(dw * 0.3)} ${f2(dw * 0.3)} 0 0 1 ${f2(dx + dw * 0.3)} ${f2(base - dh * 0.55 + dw * 0.3)}L${f2(dx + dw * 0.3)} ${f2(base)}Z"/>`;
    return { markup: m, box: { x: x0, y: base - h, w, h }, layer: LAYER.back };
  },
  treehouse(f, groundY, minR, _rand, placed) {
    // A tree with a little house on a platform in its crown and a ladder up the trunk (look
    // set 4: "a cozy treehouse with a rope ladder" drew only a ladder).
    const alone = !placed.some((p) => p.layer >= LAYER.stage && p.name !== '');
    const w = f.cw * (alone ? 0.8 : 0.5);
    const h = (groundY - f.T) * (alone ? 0.85 : 0.75);
    const left = freerSideIsLeft(f, w, placed);
    const x0 = alone ? f.L + (f.cw - w) / 2 : left ? f.L : f.R - w;
    const cx = x0 + w / 2;
    const base = groundY + f.ch * 0.02;
    const trunkW = w * 0.16;
    const floor = base - h * 0.48;
    // Crown behind: three overlapping circles as one outline.
    const r = w * 0.3;
    const crownY = base - h + r;
    let m = `<path d="M${f2(cx - trunkW / 2)} ${f2(base)}L${f2(cx - trunkW * 0.4)} ${f2(crownY)}L${f2(cx + trunkW * 0.4)} ${f2(crownY)}L${f2(cx + trunkW / 2)} ${f2(base)}Z"/>`;
    m += `<path d="M${f2(cx - w * 0.48)} ${f2(crownY + r * 0.5)}A${f2(r)} ${f2(r)} 0 0 1 ${f2(cx - w * 0.12)} ${f2(crownY - r * 0.55)}A${f2(r)} ${f2(r)} 0 0 1 ${f2(cx + w * 0.3)} ${f2(crownY - r * 0.35)}A${f2(r * 0.9)} ${f2(r * 0.9)} 0 0 1 ${f2(cx + w * 0.48)} ${f2(crownY + r * 0.5)}A${f2(r * 1.6)} ${f2(r * 0.8)} 0 0 1 ${f2(cx - w * 0.48)} ${f2(crownY + r * 0.5)}Z"/>`;
    // The platform and the house on it.
    const pw = w * 0.7;
    const pt = Math.max(minR * 1.5, h * 0.03);
    m += `<rect x="${f2(cx - pw / 2)}" y="${f2(floor)}" width="${f2(pw)}" height="${f2(pt)}"/>`;
    const hw = w * 0.42;
    const hh = h * 0.2;
    const hx = cx - hw / 2;
    m += `<rect x="${f2(hx)}" y="${f2(floor - hh)}" width="${f2(hw)}" height="${f2(hh)}"/>`;
    m += `<path d="M${f2(hx - hw * 0.12)} ${f2(floor - hh)}L${f2(cx)} ${f2(floor - hh - h * 0.13)}L${f2(hx + hw * 1.12)} ${f2(floor - hh)}Z"/>`;
    const win = Math.max(hh * 0.38, minR * 2.5);
    m += `<rect x="${f2(hx + hw * 0.14)}" y="${f2(floor - hh * 0.75)}" width="${f2(win)}" height="${f2(win)}"/>`;
    m += `<path fill="none" d="M${f2(hx + hw * 0.14 + win / 2)} ${f2(floor - hh * 0.75)}V${f2(floor - hh * 0.75 + win)}M${f2(hx + hw * 0.14)} ${f2(floor - hh * 0.75 + win / 2)}H${f2(hx + hw * 0.14 + win)}"/>`;
    const dw = Math.max(hw * 0.22, minR * 2.5);
    m += `<rect x="${f2(hx + hw * 0.62)}" y="${f2(floor - hh * 0.7)}" width="${f2(dw)}" height="${f2(hh * 0.7)}"/>`;
    // A rope ladder from the platform's edge to the ground: two ropes and rungs.
    const lx = cx + pw / 2 - w * 0.08;
    const lw2 = Math.max(w * 0.09, minR * 3);
    let ladder = `M${f2(lx)} ${f2(floor + pt)}L${f2(lx)} ${f2(base)}M${f2(lx + lw2)} ${f2(floor + pt)}L${f2(lx + lw2)} ${f2(base)}`;
    const rungs = Math.max(3, Math.floor((base - floor) / (minR * 5)));
    for (let k = 1; k < rungs; k++) {
      const y = floor + pt + ((base - floor - pt) * k) / rungs;
      ladder += `M${f2(lx)} ${f2(y)}L${f2(lx + lw2)} ${f2(y)}`;
    }
    m += `<path fill="none" d="${ladder}"/>`;
    const top = floor - hh - h * 0.13;
    return {
      markup: m,
      box: { x: x0, y: Math.min(top, crownY - r), w, h: base - Math.min(top, crownY - r) },
      layer: LAYER.back,
    };
  },
  stage(f, groundY, minR) {
    // A stage (look set 4: "a ballerina spinning on stage" had none): the floor's front edge
    // under the performers' feet, curtains drawn back at both sides, a scalloped valance.
    const floorH = Math.max(f.ch * 0.07, minR * 3);
    const top = groundY;
    let m = `<rect x="${f2(f.L)}" y="${f2(top)}" width="${f2(f.cw)}" height="${f2(floorH)}"/>`;
    let lines = '';
    for (let k = 1; k < 6; k++) {
      const x = f.L + (f.cw * k) / 6;
      lines += `M${f2(x)} ${f2(top)}L${f2(x)} ${f2(top + floorH)}`;
    }
    const cw = f.cw * 0.16;
    const valH = f.ch * 0.07;
    for (const side of [0, 1]) {
      const x = side === 0 ? f.L : f.R;
      const dir = side === 0 ? 1 : -1;
      // A curtain tied back: full width at the top, pulled in at two thirds down, flaring out.
      m += `<path d="M${f2(x)} ${f2(f.T)}L${f2(x + dir * cw)} ${f2(f.T)}Q${f2(x + dir * cw * 0.7)} ${f2(f.T + (top - f.T) * 0.45)} ${f2(x + dir * cw * 0.35)} ${f2(f.T + (top - f.T) * 0.66)}Q${f2(x + dir * cw * 0.7)} ${f2(top - (top - f.T) * 0.15)} ${f2(x + dir * cw * 0.8)} ${f2(top)}L${f2(x)} ${f2(top)}Z"/>`;
      lines += `M${f2(x + dir * cw * 0.45)} ${f2(f.T + valH)}Q${f2(x + dir * cw * 0.3)} ${f2(f.T + (top - f.T) * 0.4)} ${f2(x + dir * cw * 0.2)} ${f2(f.T + (top - f.T) * 0.64)}`;
    }
    const n = 7;
    let val = `M${f2(f.L)} ${f2(f.T)}L${f2(f.R)} ${f2(f.T)}L${f2(f.R)} ${f2(f.T + valH * 0.6)}`;
    for (let k = n; k > 0; k--) {
      const x1 = f.L + (f.cw * (k - 1)) / n;
      val += `Q${f2(f.L + (f.cw * (k - 0.5)) / n)} ${f2(f.T + valH * 1.25)} ${f2(x1)} ${f2(f.T + valH * 0.6)}`;
    }
    m += `<path d="${val}Z"/>`;
    m += `<path fill="none" d="${lines}"/>`;
    return { markup: m, box: { x: f.L, y: top, w: f.cw, h: floorH }, layer: LAYER.back };
  },
  bookshelves(f, groundY, minR, rand) {
    // Two tall bookcases against the back wall at the sides (the people stand between them),
    // four shelves each, rows of upright books of varied widths and heights; every book at
    // least 2.4 × the smallest colourable region across (look set 7: a library had none).
    const w = f.cw * 0.3;
    const top = f.T + f.ch * 0.08;
    const h = groundY - top;
    const shelves = 4;
    const shelfH = h / shelves;
    const bookMin = Math.max(minR * 2.4, w * 0.1);
    let m = '';
    let lines = '';
    for (const x0 of [f.L, f.R - w]) {
      m += `<rect x="${f2(x0)}" y="${f2(top)}" width="${f2(w)}" height="${f2(h)}"/>`;
      for (let k = 1; k < shelves; k++)
        lines += `M${f2(x0)} ${f2(top + shelfH * k)}L${f2(x0 + w)} ${f2(top + shelfH * k)}`;
      for (let k = 0; k < shelves; k++) {
        const base = top + shelfH * (k + 1);
        let x = x0 + minR;
        while (x + bookMin < x0 + w - minR) {
          const bw = Math.min(bookMin * between(rand, 1, 1.5), x0 + w - minR - x);
          const bh = shelfH * between(rand, 0.62, 0.86);
          m += `<rect x="${f2(x)}" y="${f2(base - bh)}" width="${f2(bw)}" height="${f2(bh)}"/>`;
          x += bw;
        }
      }
    }
    m += `<path fill="none" d="${lines}"/>`;
    // Only the left case is reserved: the subjects stand in front of the shelves, not beside them.
    return { markup: m, box: { x: f.L, y: top, w, h }, layer: LAYER.back };
  },
  dock(f, groundY, minR, _rand, placed) {
    // A wooden dock out over the water at the people's feet (look sets 2–4: "fishing off a
    // dock" had none): the deck's planks from the freer side to past the middle, posts down
    // into the water, ripples where the water is.
    const left = freerSideIsLeft(f, f.cw * 0.3, placed);
    const len = f.cw * 0.72;
    const x0 = left ? f.L : f.R - len;
    const deckH = Math.max(f.ch * 0.035, minR * 2);
    // The deck's top where the people's feet are (they stand a step below the horizon).
    const feet = placed
      .filter((p) => p.layer === LAYER.stage && p.name !== '' && !p.bust)
      .map((p) => p.box.y + p.box.h);
    const top = feet.length > 0 ? Math.max(...feet) - deckH * 0.4 : groundY;
    const water = top + deckH + f.ch * 0.05;
    let m = `<rect x="${f2(x0)}" y="${f2(top)}" width="${f2(len)}" height="${f2(deckH)}"/>`;
    const postW = Math.max(minR * 2, f.cw * 0.025);
    for (const share of [0.12, 0.5, 0.9]) {
      const x = x0 + len * share;
      m += `<rect x="${f2(x - postW / 2)}" y="${f2(top + deckH)}" width="${f2(postW)}" height="${f2(water - top - deckH + f.ch * 0.04)}"/>`;
    }
    let lines = '';
    for (let k = 1; k < 8; k++) {
      const x = x0 + (len * k) / 8;
      lines += `M${f2(x)} ${f2(top)}L${f2(x)} ${f2(top + deckH)}`;
    }
    // The water line across the page, with ripples below it.
    lines += `M${f2(f.L)} ${f2(water)}L${f2(f.R)} ${f2(water)}`;
    const rw = f.cw * 0.08;
    for (const [sx, sy] of [
      [0.2, 0.1],
      [0.55, 0.16],
      [0.82, 0.08],
      [0.35, 0.24],
      [0.7, 0.3],
    ] as const) {
      const x = f.L + f.cw * sx;
      const y = water + (f.B - water) * sy + f.ch * 0.03;
      lines += `M${f2(x - rw)} ${f2(y)}q${f2(rw / 2)} ${f2(-minR)} ${f2(rw)} 0t${f2(rw)} 0`;
    }
    m += `<path fill="none" d="${lines}"/>`;
    return { markup: m, box: { x: x0, y: top, w: len, h: water - top }, layer: LAYER.groundDecor };
  },
  sandcastle(f, groundY, minR, _rand, placed) {
    // A sandcastle in the sand at the freer side: a wall between two towers with battlements,
    // a taller middle tower with a flag, an arched door.
    const w = f.cw * 0.3;
    const h = (f.B - groundY) * 0.42;
    const left = freerSideIsLeft(f, w, placed);
    const x0 = left ? f.L + f.cw * 0.02 : f.R - w - f.cw * 0.02;
    const base = groundY + (f.B - groundY) * 0.7;
    const crenel = Math.max(minR * 1.2, w * 0.05);
    const tower = (x: number, tw: number, top: number) => {
      const n = Math.max(2, Math.round(tw / (2 * crenel)));
      const step = tw / (2 * n - 1);
      let d = `M${f2(x)} ${f2(base)}L${f2(x)} ${f2(top)}`;
      for (let k = 0; k < 2 * n - 1; k++) {
        const y = k % 2 === 0 ? top : top + crenel;
        d += `L${f2(x + k * step)} ${f2(y)}L${f2(x + (k + 1) * step)} ${f2(y)}`;
      }
      return `<path d="${d}L${f2(x + tw)} ${f2(base)}Z"/>`;
    };
    const tw = w * 0.26;
    let m = tower(x0 + tw * 0.6, w - tw * 1.2, base - h * 0.55);
    m += tower(x0, tw, base - h * 0.8);
    m += tower(x0 + w - tw, tw, base - h * 0.8);
    const mid = x0 + w / 2;
    m += tower(mid - tw * 0.55, tw * 1.1, base - h);
    const doorW = Math.max(tw * 0.5, minR * 2);
    m += `<path d="M${f2(mid - doorW / 2)} ${f2(base)}L${f2(mid - doorW / 2)} ${f2(base - h * 0.25)}A${f2(doorW / 2)} ${f2(doorW / 2)} 0 0 1 ${f2(mid + doorW / 2)} ${f2(base - h * 0.25)}L${f2(mid + doorW / 2)} ${f2(base)}Z"/>`;
    const poleTop = base - h * 1.45;
    m += `<path fill="none" d="M${f2(mid)} ${f2(base - h)}L${f2(mid)} ${f2(poleTop)}"/>`;
    m += `<path d="M${f2(mid)} ${f2(poleTop)}L${f2(mid + h * 0.3)} ${f2(poleTop + h * 0.1)}L${f2(mid)} ${f2(poleTop + h * 0.2)}Z"/>`;
    return { markup: m, box: { x: x0, y: poleTop, w, h: base - poleTop }, layer: LAYER.groundDecor };
  },
};

/**
 * The setting's decorations (stars, bubbles, seaweed, waves, sea, craters, fence, grass
 * tufts), each put where the scene has room (empty placements reserve it) and added to
 * scene.decorations; counts per audience, times `opts.scale` (the page's detail level,
 * profiles.ts DETAIL_TUNING.decorations); sizes from `opts.profile` (the page's rules,
 * default the audience's).
 */
export function drawDecorations(
  scene: Scene,
  setting: SettingDef,
  audience: Audience,
  opts: { scale?: number; profile?: AudienceProfile } = {},
): void {
  const { f, rand } = scene;
  const scale = opts.scale ?? 1;
  const many = (n: number) => Math.round(n * scale);
  const counts = PROP_COUNTS[audience];
  const stroke = `fill="#fff" stroke="#000" stroke-width="${f.lw}"`;
  const minR = minDecorationRadius(opts.profile ?? audience);
  for (const decoration of setting.decorations as Decoration[]) {
    switch (decoration) {
      case 'stars': {
        const n = many(audience === 'toddler' ? 2 : audience === 'kids' ? 5 : 8);
        let markup = '';
        for (let i = 0; i < n; i++) {
          const r = minR * between(rand, 1.1, 1.5);
          const box = scene.placeFree(
            { w: 2 * r, h: 2 * r },
            () => ({ x: between(rand, f.L, f.R - 2 * r), y: between(rand, f.T, (f.groundY ?? f.B) - 2 * r) }),
            0,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.sky, depth: 0 });
          markup += star(box.x + r, box.y + r, r, between(rand, -0.3, 0.3));
        }
        // data-decoration names the field in the SVG (for tests and readers; no effect on the page).
        scene.decorations.push({
          layer: LAYER.sky,
          markup: `<g data-decoration="stars" ${stroke}>${markup}</g>`,
        });
        break;
      }
      case 'bubbles': {
        const groups = many(audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 4);
        let markup = '';
        for (let g = 0; g < groups; g++) {
          const r0 = minR * between(rand, 1.15, 1.4);
          const box = scene.placeFree(
            { w: r0 * 3, h: r0 * 7 },
            () => ({
              x: between(rand, f.L, f.R - 3 * r0),
              y: between(rand, f.T + f.ch * 0.08, f.T + f.ch * 0.7),
            }),
            0.05,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.frontDecor, depth: 0 });
          let y = box.y + box.h;
          for (let i = 0; i < 3; i++) {
            const r = r0 * (1 - i * 0.15);
            y -= r * 2.1;
            markup += `<circle cx="${f2(box.x + box.w / 2 + between(rand, -r0 * 0.4, r0 * 0.4))}" cy="${f2(y + r)}" r="${f2(r)}"/>`;
          }
        }
        scene.decorations.push({ layer: LAYER.frontDecor, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'seaweed': {
        if (f.groundY === null) break;
        const n = many(audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 4);
        let markup = '';
        const width = minR * 1.6;
        for (let i = 0; i < n; i++) {
          const height = f.ch * between(rand, 0.2, 0.32);
          const box = scene.placeFree(
            { w: width * 1.6, h: height },
            () => ({
              x: between(rand, f.L, f.R - width * 1.6),
              y: (f.groundY as number) - height + f.ch * 0.02,
            }),
            0.15,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.back, depth: 0 });
          const cx = box.x + box.w / 2;
          const bottom = box.y + box.h;
          const sway = width * 0.5;
          const left: { x: number; y: number }[] = [];
          const right: { x: number; y: number }[] = [];
          for (let k = 0; k <= 6; k++) {
            const t = k / 6;
            const half = (width / 2) * (1 - t * 0.85);
            const x = cx + sway * Math.sin(t * Math.PI * 2 + i);
            const y = bottom - t * box.h;
            left.push({ x: x - half, y });
            right.unshift({ x: x + half, y });
          }
          markup += `<path d="${smoothPath(left)}L${smoothPath(right).slice(1)}Z"/>`;
        }
        scene.decorations.push({ layer: LAYER.back, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'waves': {
        const y = f.T + f.ch * 0.04;
        const line = smoothPath(wavyPoints(f, y, f.ch * 0.008, 5, rand() * 6, 40));
        scene.decorations.push({
          layer: LAYER.sky,
          markup: `<path d="${line}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
        });
        break;
      }
      case 'sea': {
        if (f.groundY === null) break;
        const y = f.groundY - f.ch * 0.07;
        const line = smoothPath(wavyPoints(f, y, f.ch * 0.006, 6, rand() * 6, 48));
        scene.decorations.push({
          layer: LAYER.farHill,
          markup: `<path d="${line}" fill="none" stroke="#000" stroke-width="${f.lw}"/>`,
        });
        break;
      }
      case 'craters': {
        if (f.groundY === null) break;
        const n = many(audience === 'toddler' ? 1 : audience === 'kids' ? 3 : 5);
        let markup = '';
        for (let i = 0; i < n; i++) {
          const rx = minR * between(rand, 1.6, 2.4);
          const ry = rx * 0.35;
          const box = scene.placeFree(
            { w: 2 * rx, h: 2 * ry },
            () => ({
              x: between(rand, f.L, f.R - 2 * rx),
              y: between(rand, (f.groundY as number) + f.ch * 0.08, f.B - 2 * ry),
            }),
            0,
          );
          if (!box) continue;
          scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.groundDecor, depth: 0 });
          markup += `<ellipse cx="${f2(box.x + rx)}" cy="${f2(box.y + ry)}" rx="${f2(rx)}" ry="${f2(ry)}"/>`;
        }
        scene.decorations.push({ layer: LAYER.groundDecor, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'fence': {
        if (f.groundY === null || audience === 'toddler') break;
        const pickets = audience === 'kids' ? 5 : 7;
        const pw = minR * 1.3;
        const gap = pw;
        const ph = f.ch * 0.12;
        const total = pickets * pw + (pickets - 1) * gap;
        const left = rand() < 0.5;
        const x0 = left ? f.L : f.R - total;
        const base = f.groundY + f.ch * 0.005;
        let markup = '';
        // Rails are single lines: a rail drawn as a box would enclose slivers too thin to colour.
        const railY = [base - ph * 0.78, base - ph * 0.4];
        let rails = '';
        for (const ry of railY) rails += `M${f2(x0)} ${f2(ry)}L${f2(x0 + total)} ${f2(ry)}`;
        // White behind the fence hides the far hill, which would cut the gaps into slivers.
        markup += `<rect x="${f2(x0)}" y="${f2(base - ph + pw / 2)}" width="${f2(total)}" height="${f2(ph - pw / 2)}" stroke="none"/>`;
        markup += `<path d="${rails}" fill="none"/>`;
        for (let i = 0; i < pickets; i++) {
          const x = x0 + i * (pw + gap);
          markup += `<path d="M${f2(x)} ${f2(base)}L${f2(x)} ${f2(base - ph + pw / 2)}L${f2(x + pw / 2)} ${f2(base - ph)}L${f2(x + pw)} ${f2(base - ph + pw / 2)}L${f2(x + pw)} ${f2(base)}Z"/>`;
        }
        scene.add({
          name: '',
          art: EMPTY,
          box: { x: x0, y: base - ph, w: total, h: ph },
          flip: false,
          layer: LAYER.back,
          depth: 0,
        });
        scene.decorations.push({ layer: LAYER.back, markup: `<g ${stroke}>${markup}</g>` });
        break;
      }
      case 'pond':
      case 'swings':
      case 'kitchen':
      case 'board':
      case 'lighthouse':
      case 'sandcastle':
      case 'campfire':
      case 'igloo':
      case 'treehouse':
      case 'stage':
      case 'dock':
      case 'bookshelves':
      case 'barn':
      case 'ramp': {
        if (f.groundY === null) break;
        const drawn = PLACE_DRAWINGS[decoration](f, f.groundY, minR, rand, scene.placed);
        scene.add({ name: '', art: EMPTY, box: drawn.box, flip: false, layer: drawn.layer, depth: 0 });
        // data-place names the drawing in the SVG (for tests and readers; no effect on the page).
        scene.decorations.push({
          layer: drawn.layer,
          markup: `<g data-place="${decoration}" ${stroke}>${drawn.markup}</g>`,
        });
        break;
      }
      case 'grass':
        // Drawn below, last: tufts go only where nothing else stands.
        break;
    }
  }
  if (setting.decorations.includes('grass') && f.groundY !== null) {
    let markup = '';
    const h = minR * 1.7;
    for (let i = 0; i < many(counts.tufts); i++) {
      const x = between(rand, f.L + h, f.R - h);
      const y = between(rand, f.groundY + f.ch * 0.06, f.B - h * 0.1);
      const box = { x: x - h * 0.7, y: y - h, w: 1.4 * h, h };
      if (scene.crowding(box) > 0) continue;
      scene.add({ name: '', art: EMPTY, box, flip: false, layer: LAYER.groundDecor, depth: 0 });
      // Three blades fanning out from one root.
      const blade = (dx: number, tipX: number, tipY: number) =>
        `M${f2(x + dx)} ${f2(y)}Q${f2(x + dx + tipX * 0.2)} ${f2(y - tipY * 0.6)} ${f2(x + tipX)} ${f2(y - tipY)}`;
      markup += `<path d="${blade(-h * 0.08, -h * 0.55, h * 0.75)}${blade(0, h * 0.05, h)}${blade(h * 0.08, h * 0.55, h * 0.7)}"/>`;
    }
    scene.decorations.push({
      layer: LAYER.groundDecor,
      markup: `<g fill="none" stroke="#000" stroke-width="${f.lw}">${markup}</g>`,
    });
  }
}

/**
 * A rainbow drawn here rather than taken from OpenMoji, whose rainbow is a quarter arc
 * with bands too thin to colour: a half circle of four bands, 100×50 units.
 */
export const RAINBOW: Drawable = (() => {
  const radii = [50, 41, 32, 23];
  const arcs = radii.map((r) => `M${50 - r} 50A${r} ${r} 0 0 1 ${50 + r} 50`).join('');
  return {
    markup:
      '<path d="M0 50A50 50 0 0 1 100 50Z" fill="#fff" stroke="none"/>' +
      `<path d="${arcs}M0 50H27M73 50H100" fill="none" stroke="#000"/>`,
    box: { x: 0, y: 0, width: 100, height: 50 },
    topX: 0.5,
    raster: false,
  };
})();

/**
 * A sun drawn here: OpenMoji's suns have rays as tiny closed triangles, which become
 * black specks at prop size; open ray lines stay clean. 100×100 units.
 */
export function drawnSun(face: boolean): Drawable {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + Math.PI / 12;
    rays += `M${f2(50 + 31 * Math.cos(a))} ${f2(50 + 31 * Math.sin(a))}L${f2(50 + 46 * Math.cos(a))} ${f2(50 + 46 * Math.sin(a))}`;
  }
  const smile = face
    ? '<circle cx="42" cy="45" r="2.6" fill="#000" stroke="none"/><circle cx="58" cy="45" r="2.6" fill="#000" stroke="none"/><path d="M41 56Q50 64 59 56" fill="none"/>'
    : '';
  return {
    markup: `<g stroke="#000"><circle cx="50" cy="50" r="23" fill="#fff"/><path d="${rays}" fill="none"/>${smile}</g>`,
    box: { x: 0, y: 0, width: 100, height: 100 },
    topX: 0.5,
    raster: false,
  };
}

/** Drawn vector art in a 100-unit box: stroke inherited, fill white unless set. */
export function drawn(markup: string, width: number, height: number, topX = 0.5): Drawable {
  return {
    markup: `<g stroke="#000" fill="#fff">${markup}</g>`,
    box: { x: 0, y: 0, width, height },
    topX,
    raster: false,
  };
}

/**
 * A plain flag on a pole (the flag on the moon, an astronaut's flag): OpenMoji's only
 * flag in the catalog is the chequered racing flag (issue 14 #3). 70×100 units.
 */
export const FLAG = drawn(
  '<path d="M8 98V4" fill="none"/><path d="M8 6Q30 0 44 8T66 10V44Q52 36 38 42T8 40Z"/>',
  70,
  100,
  0.1,
);

/** A table: top and two legs, wide enough for a cat to sit on. 100×60 units. */
export const TABLE = drawn(
  '<rect x="2" y="4" width="96" height="10" rx="3"/><path d="M12 14V58H20V14ZM80 14V58H88V14Z"/>',
  100,
  60,
);

/** An open cardboard box with two flaps (a puppy in a box). 100×80 units. */
export const BOX = drawn(
  '<path d="M8 24L0 6L30 14ZM92 24L100 6L70 14Z"/><path d="M8 24H92V78H8Z"/><path d="M8 24L50 34L92 24" fill="none"/>',
  100,
  80,
);

/**
 * A house drawn with the parts a prompt counts ("a house with a door and two windows"; look
 * sets 3–4: OpenMoji's house has one window, and the others floated beside it): a wall, a
 * roof, a door with a knob in the middle, `windows` four-paned windows beside the door (one
 * or two on each side, a round one in the gable for an odd count over two), and a chimney
 * when asked. 100×100 units; up to 5 windows.
 */
export function drawnHouse(parts: { windows?: number; doors?: number; chimney?: boolean }): Drawable {
  const n = Math.max(0, Math.min(5, parts.windows ?? 2));
  const chimney = parts.chimney ? '<path d="M68 30V10H78V38Z"/>' : '';
  const roof = '<path d="M4 46L50 8L96 46Z"/>';
  const wall = '<rect x="12" y="46" width="76" height="52"/>';
  const door =
    '<rect x="41" y="66" width="18" height="32" rx="1"/><circle cx="55" cy="83" r="1.6" fill="none"/>';
  const pane = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}"/><path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" fill="none"/>`;
  // Windows in the wall either side of the door: one row, or two when more than one a side.
  const wallWindows = n === 5 ? 4 : n === 3 ? 2 : n;
  const slots: string[] = [];
  const perSide = [Math.ceil(wallWindows / 2), Math.floor(wallWindows / 2)];
  for (const [side, count] of perSide.entries()) {
    const x = side === 0 ? 18 : 66;
    if (count === 1) slots.push(pane(x, 56, 16, 16));
    if (count === 2) slots.push(pane(x, 52, 16, 14), pane(x, 74, 16, 14));
  }
  const gable =
    n === 3 || n === 5 ? '<circle cx="50" cy="32" r="7"/><path d="M43 32H57M50 25V39" fill="none"/>' : '';
  return drawn(`${chimney}${roof}${wall}${door}${slots.join('')}${gable}`, 100, 100);
}

/** Candles in a row on a holder: a menorah's nine (the middle one, the shamash, higher) or a kinara's seven. */
function candleHolder(n: number, middleHigher: boolean): Drawable {
  const step = 96 / n;
  const parts: string[] = [];
  const cups: string[] = [];
  for (let k = 0; k < n; k++) {
    const x = 2 + step * (k + 0.5);
    const top = middleHigher && k === (n - 1) / 2 ? 14 : 24;
    // A candle, its flame (a teardrop) and its cup on the holder's bar.
    parts.push(
      `<rect x="${x - 3.5}" y="${top}" width="7" height="${40 - top}"/>`,
      `<path d="M${x} ${top - 11}Q${x + 5} ${top - 4} ${x} ${top - 2}Q${x - 5} ${top - 4} ${x} ${top - 11}Z"/>`,
    );
    cups.push(`<rect x="${x - 5}" y="40" width="10" height="5"/>`);
  }
  // The bar, the stem and the base.
  const holder =
    '<rect x="4" y="45" width="92" height="6" rx="2"/><rect x="45" y="51" width="10" height="34"/><path d="M26 98Q50 80 74 98Z"/>';
  return drawn(`${holder}${cups.join('')}${parts.join('')}`, 100, 100);
}

/**
 * A sugar skull (calavera) for the Day of the Dead, 100×110 units: the skull with flower-petal
 * eye sockets, a heart nose, a stitched smile, a flower on the forehead and swirls on the cheeks
 * (the decorations of the classic kids' page; every part a region at the size a main subject
 * is drawn).
 */
function sugarSkull(): Drawable {
  // An eye socket: eight round scallops around (cx, cy), a ring inside it.
  const eye = (cx: number, cy: number) => {
    const pts = Array.from({ length: 8 }, (_, k) => {
      const a = (k * Math.PI) / 4;
      return `${f2(cx + Math.cos(a) * 15)} ${f2(cy + Math.sin(a) * 15)}`;
    });
    const scallops = pts
      .map((p, k) => `${k === 0 ? `M${p}` : ''}A6.2 6.2 0 0 1 ${pts[(k + 1) % 8]}`)
      .join('');
    return `<path d="${scallops}Z"/><circle cx="${cx}" cy="${cy}" r="8.5"/>`;
  };
  const petals = Array.from({ length: 6 }, (_, k) => {
    const a = (k * 60 * Math.PI) / 180;
    return `<ellipse cx="${f2(50 + Math.sin(a) * 10)}" cy="${f2(25 - Math.cos(a) * 10)}" rx="4.6" ry="7" transform="rotate(${k * 60} ${f2(50 + Math.sin(a) * 10)} ${f2(25 - Math.cos(a) * 10)})"/>`;
  }).join('');
  return drawn(
    '<path d="M50 3C79 3 97 21 97 47C97 61 91 70 85 74L83 90C83 101 70 107 50 107C30 107 17 101 17 90L15 74C9 70 3 61 3 47C3 21 21 3 50 3Z"/>' +
      eye(31, 54) +
      eye(69, 54) +
      '<path d="M50 84C43 78 41 71 45.5 69C48 68 50 70 50 72C50 70 52 68 54.5 69C59 71 57 78 50 84Z"/>' +
      '<path d="M31 92Q50 101 69 92" fill="none"/><path d="M37 91.5V99M43.5 93.5V101M50 94V102M56.5 93.5V101M63 91.5V99" fill="none"/>' +
      `${petals}<circle cx="50" cy="25" r="5"/>` +
      '<path d="M20 72Q16 80 23 82Q29 81 26 76Q23 74 22 78M80 72Q84 80 77 82Q71 81 74 76Q77 74 78 78" fill="none"/>',
    100,
    110,
  );
}

/** Things drawn here instead of taken from OpenMoji (see RAINBOW and drawnSun; catalog.ts DRAWN_THINGS names them). */
export const DRAWN: Record<string, Drawable> = {
  // A round leaf with its notch and veins, flat on the water. 100×44 units.
  'lily pad': drawn(
    '<path d="M50 22L97 16A48 20 0 1 1 86 7Z"/><path d="M50 22Q30 18 14 12M50 22Q40 32 30 39" fill="none"/>',
    100,
    44,
  ),
  // A stick with one twig, lying down. 100×40 units.
  stick: drawn('<path d="M3 34L92 6Q98 5 97 11L70 21L84 19Q88 20 85 24L60 26L6 40Q1 39 3 34Z"/>', 100, 40),
  // An acorn: the cap with its stem over the nut. 60×80 units.
  acorn: drawn(
    '<path d="M10 34Q10 68 30 78Q50 68 50 34Z"/><path d="M4 36Q6 12 30 10Q54 12 56 36Z"/><path d="M27 11L28 2H33L32 11Z"/>',
    60,
    80,
  ),
  // A puddle: a flat, wavy-edged pool with two ripples. 100×30 units.
  puddle: drawn(
    '<path d="M8 16Q4 4 22 6Q34 0 50 4Q66 0 80 5Q98 4 94 15Q99 27 78 26Q62 30 46 27Q28 30 16 26Q2 25 8 16Z"/><path d="M36 15Q50 10 64 15M44 20Q52 18 58 20" fill="none"/>',
    100,
    30,
  ),
  // A pyramid of stone blocks in courses (no lines near the apex: slivers there fill black). 100×70 units.
  pyramid: drawn(
    '<path d="M2 68L50 4L98 68Z"/><path d="M14 52H86M26 36H74" fill="none"/><path d="M30 68V52M50 68V52M70 68V52M40 52V36M60 52V36" fill="none"/>',
    100,
    70,
  ),
  // An ice cream cone: a waffle cone with two crossing lines each way, a dripping scoop and a
  // round scoop on top. 60×100 units.
  'ice cream cone': drawn(
    '<path d="M10 46L30 98L50 46Z"/><path d="M17 64L39 46M22 78L47 54M43 64L21 46M38 78L13 54" fill="none"/>' +
      '<path d="M6 48Q4 24 30 22Q56 24 54 48Q48 56 42 48Q36 58 30 48Q24 56 18 48Q12 56 6 48Z"/><circle cx="30" cy="18" r="15"/>',
    60,
    100,
  ),
  // A dog's bone: a shaft with two round knobs at each end. 100×40 units.
  bone: drawn(
    '<path d="M22 13L78 13Q82 1 92 5Q100 11 94 20Q100 29 92 35Q82 39 78 27L22 27Q18 39 8 35Q0 29 6 20Q0 11 8 5Q18 1 22 13Z"/>',
    100,
    40,
  ),
  'sugar skull': sugarSkull(),
  // A dreidel: a four-sided top on its point, the handle above, a letter-like mark on its face
  // (an open stroke: Hebrew letters would enclose slivers). 60×100 units.
  dreidel: drawn(
    '<rect x="26" y="2" width="8" height="20" rx="3"/><path d="M8 22H52V62L30 98L8 62Z"/><path d="M8 22L52 22" fill="none"/>' +
      '<path d="M20 36H38V52M38 52H20" fill="none"/>',
    60,
    100,
  ),
  // A watering can: a round-shouldered body, a long spout with its rose, a handle over the top. 100×70 units.
  'watering can': drawn(
    '<path d="M66 34L94 10L98 16L72 44Z"/><path d="M90 6L100 2L100 22L92 18Z"/>' +
      '<path d="M14 24Q14 16 24 16H60Q70 16 70 24V64Q70 68 64 68H20Q14 68 14 64Z"/>' +
      '<path d="M22 16Q24 0 42 0Q60 0 62 16L54 16Q52 7 42 7Q32 7 30 16Z"/>',
    100,
    70,
  ),
  // A sandbox: a wooden frame of boards seen from the front, sand heaped inside, a spade in it. 100×50 units.
  sandbox: drawn(
    '<path d="M6 22Q30 6 50 14Q72 4 94 22Z"/><rect x="2" y="22" width="96" height="26" rx="2"/>' +
      '<path d="M2 35H98M34 22V48M66 22V48" fill="none"/><path d="M70 2L74 16L80 15L76 1Z"/>',
    100,
    50,
  ),
  // A round hay bale on its side, with the spiral of its roll and a few straws. 100×70 units.
  'hay bale': drawn(
    '<rect x="2" y="8" width="80" height="60" rx="10"/><ellipse cx="80" cy="38" rx="18" ry="30"/>' +
      '<path d="M80 20Q94 24 92 38Q90 52 80 54Q70 52 70 38Q72 28 80 30Q86 32 84 40" fill="none"/>' +
      '<path d="M16 20L28 24M30 46L42 50M48 18L60 22" fill="none"/>',
    100,
    70,
  ),
  // A burst of coloured powder thrown in the air (Holi): a round burst of twelve lobes, unlike
  // a cloud's flat-bottomed billows, with flecks flying off. 100×90 units.
  'powder cloud': drawn(
    '<path d="M96.0 45.0Q94.2 48.9 79.0 51.6Q90.6 60.4 89.8 64.5Q86.0 67.2 71.2 63.0Q76.1 75.6 73.0 78.9Q68.2 79.5 57.8 69.6Q54.6 82.6 50.0 84.1Q45.4 82.6 42.2 69.6Q31.8 79.5 27.0 78.9Q23.9 75.6 28.8 63.0Q14.0 67.2 10.2 64.5Q9.4 60.4 21.0 51.6Q5.8 48.9 4.0 45.0Q5.8 41.1 21.0 38.4Q9.4 29.6 10.2 25.5Q14.0 22.8 28.8 27.0Q23.9 14.4 27.0 11.1Q31.8 10.5 42.2 20.4Q45.4 7.4 50.0 5.9Q54.6 7.4 57.8 20.4Q68.2 10.5 73.0 11.1Q76.1 14.4 71.2 27.0Q86.0 22.8 89.8 25.4Q90.6 29.6 79.0 38.4Q94.2 41.1 96.0 45.0Z"/>' +
      '<circle cx="3" cy="10" r="3"/><circle cx="97" cy="8" r="3"/><circle cx="6" cy="82" r="3"/><circle cx="94" cy="84" r="3"/>',
    100,
    90,
  ),
  // A mixing bowl seen from the side, its rim an ellipse, a wooden spoon standing in the
  // batter. 100×70 units.
  'mixing bowl': drawn(
    '<path d="M62 30L80 2L87 5L70 32Z"/><path d="M4 30Q8 68 50 68Q92 68 96 30Z"/><ellipse cx="50" cy="30" rx="46" ry="10"/>' +
      '<path d="M30 68H70V62" fill="none"/>',
    100,
    70,
  ),
  // A basketball hoop on its pole: the backboard with its square, the rim and a net of a few
  // cords (crossing cords made cells too small to colour: they printed black). 70×150 units.
  'basketball hoop': drawn(
    '<rect x="42" y="40" width="8" height="110"/><rect x="4" y="2" width="62" height="42" rx="2"/>' +
      '<rect x="22" y="18" width="26" height="18"/><path d="M8 44H56V50H8Z"/>' +
      '<path d="M10 50L18 76H46L54 50M24 50L27 76M40 50L37 76M14 63H50" fill="none"/>',
    70,
    150,
  ),
  // A tree branch reaching in from the left: a tapering bough with a fork and leaves, flat
  // enough for a bird, an owl or a cat to sit on or a monkey to hang from. 100×34 units.
  branch: drawn(
    '<path d="M0 18Q40 14 96 20Q99 22 96 24Q50 26 0 30Z"/><path d="M56 22Q66 12 80 6L82 9Q70 15 62 23Z"/>' +
      '<path d="M80 6Q92 -2 98 4Q92 12 80 6Z"/><path d="M30 16Q26 4 36 0Q42 8 34 16Z"/><path d="M70 24Q76 34 88 32Q84 22 70 24Z"/>',
    100,
    34,
  ),
  // A flying disc seen from a little above: the rim and the ridge inside it. 100×40 units.
  frisbee: drawn(
    '<ellipse cx="50" cy="20" rx="48" ry="18"/><ellipse cx="50" cy="18" rx="30" ry="9"/>',
    100,
    40,
  ),
  // A picket fence: two rails behind five pointed pickets. 100×50 units.
  fence: drawn(
    '<rect x="0" y="14" width="100" height="7"/><rect x="0" y="34" width="100" height="7"/>' +
      [4, 24, 44, 64, 84].map((x) => `<path d="M${x} 50V10L${x + 6} 2L${x + 12} 10V50Z"/>`).join(''),
    100,
    50,
  ),
  // A beach ball: the ball, its top cap and four curved panels meeting at the cap. 100×100 units.
  'beach ball': drawn(
    '<circle cx="50" cy="50" r="48"/><path d="M50 18Q14 40 26 90M50 18Q86 40 74 90M50 18V98" fill="none"/>' +
      '<ellipse cx="50" cy="14" rx="12" ry="7"/>',
    100,
    100,
  ),
  // The flag of the United States, simplified for colouring: thirteen stripes and a canton of
  // twelve stars (fifty are too small to colour at any page size). 190×100 units.
  'american flag': drawn(
    '<rect x="2" y="2" width="186" height="96"/>' +
      Array.from({ length: 6 }, (_, k) => {
        const y = 2 + ((k * 2 + 1) * 96) / 13;
        return `<path d="M${k < 3 ? 80 : 2} ${f2(y)}H188M${k < 3 ? 80 : 2} ${f2(y + 96 / 13)}H188" fill="none"/>`;
      }).join('') +
      `<rect x="2" y="2" width="78" height="${f2((7 * 96) / 13)}"/>` +
      '<path d="M15.5 5.4L17.5 10.2L22.7 10.7L18.8 14.1L20.0 19.1L15.5 16.4L11.0 19.1L12.2 14.1L8.3 10.7L13.5 10.2ZM34.0 5.4L36.0 10.2L41.2 10.7L37.3 14.1L38.5 19.1L34.0 16.4L29.5 19.1L30.7 14.1L26.8 10.7L32.0 10.2ZM52.5 5.4L54.5 10.2L59.7 10.7L55.8 14.1L57.0 19.1L52.5 16.4L48.0 19.1L49.2 14.1L45.3 10.7L50.5 10.2ZM71.0 5.4L73.0 10.2L78.2 10.7L74.3 14.1L75.5 19.1L71.0 16.4L66.5 19.1L67.7 14.1L63.8 10.7L69.0 10.2ZM15.5 22.9L17.5 27.7L22.7 28.2L18.8 31.6L20.0 36.6L15.5 33.9L11.0 36.6L12.2 31.6L8.3 28.2L13.5 27.7ZM34.0 22.9L36.0 27.7L41.2 28.2L37.3 31.6L38.5 36.6L34.0 33.9L29.5 36.6L30.7 31.6L26.8 28.2L32.0 27.7ZM52.5 22.9L54.5 27.7L59.7 28.2L55.8 31.6L57.0 36.6L52.5 33.9L48.0 36.6L49.2 31.6L45.3 28.2L50.5 27.7ZM71.0 22.9L73.0 27.7L78.2 28.2L74.3 31.6L75.5 36.6L71.0 33.9L66.5 36.6L67.7 31.6L63.8 28.2L69.0 27.7ZM15.5 40.4L17.5 45.2L22.7 45.7L18.8 49.1L20.0 54.1L15.5 51.4L11.0 54.1L12.2 49.1L8.3 45.7L13.5 45.2ZM34.0 40.4L36.0 45.2L41.2 45.7L37.3 49.1L38.5 54.1L34.0 51.4L29.5 54.1L30.7 49.1L26.8 45.7L32.0 45.2ZM52.5 40.4L54.5 45.2L59.7 45.7L55.8 49.1L57.0 54.1L52.5 51.4L48.0 54.1L49.2 49.1L45.3 45.7L50.5 45.2ZM71.0 40.4L73.0 45.2L78.2 45.7L74.3 49.1L75.5 54.1L71.0 51.4L66.5 54.1L67.7 49.1L63.8 45.7L69.0 45.2Z"/>',
    190,
    100,
  ),
  menorah: candleHolder(9, true),
  kinara: candleHolder(7, false),
  flag: FLAG,
  table: TABLE,
  box: BOX,
  rainbow: RAINBOW,
  sun: drawnSun(false),
  'sun with face': drawnSun(true),
};

/** A character's PNG as raster art (embedded as a data URL, keeps its own line weight). */
export function rasterDrawable(c: CharacterArt): Drawable {
  const href = `data:image/png;base64,${c.png.toString('base64')}`;
  return {
    markup: `<image href="${href}" width="${c.width}" height="${c.height}"/>`,
    box: { x: 0, y: 0, width: c.width, height: c.height },
    topX: 0.5,
    raster: true,
  };
}

/**
 * SVG of one placed thing: its art scaled (and flipped) into its box, vector strokes
 * `lw` px wide on the page, with the white mask hiding the ground line between its feet.
 */
export function emitPlaced(p: Placed, lw: number, colored = false): string {
  const { art, box } = p;
  const s = box.w / art.box.width;
  const sy = box.h / art.box.height;
  const tx = p.flip ? box.x + (art.box.x + art.box.width) * s : box.x - art.box.x * s;
  const ty = box.y - art.box.y * sy;
  const strokeWidth = art.raster ? '' : ` stroke-width="${f2(lw / s)}"`;
  let mask = '';
  if (p.hideGroundFrom !== undefined && p.hideGroundFrom < box.y + box.h - 2 * lw) {
    const top = Math.max(p.hideGroundFrom, box.y);
    // A full-body figure: the mask spans its legs (figure.ts Figure.legs), which may reach
    // the box's edges (running, kneeling) or only its middle (standing before a tree trunk).
    let x0 = box.x + box.w * 0.15;
    let x1 = box.x + box.w * 0.85;
    if (art.figure) {
      const a = box.x + (art.figure.legs.x0 - art.box.x) * s;
      const b = box.x + (art.figure.legs.x1 - art.box.x) * s;
      [x0, x1] = p.flip ? [2 * box.x + box.w - b, 2 * box.x + box.w - a] : [a, b];
      x0 = Math.max(x0, box.x);
      x1 = Math.min(x1, box.x + box.w);
    }
    mask = `<rect x="${f2(x0)}" y="${f2(top)}" width="${f2(x1 - x0)}" height="${f2(box.y + box.h - 2 * lw - top)}" fill="#fff"/>`;
  }
  const body = art.markupAt
    ? art.markupAt(lw / s)
    : colored && art.colorMarkup
      ? art.colorMarkup
      : art.raster
        ? art.markup
        : art.markup.replaceAll(BAND_WIDTH, String(f2((BAND_FACTOR * lw) / s)));
  return `${mask}<g transform="translate(${f2(tx)} ${f2(ty)}) scale(${p.flip ? -f2(s) : f2(s)} ${f2(sy)})"${strokeWidth}>${body}</g>`;
}

/**
 * The scene as a page-sized SVG; `colored`: OpenMoji art in its own colours, smooth edges.
 * `frame`: true for the rounded frame, or the frame to draw (frames.ts), drawn last.
 */
export function toSvg(
  scene: Scene,
  W: number,
  H: number,
  frame: boolean | FrameSpec,
  colored = false,
): string {
  const lw = scene.f.lw;
  const items: { layer: number; depth: number; order: number; markup: string }[] = [];
  scene.placed.forEach((p, order) => {
    if (p.art === EMPTY) return;
    items.push({ layer: p.layer, depth: p.depth, order, markup: emitPlaced(p, lw, colored) });
  });
  scene.decorations.forEach((d, order) => {
    items.push({ layer: d.layer, depth: -1, order: -1000 + order, markup: d.markup });
  });
  const spec: FrameSpec | null =
    frame === true ? { style: 'rounded', theme: 'flowers', minRegionAreaPx: 0 } : frame || null;
  if (spec && spec.style !== 'none') {
    items.push({
      layer: LAYER.frame,
      depth: 0,
      order: 0,
      markup: frameMarkup(spec.style, W, H, lw, spec.minRegionAreaPx, spec.theme),
    });
  }
  // Painter's order: layer, then depth (further back first), then insertion order.
  items.sort((a, b) => a.layer - b.layer || a.depth - b.depth || a.order - b.order);
  const body = items.map((i) => i.markup).join('');
  return (
    // Crisp edges: the page is thresholded anyway, and unsmoothed black-and-white
    // rendering is faster and already bilevel.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="${colored ? 'geometricPrecision' : 'crispEdges'}">` +
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}

/** A text's outline from the font as vector art (white inside, page-wide stroke). */
export function glyphDrawable(text: string): Drawable {
  const lines = wrapWords(text, GLYPH_LINE_CHARS);
  if (lines.length > 1) {
    // Several lines, centred, a fifth of a line apart ("WELCOME BACK / TO SCHOOL": one line
    // of 22 letters was too thin to colour, look set 6).
    const arts = lines.map((l) => glyphArt(l));
    const width = Math.max(...arts.map((a) => a.box.width));
    const gap = Math.max(...arts.map((a) => a.box.height)) * 0.2;
    let y = 0;
    const moves = arts.map((a) => {
      const move = `translate(${Math.round((width - a.box.width) / 2 - a.box.x)} ${Math.round(y - a.box.y)})`;
      y += a.box.height + gap;
      return move;
    });
    // At the page's line width `t` (art units), counters too small to colour open into their letter.
    const at = (t: number | null) =>
      `<g fill="#fff" stroke="#000">${arts.map((a, i) => `<g transform="${moves[i]}"><path d="${a.d}"/>${t === null ? '' : counterGaps(a.d, t)}</g>`).join('')}</g>`;
    return {
      markup: at(null),
      markupAt: at,
      box: { x: 0, y: 0, width, height: y - gap },
      topX: 0.5,
      raster: false,
      label: 'letters',
    };
  }
  const g = glyphArt(text);
  const one = (t: number | null) =>
    `<path d="${g.d}" fill="#fff" stroke="#000"/>${t === null ? '' : counterGaps(g.d, t)}`;
  return {
    markup: one(null),
    markupAt: one,
    box: g.box,
    topX: 0.5,
    raster: false,
    label: 'letters',
  };
}

/**
 * Longest line of outline letters, in characters, before the words wrap: at 12 a sign's letters
 * were too thin at kids' sizes and printed black (2026-11-29); a name of up to nine fits on one line.
 */
const GLYPH_LINE_CHARS = 9;

/** Words split into lines of at most `max` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [text];
}
