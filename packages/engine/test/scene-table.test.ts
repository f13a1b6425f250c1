import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composePrompt } from './compose-prompt';
import { checkEntry, type TableEntry } from './scene-check';

const TABLE: TableEntry[] = JSON.parse(
  readFileSync(new URL('./scene-table.json', import.meta.url), 'utf8'),
).prompts;

/**
 * Issue 14's target: at least 90 % of the table's prompts pass (placement data checked
 * by scene-check.ts). Measured before the scene grammar: see the issue's closing note.
 */
const PASS_RATE = Number(process.env.SCENE_TABLE_MIN ?? 0.9);

describe('issue 14 evaluation table (sketchbook placement data)', () => {
  it('has at least 120 distinct prompts covering the eight failure kinds', () => {
    expect(new Set(TABLE.map((e) => e.prompt)).size).toBeGreaterThanOrEqual(120);
    const kinds = new Set(TABLE.map((e) => e.kind));
    for (const k of ['relation', 'count', 'sense', 'letters', 'blob', 'people', 'fallback', 'lines'])
      expect(kinds, k).toContain(k);
  });

  it(`places what each prompt asks for, where it asks (≥ ${PASS_RATE * 100} %)`, async () => {
    const failures: string[] = [];
    const byKind = new Map<string, [number, number]>();
    for (const entry of TABLE) {
      const composed = await composePrompt(entry.prompt);
      const problems = checkEntry(entry, composed, 2550);
      const k = byKind.get(entry.kind) ?? [0, 0];
      byKind.set(entry.kind, [k[0] + (problems.length === 0 ? 1 : 0), k[1] + 1]);
      if (problems.length > 0) failures.push(`"${entry.prompt}": ${problems.join('; ')}`);
    }
    const passed = TABLE.length - failures.length;
    console.log(
      `scene table: ${passed}/${TABLE.length} = ${((100 * passed) / TABLE.length).toFixed(1)}% pass; by kind: ${[
        ...byKind,
      ]
        .map(([k, [p, n]]) => `${k} ${p}/${n}`)
        .join(', ')}\n${failures.join('\n')}`,
    );
    expect(passed / TABLE.length).toBeGreaterThanOrEqual(PASS_RATE);
  }, 240_000);
});
