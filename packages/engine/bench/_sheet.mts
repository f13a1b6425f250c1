import sharp from 'sharp';

const [out, ...files] = process.argv.slice(2);
const w = 850,
  h = 1100;
const tiles = await Promise.all(files.map((f) => sharp(f).resize(w, h).png().toBuffer()));
await sharp({ create: { width: w * tiles.length, height: h, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, i) => ({ input, left: i * w, top: 0 })))
  .png()
  .toFile(out);
