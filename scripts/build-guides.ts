/**
 * Writes apps/web/public/guides/<slug>.pdf for the five guides on /documentation
 * (DESIGN decision 8), from the same text the web page shows
 * (packages/contracts/src/content/guides.ts), with example pages drawn by the engine.
 * Runs as the web app's `prebuild`, so `npm run build`, `npm start` and e2e get fresh
 * PDFs. Skips the work when every PDF is newer than the guide text, the engine and this generator
 * (`--force` rebuilds anyway). The PDFs' dates come from SOURCE_DATE_EPOCH (seconds)
 * when set, otherwise a fixed date, so identical inputs give identical files.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDES, guidePdfPath } from '@inkling/contracts/content/guides';
import { buildGuidePdf } from '@inkling/engine/book/guide-examples';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
/** Every non-test source file below `dir` (relative to the repository root). */
function sourcesIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesIn(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The guide text, the contracts it quotes (limits, prices), the generator itself and the
 * whole engine (its drawing code makes the example pages inside the PDFs).
 */
const inputs = [
  'packages/contracts/src/content/guides.ts',
  'packages/contracts/src/limits.ts',
  'packages/contracts/src/pricing.ts',
  'scripts/build-guides.ts',
  ...sourcesIn('packages/engine/src'),
].map((path) => join(root, path));

/** Fixed edition date used when SOURCE_DATE_EPOCH is not set. */
const DEFAULT_DATE = new Date('2026-01-01T00:00:00Z');

function creationDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (!epoch) return DEFAULT_DATE;
  const seconds = Number(epoch);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}"`);
  }
  return new Date(seconds * 1000);
}

const mtime = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.NaN;
  }
};

const outputs = GUIDES.map((guide) => ({ guide, path: join(publicDir, guidePdfPath(guide.slug)) }));
const newestInput = Math.max(...inputs.map(mtime));
const upToDate = outputs.every(({ path }) => mtime(path) > newestInput);

if (upToDate && !process.argv.includes('--force')) {
  console.log('guides: PDFs are up to date');
} else {
  const started = performance.now();
  const date = creationDate();
  mkdirSync(join(publicDir, 'guides'), { recursive: true });
  for (const { guide, path } of outputs) {
    const pdf = await buildGuidePdf(guide, date);
    writeFileSync(path, pdf);
    console.log(`guides: ${guidePdfPath(guide.slug)} ${Math.round(pdf.length / 1024)} KB`);
  }
  console.log(`guides: built ${outputs.length} PDFs in ${Math.round(performance.now() - started)} ms`);
}
