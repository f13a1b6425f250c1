import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generationSchema } from '@inkling/contracts/api';
import {
  EngineError,
  generatePage,
  type PageRequest,
  printPngProblems,
  reencodeUpload,
  renderColoredExample,
} from '@inkling/engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../test/harness';
import { createEngine } from './engine';
import { createEnginePool, type EnginePool } from './engine-pool';
import { listLedger } from './repositories/credits.repository';
import { verifyLedger } from './services/credits.service';
import { GENERIC_FAILURE, processGeneration } from './services/generations.service';

/** The test's thread: the real engine thread, but a prompt with CRASH_WORD makes it exit. */
const CRASHING_THREAD = fileURLToPath(new URL('../test/crashing-engine-thread.mjs', import.meta.url));
const CRASH_WORD = 'crashtest';

describe('the engine pool (issue 15: pages drawn in worker threads)', () => {
  let pool: EnginePool;
  beforeAll(() => {
    pool = createEnginePool({ threads: 1 });
  });
  afterAll(() => pool.close());

  it('draws the page in a thread: the same PNG bytes as the engine, as Buffers', async () => {
    const page = await pool.generatePage({ prompt: 'a cat on a boat', format: 'square', seed: 7 }, {});
    expect(Buffer.isBuffer(page.printPng)).toBe(true);
    expect(Buffer.isBuffer(page.previewPng)).toBe(true);
    const print = await sharp(page.printPng).metadata();
    expect(print).toMatchObject({ format: 'png', width: 2048, height: 2048 });
    expect((await sharp(page.previewPng).metadata()).format).toBe('png');
    expect(page.metadata.elements).toContain('cat');
    // The sketchbook is deterministic: drawn on this thread, the same request is byte-identical.
    const here = await generatePage({ prompt: 'a cat on a boat', format: 'square', seed: 7 });
    expect(page.printPng.equals(here.printPng)).toBe(true);
    expect(page.previewPng.equals(here.previewPng)).toBe(true);
    expect(page.svg).toBe(here.svg);
    expect(page.metadata.elements).toEqual(here.metadata.elements);
    expect(pool.completed).toBe(1);
  });

  it('a stop lets the page in progress finish (a shutdown never fails a page)', async () => {
    const own = createEnginePool({ threads: 1 });
    const page = own.generatePage({ prompt: 'a cat on a boat', format: 'square', seed: 7 }, {});
    const closed = own.close();
    expect((await sharp((await page).printPng).metadata()).format).toBe('png');
    await closed;
    expect(own.completed).toBe(1);
  });

  it("keeps the engine's refusal an EngineError with its code and user-safe text", async () => {
    const refusal = pool.generatePage({ prompt: '   ', format: 'square' }, {});
    await expect(refusal).rejects.toBeInstanceOf(EngineError);
    await expect(refusal).rejects.toMatchObject({ code: 'invalid_prompt' });
  });
});

/**
 * Issue 26: every photo page failed in the shipped app because a photo posted to a thread
 * arrives as a plain Uint8Array, which the engine refused. Each kind of picture the server
 * sends (`processGeneration`: the stored upload, a saved character's PNG; "Show me an
 * example") goes through the pool here and must give exactly what the engine gives on this
 * thread (the CLI's path), as a printable page.
 */
