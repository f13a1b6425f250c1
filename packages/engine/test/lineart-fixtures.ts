import sharp from 'sharp';
import { type GreyRaster, rasterFromImage } from '../src/lineart/raster';
import { mulberry32 } from '../src/sketchbook/random';

/**
 * Test and benchmark fixtures made by code (DESIGN.md "image fixtures … made by code").
 * Not used by the product.
 */

/** Geometry of the defects drawn by {@link aiStylePageSvg}, px in the 1024×1536 image. */
export const AI_PAGE = {
  width: 1024,
  height: 1536,
  /** A circle drawn with a small gap; its centre must end up enclosed. */
  gapCircle: { cx: 300, cy: 1050, r: 150, gapDeg: 6 },
  /** A solid black rectangle; it must become an outline. */
  solid: { x: 640, y: 900, w: 240, h: 300 },
  /** Specks (2–5 px dots) scattered in this box; they must disappear. */
  specks: { x: 80, y: 1300, w: 860, h: 160, count: 60 },
  /** Big head circle with grey radial shading. */
  head: { cx: 512, cy: 480, r: 300 },
} as const;

/**
 * An "AI-style" 1024×1536 coloring page as SVG: anti-aliased black outlines of
 * varying width, grey radial shading, a grey gradient sky band, a solid black area,
 * specks, a circle with a small gap, hairlines (1 px) and a dark-grey filled star.
 */
