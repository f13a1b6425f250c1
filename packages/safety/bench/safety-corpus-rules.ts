/**
 * Counts what the rules alone (no learned layer) block and refuse over every labelled corpus
 * prompt (issue 31): `npx tsx packages/safety/bench/safety-corpus-rules.ts [--show]`.
 *
 * Prompts: every labelled file of `packages/safety/src/corpus` (`train/*.json`, `batch*.json`,
 * `blind*.json`, held out or not), each prompt counted as often as the files hold it — the count
 * behind docs/safety.md's "every corpus prompt, rules alone" figures (10,244 unsafe and 16,368
 * harmless prompts once blind set 15 had joined; 240 + 240 more with each blind set). Printed:
 * "unsafe blocked n of N" and "harmless refused n of N", and with `--show` the harmless prompts
 * refused, with the category and the words that matched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { inspectPrompt } from '../src/check-prompt';

interface CorpusFile {
  unsafe: { text: string }[];
  harmless: { text: string }[];
}

const CORPUS = new URL('../src/corpus/', import.meta.url);
const files = [
  ...readdirSync(new URL('train/', CORPUS))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `train/${f}`),
  ...readdirSync(CORPUS).filter((f) => /^(?:batch\d+|blind\d+)\.json$/.test(f)),
].sort();
const all: { text: string; unsafe: boolean }[] = [];
for (const f of files) {
  const file = JSON.parse(readFileSync(new URL(f, CORPUS), 'utf8')) as CorpusFile;
  all.push(...file.unsafe.map((c) => ({ text: c.text, unsafe: true })));
  all.push(...file.harmless.map((c) => ({ text: c.text, unsafe: false })));
}
const unsafe = all.filter((c) => c.unsafe);
const harmless = all.filter((c) => !c.unsafe);
const findings = (text: string) => inspectPrompt(text, { learned: false });
const blocked = unsafe.filter((c) => findings(c.text).length > 0).length;
const refused = harmless.filter((c) => findings(c.text).length > 0);
const lines = [
  `corpus rules (${files.length} files, rules alone):`,
  `unsafe blocked ${blocked} of ${unsafe.length}`,
  `harmless refused ${refused.length} of ${harmless.length}`,
];
if (process.argv.includes('--show'))
  for (const c of refused) {
    const reasons = findings(c.text).map((f) => `${f.category} "${f.match}" (${f.source})`);
    lines.push(`  ${c.text}  → ${reasons.join(', ')}`);
  }
process.stdout.write(`${lines.join('\n')}\n`);
