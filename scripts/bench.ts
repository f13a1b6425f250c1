/**
 * `npm run bench`: runs the engine and app benchmarks on this machine and writes
 * BENCHMARKS.md with the machine, the date and every result. Targets come from the
 * engine issue and the app's spine issue.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchApp } from './bench-app';
import { benchColoring } from './bench-coloring';
import { benchHttp } from './bench-http';
import { benchLighthouse } from './bench-lighthouse';
import { benchPages } from './bench-pages';
import { type BenchRow, benchTable } from './bench-stats';
import { engineProcessEnv } from './server-env.mjs';

/** Runs one benchmark script in its own process (so its peak memory is its own) and returns its rows. */
function runSuite(script: string, ...args: string[]): BenchRow[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script, '--json', ...args], {
    env: engineProcessEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as BenchRow[];
}

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const memGiB = Math.round(totalmem() / 1024 ** 3);
  let os = 'Linux';
  try {
    os = readFileSync('/etc/os-release', 'utf8').match(/PRETTY_NAME="(.*)"/)?.[1] ?? os;
  } catch {}
  return `${cpus().length} × ${cpu}, ${memGiB} GiB RAM, ${os}, Node ${process.version}`;
}

const only = process.argv[2];
const previous = existsSync('BENCHMARKS.md') ? readFileSync('BENCHMARKS.md', 'utf8') : '';
/** The "## Title" section of the previous BENCHMARKS.md, kept when only the other part is re-run. */
const previousSection = (title: string) =>
  previous.match(new RegExp(`## ${title}\\n[\\s\\S]*?(?=\\n## |$)`))?.[0]?.trim();
