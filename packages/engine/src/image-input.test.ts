import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { reencodeUpload } from './image-input';

const photo = (orientation?: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6' } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

describe('reencodeUpload', () => {
  it('applies the EXIF rotation and drops the metadata', async () => {
    const input = await photo(6);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await reencodeUpload(input);
    expect(out).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps PNG (and transparency) as PNG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect(await reencodeUpload(png)).toMatchObject({ contentType: 'image/png', width: 8, height: 8 });
  });

  it('refuses what is not a JPEG, PNG or WebP picture', async () => {
    await expect(reencodeUpload(Buffer.from('hello'))).rejects.toMatchObject({ code: 'invalid_image' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(reencodeUpload(gif)).rejects.toBeInstanceOf(EngineError);
  });

  it('refuses pictures above 50 megapixels before decoding them', async () => {
    // Only a PNG header claiming 10 000 × 6 000 px: the size must be judged before decoding.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(10_000, 0);
    ihdr.writeUInt32BE(6_000, 4);
    ihdr.set([8, 0, 0, 0, 0], 8);
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(6_001))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(reencodeUpload(big)).rejects.toMatchObject({ code: 'image_too_large' });
  });
});
