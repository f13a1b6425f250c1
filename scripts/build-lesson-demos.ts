/**
 * Writes apps/web/public/training/demos/module-<m>-lesson-<n>.svg (and …-still.svg) for every
 * Training lesson (issue 32 #7, decision 010): the spec's lessons link to videos, Inkling has
 * no video host, so each lesson has its own short looping demo served by the app. A demo is
 * an animated SVG of Inkling's prompt box: the lesson's demo idea is typed, Create is
 * pressed, and the coloring page the offline sketchbook engine draws for that idea appears
 * line by line; it loops every 8 seconds. The `-still` file is the last frame, shown while
 * the demo is paused; the animated one also stops on its last frame where the reader asks
 * for reduced motion. Runs in the web app's `prebuild`; skips the work when every file is
 * newer than the lesson text, the engine and this script (`--force` redraws anyway). Same
 * inputs → same files (fixed seeds).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEMO_PROMPT_MAX_CHARS,
  TRAINING_MODULES,
  type TrainingLesson,
} from '@inkling/contracts/content/training';
import { generatePage, pageThumbnail } from '@inkling/engine';
import { outputsUpToDate, REPO_ROOT, sourcesIn } from './build-inputs';

const PUBLIC_DIR = join(REPO_ROOT, 'apps/web/public');
/** One loop of a demo, in seconds. */
export const DEMO_LOOP_S = 8;
/** The drawn page's size inside the demo, in px of the SVG's 640×360 canvas. */
const PAGE_PX = 280;
/** Width of one character of the prompt's monospaced text at 17 px. */
const CHAR_PX = 10.3;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The demo's SVG: a prompt box on the left where `prompt` is typed, a Create button that is
 * pressed, and the page (`pagePng`) wiped in from the top on the right. `animated: false`
 * draws the last frame only.
 */
export function demoSvg(lesson: TrainingLesson, pagePng: Buffer, animated: boolean): string {
  const { prompt } = lesson.demo;
  if (prompt.length > DEMO_PROMPT_MAX_CHARS) throw new Error(`demo idea too long: "${prompt}"`);
  const typed = Math.ceil(prompt.length * CHAR_PX) + 4;
  const pct = (s: number) => `${((s / DEMO_LOOP_S) * 100).toFixed(2)}%`;
  // Typing 0.4–3 s, the press at 3.2 s, the page drawn 3.6–6 s, held until the loop ends.
  const style = animated
    ? `
.typed{animation:type ${DEMO_LOOP_S}s steps(${prompt.length},end) infinite}
.caret{animation:caret ${DEMO_LOOP_S}s linear infinite}
.press{animation:press ${DEMO_LOOP_S}s ease-out infinite;transform-origin:170px 228px}
.wipe{animation:wipe ${DEMO_LOOP_S}s linear infinite}
.spinner{animation:spin ${DEMO_LOOP_S}s linear infinite}
@keyframes type{0%,${pct(0.4)}{transform:scaleX(0)}${pct(3)},100%{transform:scaleX(1)}}
@keyframes caret{0%,${pct(0.4)}{transform:translateX(-${typed}px)}${pct(3)},100%{transform:translateX(0)}}
@keyframes press{0%,${pct(3.1)}{transform:scale(1)}${pct(3.25)}{transform:scale(.92)}${pct(3.45)},100%{transform:scale(1)}}
@keyframes wipe{0%,${pct(3.6)}{transform:scaleY(0)}${pct(6)},100%{transform:scaleY(1)}}
@keyframes spin{0%,${pct(3.3)}{opacity:0}${pct(3.5)},${pct(5.8)}{opacity:1}${pct(6)},100%{opacity:0}}
@media (prefers-reduced-motion:reduce){.typed,.caret,.press,.wipe,.spinner{animation:none}.spinner{opacity:0}}`
    : '.spinner{opacity:0}';
  const page = `data:image/png;base64,${pagePng.toString('base64')}`;
  const pageX = 340;
  const pageY = 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(lesson.demo.alt)}">
