import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SOCIAL_PREVIEW_SIZE, socialPreview } from './social-preview';

/** A tall page: white with a black 20 px bar across its middle. */
async function tallPage(): Promise<Buffer> {
  const bar = await sharp({ create: { width: 850, height: 20, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 850, height: 1100, channels: 3, background: '#fff' } })
    .composite([{ input: bar, left: 0, top: 540 }])
    .png()
    .toBuffer();
}

describe('socialPreview', () => {
  it('fits the whole page into 1200×630 on the paper background, never cropped', async () => {
    const png = await socialPreview(await tallPage());
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SOCIAL_PREVIEW_SIZE.width, SOCIAL_PREVIEW_SIZE.height]);
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? -1;
    // Corners are background, the centre row is the page's black bar, beside it white paper.
    expect(at(5, 5)).toBe(246);
    expect(at(600, 315)).toBeLessThan(40);
    expect(at(600, 100)).toBe(255);
    // The page is 558 px tall (630 − 2 × 36) and 431 px wide, centred: its edges are inside.
    expect(at(600, 37)).toBe(255);
    expect(at(600 - 230, 315)).toBeGreaterThan(200);
  });

  it('is deterministic', async () => {
    const page = await tallPage();
    expect((await socialPreview(page)).equals(await socialPreview(page))).toBe(true);
  });
});
