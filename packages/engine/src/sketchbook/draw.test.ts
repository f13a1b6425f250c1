import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { emitPlaced, TABLE, toSvg } from './draw';
import { mulberry32 } from './random';
import { EMPTY, type Frame, LAYER, Scene } from './scene';

const W = 600;
const H = 400;
const FRAME: Frame = { L: 100, T: 100, R: 500, B: 300, cw: 400, ch: 200, lw: 10, groundY: null };

/** Grey value (0 black – 255 white) of the SVG rendered at its size, at (x, y). */
async function greyAt(svg: string, x: number, y: number): Promise<number> {
  const raw = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return raw.data[y * raw.info.width + x]!;
}

describe('draw step (issue 14 "Shape of the composer": placed boxes → SVG, alone)', () => {
  it('draws placed art scaled into its box with the page stroke width, flipped when asked', () => {
    const p = {
      name: 'table',
      art: TABLE,
      box: { x: 100, y: 100, w: 200, h: 120 },
      flip: false,
      layer: 5,
      depth: 0,
    };
    // 200 px for 100 units: scale 2, so a 10 px line is 5 units.
    expect(emitPlaced(p, 10)).toContain('transform="translate(100 100) scale(2 2)" stroke-width="5"');
    expect(emitPlaced({ ...p, flip: true }, 10)).toContain('translate(300 100) scale(-2 2)');
  });

  it('paints layers in order whatever the order of placing, leaves EMPTY out, adds the frame', async () => {
    const scene = new Scene(FRAME, mulberry32(1));
    scene.add({
      name: 'table',
      art: TABLE,
      box: { x: 200, y: 150, w: 200, h: 120 },
      flip: false,
      layer: LAYER.stage,
      depth: 0,
    });
    scene.add({
      name: '',
      art: EMPTY,
      box: { x: 100, y: 100, w: 50, h: 50 },
      flip: false,
      layer: LAYER.stage,
      depth: 0,
    });
    // A black sky band added after the table, under it in painter's order.
    scene.decorations.push({
      layer: LAYER.sky,
      markup: '<rect x="100" y="150" width="400" height="30" fill="#000"/>',
    });
    const svg = toSvg(scene, W, H, true);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${W}" height="${H}"`));
    expect(svg.indexOf('<rect x="100" y="150"')).toBeLessThan(svg.indexOf('scale(2 2)'));
    expect(svg.match(/<g transform/g)).toHaveLength(1);
    expect(svg).toContain('rx="60" fill="none" stroke="#000" stroke-width="10"');
    // Rendered: the white table top (y 150 + 2·4..2·14 = 158..178 px) hides the band; beside it, black.
    expect(await greyAt(svg, 300, 168)).toBeGreaterThan(200);
    expect(await greyAt(svg, 150, 168)).toBeLessThan(50);
  });
});
