import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeAvatar } from './avatar';

describe('reencodeAvatar', () => {
  it('makes a 300 × 300 JPEG without metadata from a wide photo with EXIF rotation', async () => {
    const input = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#e63' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Somebody' } } })
      .toBuffer();
    const out = await reencodeAvatar(input);
    expect(out).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 300 });
    const meta = await sharp(out.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('puts a transparent PNG on white', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const out = await reencodeAvatar(png);
    const { channels } = await sharp(out.bytes).stats();
    for (const channel of channels) expect(channel.min).toBeGreaterThan(245);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(reencodeAvatar(Buffer.from('not an image at all'))).rejects.toMatchObject({
      code: 'invalid_image',
    });
  });
});
