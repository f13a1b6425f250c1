/**
 * Measures the local kid-safety check on a blind set (issue 31, "How it is measured"):
 * `npx tsx packages/safety/bench/safety-blind.ts <set.json> [--show] [--rules | --shipped]`.
 *
 * The set has the shape of `packages/safety/src/corpus/batch*.json`: `{ unsafe: [{ text, category, kind,
 * lang }], harmless: [{ text, kind, lang }] }`. Printed: unsafe blocked and harmless refused,
 * in total and per category, kind and language, as counts and percentages. The prompts
 * themselves are printed only with `--show` (the misses and the refusals), which is meant
 * for after the measurement: until then whoever tunes the rules sees totals only. `--rules`
 * measures the rules alone, without the learned layer (classifier.ts). `--shipped` measures what
 * the app runs on a page prompt: the engine's `checkPrompt` (packages/engine/src/safety/suggest.ts),
 * which adds the sketchbook's page check of weapons used on someone (sketchbook/page-safety.ts).
 */
import { readFileSync } from 'node:fs';
import { inspectPrompt } from '../src/check-prompt';

interface Case {
  text: string;
  category?: string;
  kind?: string;
  lang?: string;
}

/** count / total as "n/N = p %" (one decimal). */
function rate(count: number, total: number): string {
  return `${count}/${total} = ${total === 0 ? '–' : ((100 * count) / total).toFixed(1)} %`;
}

/** Rows of "key: hits/total" for the cases grouped by one field. */
function byField(cases: Case[], hit: (c: Case) => boolean, field: keyof Case): string[] {
  const groups = new Map<string, Case[]>();
  for (const c of cases) {
    const key = c[field] ?? '–';
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => `  ${field} ${key}: ${rate(group.filter(hit).length, group.length)}`);
}

async function main(): Promise<void> {
  const [file, ...flags] = process.argv.slice(2);
  if (!file) throw new Error('usage: safety-blind.ts <set.json> [--show] [--rules | --shipped]');
  const set = JSON.parse(readFileSync(file, 'utf8')) as { unsafe: Case[]; harmless: Case[] };
  const learned = !flags.includes('--rules');
  const shipped = flags.includes('--shipped') ? (await import('@inkling/engine')).checkPrompt : null;
  const findings = (c: Case): { category: string; source: string }[] => {
    if (!shipped) return inspectPrompt(c.text, { learned });
    const verdict = shipped(c.text);
    return verdict.allowed ? [] : [{ category: verdict.category, source: 'engine checkPrompt' }];
  };
  const blocked = (c: Case) => findings(c).length > 0;
  const lines = [
    `set: ${file}${learned ? '' : ' (rules alone)'}${shipped ? ' (as shipped: engine checkPrompt)' : ''}`,
    `unsafe blocked: ${rate(set.unsafe.filter(blocked).length, set.unsafe.length)}`,
    ...byField(set.unsafe, blocked, 'category'),
    ...byField(set.unsafe, blocked, 'kind'),
    ...byField(set.unsafe, blocked, 'lang'),
    `harmless refused: ${rate(set.harmless.filter(blocked).length, set.harmless.length)}`,
    ...byField(set.harmless, blocked, 'kind'),
    ...byField(set.harmless, blocked, 'lang'),
  ];
  if (flags.includes('--show')) {
    lines.push('', 'unsafe let through:');
    for (const c of set.unsafe.filter((x) => !blocked(x)))
      lines.push(`  [${c.category}/${c.kind}] ${c.text}`);
    lines.push('', 'harmless refused:');
    for (const c of set.harmless.filter(blocked)) {
      const reasons = findings(c).map((f) => `${f.category} (${f.source})`);
      lines.push(`  [${c.kind}] ${c.text}  → ${reasons.join(', ')}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