const sections: string[] = [];
if (!only || only === 'engine') {
  const rows = [...runSuite('scripts/bench-engine.ts'), ...runSuite('scripts/bench-lineart.ts')];
  sections.push(
    `## Engine\n\nEach suite runs in its own process; peak RSS is that process's. min is the fastest run, the best estimate for an idle machine.\n\n${benchTable(rows)}`,
  );
} else {
  sections.push(previousSection('Engine') ?? '## Engine\n\nNot measured yet.');
}
if (!only || only === 'book') {
  // Issue 11: PDF time and peak memory for 24 and 100 pages, each case in its own process, with
  // a baseline (a blank 24-page pdf-lib PDF) measured in the same run and the ratio to it.
  const [baseline, ...cases] = ['baseline', '24', '100'].flatMap((c) =>
    runSuite('scripts/bench-book.ts', '5', `--case=${c}`),
  );
  const ratios = cases
    .map(
      (r) =>
        `- ${r.name}: ${(r.medianMs / Math.max(1, baseline?.medianMs ?? 1)).toFixed(1)}× the baseline's median time`,
    )
    .join('\n');
  sections.push(
    `## Book export\n\nEach case runs in its own process; peak RSS is that process's (Node, pdf-lib, sharp loaded). The pages are drawn beforehand by another process.\n\n${benchTable(baseline ? [baseline, ...cases] : cases)}\n\n${ratios}`,
  );
} else {
  sections.push(previousSection('Book export') ?? '## Book export\n\nNot measured yet.');
}
if (!only || only === 'safety') {
  // Issue 13: the local kid-safety check per prompt (≤ 2 ms median), with the obscenity
  // matcher alone on the same prompts as the same-run baseline and the ratio to it.
  const [baseline, check, learned] = runSuite('scripts/bench-safety.ts', '5');
  const ratio =
    baseline && check
      ? `\n\n- ${check.name}: ${(check.medianMs / Math.max(0.001, baseline.medianMs)).toFixed(1)}× the baseline's median time`
      : '';
  sections.push(
    `## Kid safety\n\nEvery prompt of the tuned corpus and both held-out batches (about 1,300, six languages), each call timed alone, in ms.\n\n${benchTable([baseline, check, learned].filter((r) => r !== undefined))}${ratio}`,
  );
} else {
  sections.push(previousSection('Kid safety') ?? '## Kid safety\n\nNot measured yet.');
}
if (!only || only === 'photo') {
  // Issues 14 and 30: photo → page against the classic OpenCV recipe, same run — every test
  // photo (with the marked-subject step) and a 12 MP JPEG.
  const load = loadavg()[0]!.toFixed(1);
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows = runSuite('scripts/bench-photo.ts', '5');
  // Each engine row follows its recipe row ("baseline: …").
  const ratios = rows
    .map((row, i) => {
      const recipe = rows[i - 1];
      if (row.name.startsWith('baseline') || !recipe?.name.startsWith('baseline')) return null;
      return `- ${row.name}: ${(row.medianMs / Math.max(1, recipe.medianMs)).toFixed(2)}× the recipe's median time (min: ${(row.minMs / Math.max(1, recipe.minMs)).toFixed(2)}×)`;
    })
    .filter((line) => line !== null)
    .join('\n');
  sections.push(
    `## Photo vs OpenCV recipe\n\nMeasured ${started} UTC. Test photos (packages/engine/test/photos, all ≤ 1 MP): per photo, 3 interleaved rounds of 2 engine pages (generatePage: decode, line art, print + preview PNG; kids, letter), then the adaptive recipe 3 times in one python3 process with its first run dropped (timed from the JPEG bytes to the letter PNG bytes), then the marked-subject step (isolateSubject, GrabCut in OpenCV.js, a box around the main subject; bench/photo.ts BENCH_SUBJECT_BOXES); one unmeasured engine page and subject step per photo first. 12 MP: 5 rounds of 3 engine runs, then 3 recipe runs in one process. OpenCV uses its own threads, the engine's JavaScript stages one (sharp's decoding and encoding may use more). Load average when it started: ${load} on ${cpus().length} cores (other processes share them). Peak RSS is the Node process's.\n\n${benchTable(rows)}\n\n${ratios}`,
  );
} else {
  sections.push(
    previousSection('Photo vs OpenCV recipe') ?? '## Photo vs OpenCV recipe\n\nNot measured yet.',
  );
}
if (!only || only === 'app') {
  sections.push(`## App\n\nMeasured ${new Date().toISOString().slice(0, 10)}.\n\n${await benchApp()}`);
} else {
  sections.push(previousSection('App') ?? '## App\n\nNot measured yet.');
}
if (!only || only === 'http') {
  // Issue 15: bare Hono baseline and the app on PGlite and PostgreSQL, same run.
  sections.push(
    `## HTTP under load\n\nMeasured ${new Date().toISOString().slice(0, 10)}.\n\n${await benchHttp()}`,
  );
} else {
  sections.push(previousSection('HTTP under load') ?? '## HTTP under load\n\nNot measured yet.');
}
if (!only || only === 'pages') {
  // Issue 15: the engine's worker-thread pool and the cross-process wake (BENCH_BEFORE_ROOT: same-run before).
  sections.push(
    `## Pages off the event loop\n\nMeasured ${new Date().toISOString().slice(0, 10)}.\n\n${await benchPages()}`,
  );
} else {
  sections.push(
    previousSection('Pages off the event loop') ?? '## Pages off the event loop\n\nNot measured yet.',
  );
}
if (!only || only === 'coloring') {
  // Issue 17: fill time on a 2048×2048 page in Chromium and the coloring screen's chunks.
  sections.push(
    `## Coloring\n\nMeasured ${new Date().toISOString().slice(0, 10)}.\n\n${await benchColoring({ build: only === 'coloring' })}`,
  );
} else {
  sections.push(previousSection('Coloring') ?? '## Coloring\n\nNot measured yet.');
}
// Written by `npm run loadtest` (issue 16), never by this script: keep it as it is.
if (!only || only === 'lighthouse') {
  // Issue 18: Lighthouse mobile on the public pages, against a bare HTML page in the same run.
  sections.push(
    `## Lighthouse\n\nMeasured ${new Date().toISOString().slice(0, 10)}.\n\n${await benchLighthouse({ build: only === 'lighthouse' })}`,
  );
} else {
  sections.push(previousSection('Lighthouse') ?? '## Lighthouse\n\nNot measured yet.');
}
const loadTest = previousSection('Scale-out load test');
if (loadTest) sections.push(loadTest);
let commit = 'uncommitted';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {}
const doc = `# Benchmarks

Written by \`npm run bench\` (one part only: \`npm run bench -- engine\`, \`npm run bench -- book\`, \`npm run bench -- safety\`, \`npm run bench -- photo\`, \`npm run bench -- app\`, \`npm run bench -- http\`, \`npm run bench -- pages\`, \`npm run bench -- coloring\` or \`npm run bench -- lighthouse\`).

- Machine: ${machine()}
- Date: ${new Date().toISOString().slice(0, 10)}
- Commit: ${commit}

${sections.join('\n\n')}
`;
writeFileSync('BENCHMARKS.md', doc);
console.log(doc);