describe('every kind of input the server sends crosses the pool', () => {
  let pool: EnginePool;
  const inputs: Record<string, Buffer> = {};
  beforeAll(async () => {
    pool = createEnginePool({ threads: 1 });
    const cat = readFileSync(
      fileURLToPath(new URL('../../../packages/engine/test/photos/pet-cat.jpg', import.meta.url)),
    );
    // As stored by the upload path (uploads.service → engine reencodeUpload), from each format.
    inputs.jpeg = (await reencodeUpload(cat)).bytes;
    inputs.png = (await reencodeUpload(await sharp(cat).png().toBuffer())).bytes;
    inputs.webp = (await reencodeUpload(await sharp(cat).webp().toBuffer())).bytes;
    // A saved character is a finished page's preview PNG (characters.service createCharacter).
    inputs.character = (
      await generatePage({ prompt: 'a friendly dragon', format: 'square', seed: 3 })
    ).previewPng;
    inputs.photoCharacter = (
      await generatePage({ prompt: 'my cat', referenceImage: inputs.jpeg, format: 'square' })
    ).previewPng;
    // A coloured page (the coloring screen's RGB PNG) used as a picture.
    inputs.colored = await sharp(inputs.character)
      .flatten({ background: '#ffffff' })
      .tint('#ff8800')
      .png()
      .toBuffer();
  });
  afterAll(() => pool.close());

  const character = (name: string, image: Buffer) => [{ name, image }];
  const cases: [string, () => PageRequest][] = [
    ['words only', () => ({ prompt: 'a dinosaur eating ice cream on the moon' })],
    ['a JPEG photo', () => ({ prompt: 'my cat', referenceImage: inputs.jpeg })],
    ['a PNG photo', () => ({ prompt: 'my cat', referenceImage: inputs.png })],
    ['a WebP photo', () => ({ prompt: 'my cat', referenceImage: inputs.webp })],
    [
      'a photo with a subject box and fewer lines',
      () => ({
        prompt: 'my cat',
        referenceImage: inputs.jpeg,
        photoSubject: { x: 0.15, y: 0.1, w: 0.7, h: 0.85 },
        photoDetail: 'fewer',
      }),
    ],
    [
      'a saved character',
      () => ({ prompt: 'Sparky in a garden', characters: character('Sparky', inputs.character!) }),
    ],
    [
      'a character saved from a photo page',
      () => ({ prompt: 'Tom at the beach', characters: character('Tom', inputs.photoCharacter!) }),
    ],
    [
      'a coloured page as the character',
      () => ({ prompt: 'Sunny on a boat', characters: character('Sunny', inputs.colored!) }),
    ],
    [
      'photo, character and words together',
      () => ({
        prompt: 'my cat with Sparky',
        referenceImage: inputs.jpeg,
        characters: character('Sparky', inputs.character!),
      }),
    ],
  ];

  it.each(cases)('%s: a printable page, byte for byte what this thread draws', async (_, make) => {
    // The server hands the pool Buffers (read from storage); so does this test.
    const request: PageRequest = { ...make(), format: 'square', seed: 5 };
    const page = await pool.generatePage(request, {});
    expect(await printPngProblems(page.printPng)).toEqual([]);
    const here = await generatePage(request);
    expect(page.printPng.equals(here.printPng)).toBe(true);
    expect(page.metadata.elements).toEqual(here.metadata.elements);
  });

  it('example.png: the coloured example is drawn in a thread, the same picture as here', async () => {
    const request: PageRequest = {
      prompt: 'Sparky in a garden',
      characters: character('Sparky', inputs.character!),
      format: 'square',
      seed: 5,
    };
    const example = await pool.coloredExample(request);
    expect(Buffer.isBuffer(example)).toBe(true);
    const here = await renderColoredExample(request);
    expect(example!.equals(here!)).toBe(true);
    const meta = await sharp(example!).metadata();
    expect(meta.format).toBe('png');
    // A photo page has no coloured example.
    expect(await pool.coloredExample({ prompt: 'my cat', referenceImage: inputs.jpeg })).toBeNull();
  });

  it('checks a coloured page in a thread (issue 27 #6): the page itself passes, a blank picture does not', async () => {
    const page = await generatePage({ prompt: 'a cat on a boat', format: 'square', seed: 7 });
    expect(await pool.checkColoredPage(page.printPng, page.printPng)).toEqual({ ok: true });
    const blank = await sharp({ create: { width: 2048, height: 2048, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await pool.checkColoredPage(page.printPng, blank)).toEqual({ ok: false, reason: 'lines_covered' });
    await expect(pool.checkColoredPage(page.printPng, Buffer.from('not a png'))).rejects.toThrow();
  });
});

describe.each(TEST_DATABASES)('a crashed engine thread (%s)', (kind) => {
  let h: Harness;
  let pool: EnginePool;
  beforeAll(async () => {
    h = await createHarness(kind);
    pool = createEnginePool({ threads: 1, filename: CRASHING_THREAD, logger: h.ctx.logger });
    h.ctx.engine = createEngine(h.ctx.config, h.ctx.logger, pool);
  });
  afterAll(async () => {
    await pool.close();
    await h.close();
  });

  const getGeneration = async (cookie: string, id: string) =>
    generationSchema.parse(await body(await api(h, cookie, 'GET', `/api/generations/${id}`)));

  it('fails and refunds that one page; the pool replaces the thread and the next page is drawn', async () => {
    // The test thread really dies (piscina reports the thread's exit code).
    await expect(pool.generatePage({ prompt: CRASH_WORD, format: 'square' }, {})).rejects.toThrow(
      /exited with code: 70/,
    );
    const { cookie, userId } = await signIn(h);
    const p = await createProject(h, cookie);
    const crashed = await createGeneration(h, cookie, p.id, `a kite ${CRASH_WORD}`);
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 4 });
    await processGeneration(h.ctx, crashed.id);
    expect(await getGeneration(cookie, crashed.id)).toMatchObject({
      status: 'failed',
      error: GENERIC_FAILURE,
      result: null,
    });
    expect(await verifyLedger(h.ctx, userId)).toMatchObject({ ok: true, balance: 10, daily: 5 });
    const refunds = (await listLedger(h.ctx.db, userId)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => e.idempotencyKey)).toEqual([`refund:${crashed.id}`]);

    // The one thread died; the next page needs the new thread the pool started.
    const next = await createGeneration(h, cookie, p.id, 'a dog in a garden');
    await processGeneration(h.ctx, next.id);
    const done = await getGeneration(cookie, next.id);
    expect(done).toMatchObject({ status: 'completed', error: null });
    expect(done.elements).toContain('dog');
    const preview = await api(h, cookie, 'GET', done.result!.previewUrl);
    expect(preview.status).toBe(200);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('png');
  });
});
