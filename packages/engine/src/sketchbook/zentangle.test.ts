import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePrompt } from '../../test/compose-prompt';
import { generatePage } from '../generate';
import { checkPage } from '../lineart/quality';
import { AUDIENCE_PROFILES } from '../profiles';
import type { Audience } from '../types';
import { understandPrompt } from './understand';
import { zentangleFill } from './zentangle';

const W = 2550;
const H = 3300;

/** Greyscale pixels of an SVG rendered at page size. */
const pixels = async (svg: string) =>
  sharp(Buffer.from(svg)).flatten({ background: '#fff' }).greyscale().raw().toBuffer();

describe('a subject covered in patterns (issue 29, look set 8: "plain cat, no zentangle patterns")', () => {
  it('reads zentangle, paisley and "with patterns" as how the subject is drawn, never as things', () => {
    for (const prompt of [
      'a zentangle cat',
      'zentangle elephant with paisley patterns',
      'a butterfly with patterns on its wings',
      'a turtle covered in patterns',
    ]) {
      const u = understandPrompt(prompt);
      expect(u.patterned, prompt).toBe(true);
      expect(u.skippedWords, prompt).toEqual([]);
    }
    // A person's patterned shirt is a scene; a plain cat is plain.
    expect(understandPrompt('a kid in a patterned shirt').patterned).toBeUndefined();
    expect(understandPrompt('a cat').patterned).toBeUndefined();
  });

  it('puts every pattern stroke inside the subject, clear of its outline, in bands of different kinds', async () => {
    const plain = await composePrompt('an elephant', 1, 'big-kids');
    const lw = AUDIENCE_PROFILES['big-kids'].lineWidthPx;
    const minSide = Math.sqrt(AUDIENCE_PROFILES['big-kids'].minRegionAreaPx);
    const silhouetteSvg = plain.subjectSilhouette!();
    const fill = await zentangleFill({ pageSvg: plain.svg, silhouetteSvg, width: W, height: H, lw, minSide });
    // Several kinds of element: dots or rings (circles) and strokes (paths), and band lines.
    expect((fill.match(/<circle/g) ?? []).length).toBeGreaterThan(1);
    expect((fill.match(/<path/g) ?? []).length).toBeGreaterThan(10);
    // Rendered alone, every ink pixel of the patterns lies inside the silhouette.
    const alone = await pixels(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${fill}</svg>`,
    );
    const solid = await pixels(silhouetteSvg);
    let ink = 0;
    let outside = 0;
    for (let i = 0; i < alone.length; i++) {
      if (alone[i]! >= 128) continue;
      ink++;
      if (solid[i]! >= 128) outside++;
    }
    expect(ink).toBeGreaterThan(20_000);
    expect(outside).toBe(0);
  });

  it('draws the patterned subject alone, with more ink than the plain one, and passes the print checks', async () => {
    for (const audience of ['kids', 'big-kids'] as Audience[]) {
      const patterned = await composePrompt('a zentangle owl', 1, audience);
      expect(patterned.elements, audience).toEqual(['owl']);
      const page = await generatePage({ prompt: 'a zentangle owl', seed: 1, audience });
      const plainPage = await generatePage({
        prompt: 'an owl',
        seed: 1,
        audience,
        style: { background: 'subject' },
      });
      const count = async (png: Buffer) => {
        const raw = await sharp(png).greyscale().raw().toBuffer();
        let n = 0;
        for (const v of raw) if (v < 128) n++;
        return n;
      };
      expect(await count(page.printPng), audience).toBeGreaterThan((await count(plainPage.printPng)) * 1.25);
      const check = await checkPage(page.printPng, { audience, format: 'letter' });
      expect(check.problems, audience).toEqual([]);
    }
  });
});
