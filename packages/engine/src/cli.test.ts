import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINE_WEIGHT_MM } from '@inkling/contracts/page';
import { describe, expect, it, vi } from 'vitest';
import { main } from './cli';
import { countEmptyBubbles, measurePanels } from './comic-measure';
import { measureLines } from './print-check';
import { mmToPx } from './profiles';

describe('the CLI', () => {
  it('takes --weight, --detail, --frame and --background (issue 33) into the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkling-cli-'));
    const out = join(dir, 'page.png');
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await main([
        'a dog in a garden',
        '--out',
        out,
        '--weight',
        'bold',
        '--detail',
        'simple',
        '--frame',
        '--background',
        'subject',
        '--json',
      ]);
    } finally {
      spy.mockRestore();
    }
    const meta = JSON.parse(written.join(''));
    expect(meta.style).toEqual({ weight: 'bold', detail: 'simple', frame: 'rounded', background: 'subject' });
    const width = (await measureLines(readFileSync(out))).strokeWidthPx;
    expect(Math.abs(width / mmToPx(LINE_WEIGHT_MM.kids.bold) - 1)).toBeLessThanOrEqual(0.15);
  });

  it('takes --comic and --bubbles (issue 33): a page of that many panels with bubbles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkling-cli-'));
    const out = join(dir, 'comic.png');
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await main(['a cat finds a ball', '--out', out, '--comic', '6', '--bubbles', 'empty', '--json']);
    } finally {
      spy.mockRestore();
    }
    const meta = JSON.parse(written.join(''));
    expect(meta.comic).toMatchObject({ panels: 6, bubbles: 'empty' });
    expect(await measurePanels(readFileSync(out))).toHaveLength(6);
    expect(await countEmptyBubbles(readFileSync(out))).toBe(6);
  }, 60_000);
});
