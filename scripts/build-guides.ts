/**
 * Writes apps/web/public/guides/<slug>.pdf for the five guides on /documentation
 * (DESIGN decision 8), from the same text the web page shows
 * (packages/contracts/src/content/guides.ts), with example pages drawn by the engine.
 * Runs as the web app's `prebuild`, so `npm run build`, `npm start` and e2e get fresh
 * PDFs. Skips the work when every PDF is newer than the guide text, the engine and this generator
 * (`--force` rebuilds anyway). The PDFs' dates come from SOURCE_DATE_EPOCH (seconds)
 * when set, otherwise a fixed date, so identical inputs give identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDES, guidePdfPath } from '@inkling/contracts/content/guides';
import { buildGuidePdf } from '@inkling/engine/guides';
import { outputsUpToDate, REPO_ROOT, sourcesIn } from './build-inputs';

const publicDir = join(REPO_ROOT, 'apps/web/public');
/**
 * The guide text, the contracts it quotes (limits, prices), the generator itself and the
 * whole engine with the safety package it runs (its drawing code makes the example pages
 * inside the PDFs).
 */
const inputs = [
  'packages/contracts/src/content/guides.ts',
  'packages/contracts/src/limits.ts',
  'packages/contracts/src/pricing.ts',
  'scripts/build-guides.ts',
  ...sourcesIn('packages/engine/src'),
  ...sourcesIn('packages/safety/src'),
];

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

const outputs = GUIDES.map((guide) => ({ guide, path: join(publicDir, guidePdfPath(guide.slug)) }));
const upToDate = outputsUpToDate(
  inputs,
  outputs.map(({ path }) => path),
);

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