export function aiStylePageSvg(seed = 1): string {
  const { width, height, gapCircle: gc, solid, specks, head } = AI_PAGE;
  const rand = mulberry32(seed);
  const dots: string[] = [];
  for (let i = 0; i < specks.count; i++) {
    const x = specks.x + rand() * specks.w;
    const y = specks.y + rand() * specks.h;
    dots.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1 + rand() * 1.5).toFixed(1)}" fill="#000"/>`,
    );
  }
  const hair: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = 120 + i * 60;
    hair.push(
      `<path d="M${x} 1290 q 10 -60 ${20 + (i % 3) * 10} -110" stroke="#111" stroke-width="1.2" fill="none"/>`,
    );
  }
  const a0 = (gc.gapDeg / 2) * (Math.PI / 180);
  const sx = gc.cx + gc.r * Math.cos(a0);
  const sy = gc.cy - gc.r * Math.sin(a0);
  const ex = gc.cx + gc.r * Math.cos(-a0);
  const ey = gc.cy - gc.r * Math.sin(-a0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="shade" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#8a8a8a"/>
    </radialGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#f4f4f4"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="#fff"/>
  <rect x="0" y="0" width="${width}" height="200" fill="url(#sky)"/>
  <circle cx="${head.cx}" cy="${head.cy}" r="${head.r}" fill="url(#shade)" stroke="#000" stroke-width="6"/>
  <circle cx="${head.cx - 100}" cy="${head.cy - 60}" r="40" fill="#fff" stroke="#000" stroke-width="4"/>
  <circle cx="${head.cx + 100}" cy="${head.cy - 60}" r="40" fill="#fff" stroke="#000" stroke-width="4"/>
  <circle cx="${head.cx - 100}" cy="${head.cy - 60}" r="14" fill="#000"/>
  <circle cx="${head.cx + 100}" cy="${head.cy - 60}" r="14" fill="#000"/>
  <path d="M${head.cx - 130} ${head.cy + 100} Q ${head.cx} ${head.cy + 200} ${head.cx + 130} ${head.cy + 100}" stroke="#000" stroke-width="3" fill="none"/>
  <path d="M${sx.toFixed(1)} ${sy.toFixed(1)} A ${gc.r} ${gc.r} 0 1 0 ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="#000" stroke-width="4" fill="none"/>
  <rect x="${solid.x}" y="${solid.y}" width="${solid.w}" height="${solid.h}" fill="#000"/>
  <polygon points="180,820 205,880 270,880 218,918 238,980 180,942 122,980 142,918 90,880 155,880" fill="#3a3a3a" stroke="#000" stroke-width="3"/>
  ${hair.join('\n  ')}
  ${dots.join('\n  ')}
</svg>`;
}

/** {@link aiStylePageSvg} rasterised to a grey raster (1024×1536 px). */
export async function aiStylePage(seed = 1): Promise<GreyRaster> {
  const png = await sharp(Buffer.from(aiStylePageSvg(seed)))
    .png()
    .toBuffer();
  return rasterFromImage(png);
}

/** Geometry of {@link toyPhoto}'s subject in display orientation, as fractions of width/height. */
export const TOY = {
  /** Body: ellipse centre and radii (fractions of the display width/height). */
  body: { cx: 0.5, cy: 0.66, rx: 0.3, ry: 0.2 },
  head: { cx: 0.5, cy: 0.33, rx: 0.22, ry: 0.165 },
} as const;

/**
 * A synthetic photo of a toy (a bear-like figure: two big shaded ellipses, ears, eyes)
 * on a gradient background with sensor-like noise, as JPEG. Drawn upright in a
 * portrait `width`×`height` frame. With `orientation` set (EXIF 1–8) the pixels are
 * stored rotated so a viewer that honours the tag shows the upright portrait.
 */
export async function toyPhoto(opts: {
  width: number;
  height: number;
  orientation?: number;
  quality?: number;
}): Promise<Buffer> {
  const { width: w, height: h } = opts;
  const b = TOY.body;
  const hd = TOY.head;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d3e8"/><stop offset="1" stop-color="#e8dcc4"/></linearGradient>
    <radialGradient id="fur" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#c98f52"/><stop offset="1" stop-color="#6e4422"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="${w * 0.3}" cy="${h * 0.19}" rx="${w * 0.08}" ry="${w * 0.08}" fill="url(#fur)"/>
  <ellipse cx="${w * 0.7}" cy="${h * 0.19}" rx="${w * 0.08}" ry="${w * 0.08}" fill="url(#fur)"/>
  <ellipse cx="${w * b.cx}" cy="${h * b.cy}" rx="${w * b.rx}" ry="${h * b.ry}" fill="url(#fur)"/>
  <ellipse cx="${w * hd.cx}" cy="${h * hd.cy}" rx="${w * hd.rx}" ry="${h * hd.ry}" fill="url(#fur)"/>
  <ellipse cx="${w * 0.5}" cy="${h * 0.39}" rx="${w * 0.08}" ry="${h * 0.045}" fill="#e9d2b0"/>
  <circle cx="${w * 0.42}" cy="${h * 0.3}" r="${w * 0.025}" fill="#141414"/>
  <circle cx="${w * 0.58}" cy="${h * 0.3}" r="${w * 0.025}" fill="#141414"/>
  <circle cx="${w * 0.5}" cy="${h * 0.375}" r="${w * 0.018}" fill="#2a1a10"/>
</svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = base;
  const rand = mulberry32(7);
  for (let i = 0; i < data.length; i++) {
    const noise = (rand() + rand() + rand() - 1.5) * 22;
    data[i] = Math.max(0, Math.min(255, data[i]! + noise));
  }
  let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const orientation = opts.orientation ?? 1;
  if (orientation !== 1) {
    // Store the pixels so that applying `orientation` restores the upright picture.
    const undo: Record<number, number> = { 3: 180, 6: 270, 8: 90 };
    const angle = undo[orientation];
    if (angle === undefined) throw new RangeError(`orientation ${orientation} not supported by the fixture`);
    img = sharp(await img.rotate(angle).raw().toBuffer(), {
      raw: { width: angle === 180 ? w : h, height: angle === 180 ? h : w, channels: info.channels },
    });
    return img
      .jpeg({ quality: opts.quality ?? 88 })
      .withMetadata({ orientation })
      .toBuffer();
  }
  return img.jpeg({ quality: opts.quality ?? 88 }).toBuffer();
}