<title>${escapeXml(lesson.demo.alt)}</title>
<style>text{font-family:'DejaVu Sans',Verdana,sans-serif}.mono{font-family:'DejaVu Sans Mono',Menlo,monospace}.typed{transform-origin:36px 0}.caret{transform-origin:0 0}.wipe{transform-origin:0 ${pageY}px}${style}</style>
<defs><clipPath id="typed"><rect class="typed" x="36" y="120" width="${typed}" height="40"/></clipPath>
<clipPath id="drawn"><rect class="wipe" x="${pageX}" y="${pageY}" width="${PAGE_PX}" height="${PAGE_PX}"/></clipPath></defs>
<rect width="640" height="360" rx="18" fill="#fdf8f1"/>
<text x="24" y="58" font-size="22" font-weight="700" fill="#3b2a6b">Inkling</text>
<text x="24" y="86" font-size="14" fill="#5b5570">${escapeXml(lesson.title)}</text>
<rect x="24" y="112" width="292" height="56" rx="14" fill="#fff" stroke="#7c5cd6" stroke-width="2"/>
<text class="mono" x="36" y="146" font-size="17" fill="#1f1a2e" clip-path="url(#typed)">${escapeXml(prompt)}</text>
<rect class="caret" x="${36 + typed}" y="128" width="2" height="24" fill="#7c5cd6"/>
<g class="press"><rect x="110" y="206" width="120" height="44" rx="22" fill="#7c5cd6"/>
<text x="170" y="234" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">Create</text></g>
<rect x="${pageX - 8}" y="${pageY - 8}" width="${PAGE_PX + 16}" height="${PAGE_PX + 16}" rx="10" fill="#fff" stroke="#d9d2e6"/>
<image x="${pageX}" y="${pageY}" width="${PAGE_PX}" height="${PAGE_PX}" href="${page}" xlink:href="${page}" clip-path="url(#drawn)"/>
<g class="spinner"><circle cx="${pageX + PAGE_PX / 2}" cy="${pageY + PAGE_PX + 2}" r="5" fill="#7c5cd6"/></g>
</svg>
`;
}

/** Every lesson with its module id and the two files it gets. */
function demoFiles(publicDir: string) {
  return TRAINING_MODULES.flatMap((module) =>
    module.lessons.map((lesson) => ({
      lesson,
      seed: module.id * 100 + lesson.id,
      animated: join(publicDir, lesson.demo.src),
      still: join(publicDir, lesson.demo.stillSrc),
    })),
  );
}

/**
 * Writes every lesson's demo below `publicDir` unless all are newer than their inputs and
 * `force` is false. Returns the files written with their sizes in bytes (empty when up to date).
 */
export async function buildLessonDemos(
  publicDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ path: string; bytes: number }[]> {
  const inputs = [
    'packages/contracts/src/content/training.ts',
    'scripts/build-lesson-demos.ts',
    ...sourcesIn('packages/engine/src'),
    ...sourcesIn('packages/safety/src'),
  ];
  const files = demoFiles(publicDir);
  if (
    !force &&
    outputsUpToDate(
      inputs,
      files.flatMap((file) => [file.animated, file.still]),
    )
  )
    return [];
  mkdirSync(join(publicDir, 'training/demos'), { recursive: true });
  const written: { path: string; bytes: number }[] = [];
  for (const file of files) {
    const page = await generatePage({
      prompt: file.lesson.demo.prompt,
      seed: file.seed,
      audience: 'kids',
      format: 'square',
    });
    // Twice the drawn size, for sharp lines on high-density screens.
    const png = await pageThumbnail(page.previewPng, PAGE_PX * 2);
    for (const [path, animated] of [
      [file.animated, true],
      [file.still, false],
    ] as const) {
      const svg = demoSvg(file.lesson, png, animated);
      writeFileSync(path, svg);
      written.push({ path, bytes: Buffer.byteLength(svg) });
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const written = await buildLessonDemos(PUBLIC_DIR, { force: process.argv.includes('--force') });
  if (written.length === 0) {
    console.log('lesson demos: up to date');
  } else {
    const bytes = written.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `lesson demos: ${written.length} files, ${Math.round(bytes / 1024)} KiB in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
