import sharp from 'sharp';

/**
 * A PNG's pixels as a PDF image XObject can hold them without decoding: PNG's IDAT data is a
 * zlib stream of scanlines, each prefixed by its PNG filter byte, which is exactly what PDF's
 * FlateDecode filter with `/Predictor 15` expects (PDF 1.7 §7.4.4.4, Table 8). So a
 * non-interlaced 8-bit grey or RGB PNG is copied into the PDF as it is: no decode, no
 * re-compression, and the PDF's pixels are the PNG's pixels.
 */
export interface PdfImageData {
  width: number;
  height: number;
  /** 1 (DeviceGray) or 3 (DeviceRGB). */
  colors: 1 | 3;
  /** Concatenated IDAT payloads (zlib stream). */
  data: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Reads `png` for embedding. Passes 8-bit, non-interlaced greyscale (colour type 0) and RGB
 * (type 2) PNGs through untouched; anything else (palette, alpha, 16-bit, interlaced) is first
 * re-encoded by sharp to 8-bit grey or RGB on white. Throws Error for bytes that are not a PNG.
 */
export async function pngForPdf(png: Buffer): Promise<PdfImageData> {
  const direct = parsePassThrough(png);
  if (direct) return direct;
  const meta = await sharp(png).metadata();
  const grey = meta.channels !== undefined && meta.channels <= 2 && meta.space === 'b-w';
  const normalized = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace(grey ? 'b-w' : 'srgb')
    .png({ compressionLevel: 6, adaptiveFiltering: false, palette: false, progressive: false })
    .toBuffer();
  const again = parsePassThrough(normalized);
  if (!again) throw new Error('could not re-encode the picture as an 8-bit PNG');
  return again;
}

/** The image when `png` can be copied as it is; null when it needs re-encoding. */
function parsePassThrough(png: Buffer): PdfImageData | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colors: 1 | 3 = 1;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const bitDepth = body[8];
      const colorType = body[9];
      const interlace = body[12];
      if (bitDepth !== 8 || interlace !== 0 || (colorType !== 0 && colorType !== 2)) return null;
      colors = colorType === 0 ? 1 : 3;
    } else if (type === 'tRNS') {
      return null;
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (width === 0 || idat.length === 0) throw new Error('PNG without a header or pixels');
  return { width, height, colors, data: Buffer.concat(idat) };
}
