/**
 * Issue 14's photo comparison: every photo in test/photos/ drawn by the engine's photo
 * path (kids, letter) and by the classic OpenCV recipe (scripts/opencv-recipe.py, both
 * variants: bilateral → adaptive threshold → speck removal, and Canny → dilate), side by
 * side, one row per photo, in docs/examples/photo-comparison.png. Each engine page is
 * checked with checkPage. Needs Debian's python3-opencv.
 * Run: `npx tsx packages/engine/bench/photo-comparison.ts [out.png]`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { finalizePage, withPngDensity } from '../src/lineart/encode';
import { photoToLineArt } from '../src/lineart/photo';
import { checkPage } from '../src/lineart/quality';
import { pageSize } from '../src/profiles';

const photosDir = fileURLToPath(new URL('../test/photos/', import.meta.url));
const recipe = fileURLToPath(new URL('../../../scripts/opencv-recipe.py', import.meta.url));
const out =
  process.argv[2] ?? fileURLToPath(new URL('../../../docs/examples/photo-comparison.png', import.meta.url));
const TW = 420;
const TH = Math.round((TW * 3300) / 2550);
const GAP = 8;
const LABEL = 26;
const COLUMNS = ['photo', 'Inkling engine', 'OpenCV: bilateral + adaptive', 'OpenCV: Canny + dilate'];

async function tile(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(TW, TH, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

function label(text: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${LABEL}"><rect width="100%" height="100%" fill="#eee"/><text x="6" y="18" font-family="sans-serif" font-size="16">${text}</text></svg>`,
  );
}

async function main() {
  const { width, height } = pageSize('letter');
  const files = readdirSync(photosDir).filter((f) => /\.jpe?g$/i.test(f));
  const composites: OverlayOptions[] = [];
  const failing: string[] = [];
  for (const [row, file] of files.entries()) {
    const path = photosDir + file;
    const photo = readFileSync(path);
    const started = performance.now();
    const raster = await photoToLineArt(photo, { audience: 'kids', maxWidth: width, maxHeight: height });
    const { printPng } = await finalizePage(raster, { audience: 'kids' });
    const engineMs = performance.now() - started;
    const check = await checkPage(printPng, { audience: 'kids', format: 'letter' });
    if (!check.ok) failing.push(`${file}: ${check.problems.join('; ')}`);
    const pages: Buffer[] = [];
    const times: string[] = [`engine ${engineMs.toFixed(0)} ms`];
    for (const variant of ['adaptive', 'canny']) {
      const dst = `/tmp/photo-comparison-${variant}.png`;
      const res = JSON.parse(
        execFileSync('/usr/bin/python3', [recipe, variant, path, dst, String(width), String(height)], {
          encoding: 'utf8',
        }),
      ) as { ms: number[] };
      const png = readFileSync(dst);
      // The recipe's page carries no density; give it 300 dpi so only the drawing is judged.
      const recipeCheck = await checkPage(withPngDensity(png, 300), { audience: 'kids', format: 'letter' });
      times.push(
        `${variant} ${res.ms[0]!.toFixed(0)} ms (checkPage: ${recipeCheck.ok ? 'passes' : recipeCheck.problems.map((p) => p.split(':')[0]!.split(';')[0]).join(' | ')})`,
      );
      pages.push(png);
    }
    console.log(`${file}: ${times.join(', ')}`);
    const top = row * (TH + LABEL + GAP) + LABEL + GAP;
    for (const [col, image] of [photo, printPng, ...pages].entries()) {
      composites.push({ input: await tile(image), left: col * (TW + GAP), top });
    }
    composites.push({ input: label(file), left: 0, top: top - LABEL });
    for (const [col, name] of COLUMNS.slice(1).entries())
      composites.push({ input: label(name), left: (col + 1) * (TW + GAP), top: top - LABEL });
  }
  await sharp({
    create: {
      width: COLUMNS.length * (TW + GAP) - GAP,
      height: files.length * (TH + LABEL + GAP) + GAP,
      channels: 3,
      background: '#888',
    },
  })
    .composite(composites)
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .toFile(out);
  console.log(
    failing.length ? `checkPage failures:\n${failing.join('\n')}` : 'every engine page passes checkPage',
  );
}

await main();
