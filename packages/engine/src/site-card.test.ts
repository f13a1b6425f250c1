import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteCard } from './site-card';
import { SOCIAL_PREVIEW_SIZE } from './social-preview';

describe('siteCard', () => {
  it('draws a 1200×630 PNG with the page as a white sheet on the right and the same bytes each time', async () => {
    // A 400×400 page: white with a black square in the middle.
    const page = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: '#000000' } },
          left: 150,
          top: 150,
        },
      ])
      .png()
      .toBuffer();
    const words = { heading: 'Inkling', tagline: ['Coloring pages'], caption: ['Type an idea'] };
    const card = await siteCard(page, words);
    const { data, info } = await sharp(card).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SOCIAL_PREVIEW_SIZE.width, SOCIAL_PREVIEW_SIZE.height]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // The page's black square lands in the middle of the 470 px sheet at x 670…1140, y 80…550.
    expect(pixel(905, 315)).toEqual([0, 0, 0]);
    expect(pixel(700, 100)).toEqual([255, 255, 255]);
    // Paper background on the left edge.
    expect(pixel(20, 20)).toEqual([0xff, 0xf8, 0xef]);
    expect((await siteCard(page, words)).equals(card)).toBe(true);
  });
});
