import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { retrySentence } from '../providers/openai';
import { inspectDrawing } from './inspect';

const W = 1024;
const H = 1536;
const svg = (body: string, background = '#fff') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A clean model drawing: two closed outlines, filled pupils, a light grey shadow. */
const GOOD = `<ellipse cx="512" cy="1200" rx="300" ry="40" fill="#ddd"/>
  <circle cx="512" cy="700" r="300" fill="none" stroke="#000" stroke-width="12"/>
  <rect x="300" y="1050" width="420" height="200" fill="none" stroke="#000" stroke-width="12"/>
  <circle cx="420" cy="620" r="30"/><circle cx="600" cy="620" r="30"/>`;

describe('inspectDrawing', () => {
  it('passes a clean outline drawing with small filled features and light shading', async () => {
    const m = await inspectDrawing(await svg(GOOD), 'kids');
    expect(m.failures).toEqual([]);
    expect(m.closedRegions).toBeGreaterThanOrEqual(2);
    expect(m.inkShare).toBeGreaterThan(0.005);
  });

  it.each([
    ['colour', `${GOOD}<rect x="100" y="100" width="824" height="400" fill="#e33"/>`, '#fff'],
    ['grey', `${GOOD}<rect x="100" y="100" width="824" height="400" fill="#666"/>`, '#fff'],
    ['solid-black', `${GOOD}<circle cx="512" cy="700" r="150"/>`, '#fff'],
    ['blank', '<circle cx="512" cy="700" r="20"/>', '#fff'],
    ['too-dark', `<rect x="100" y="100" width="824" height="1336"/>${GOOD}`, '#fff'],
    [
      'open-contours',
      '<path d="M 200 400 L 800 1200 M 200 1200 L 800 400" stroke="#000" stroke-width="16"/>',
      '#fff',
    ],
    [
      'margin',
      `${GOOD}<rect x="0" y="0" width="1024" height="1536" fill="none" stroke="#000" stroke-width="40"/>`,
      '#fff',
    ],
  ])('finds %s', async (failure, body, background) => {
    const m = await inspectDrawing(await svg(body, background), 'kids');
    expect(m.failures).toContain(failure);
  });

  it('names the failures with their measures and positive fixes for the second request', async () => {
    const m = await inspectDrawing(await svg(`${GOOD}<circle cx="512" cy="700" r="150"/>`), 'kids');
    const sentence = retrySentence(m, ['dog', 'house']);
    expect(sentence).toMatch(
      /^Second try: the first picture had one solid black area covering \d+ % of it\./,
    );
    expect(sentence).toContain('Draw dark parts as thick black outlines with white inside');
    expect(sentence).toContain(
      'Draw 2 main things (dog, house), each with closed contours and thick black outlines on white, the whole drawing inside a wide white margin.',
    );
  });
});
