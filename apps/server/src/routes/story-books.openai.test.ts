import { storyBookSchema, storyQuoteSchema } from '@inkling/contracts/story';
import { generatePage, type PageRequest } from '@inkling/engine';
import { type FakeOpenAI, startFakeOpenAI } from '@inkling/engine/test-fakes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, body, createGeneration, createProject, signIn } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { processGeneration } from '../services/generations.service';

/**
 * Story books with the openai provider (issue 33): the text model writes the outline (here a
 * local fake speaking the real Chat Completions API), the grammar when it fails; every page
 * of a book with a saved character sends that character's picture to the images edits
 * endpoint. The pages are drawn by the real engine against the same fake.
 */
describe('story books with the openai provider (pglite)', () => {
  let h: Harness;
  let fake: FakeOpenAI;
  const drawn: PageRequest[] = [];
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const openai = { apiKey: 'sk-test', baseURL: fake.url, model: 'gpt-image-1', textModel: 'gpt-4.1-mini' };
    h = await createHarness('pglite', {
      config: { imageProvider: 'openai', openai },
      engine: {
        generatePage: (req) => {
          drawn.push(req);
          return generatePage(req, { provider: 'openai', openai: { ...openai, maxRetries: 0 } });
        },
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.setScript([]);
    fake.requests.length = 0;
    drawn.length = 0;
  });

  const request = {
    idea: 'Mia learns to fly a kite',
    characterWords: 'Mia, a girl with curly hair',
    audience: 'kids',
    length: 4,
  };
  const make = async (cookie: string, req: object = request) => {
    const q = storyQuoteSchema.parse(await body(await api(h, cookie, 'POST', '/api/story-books/quote', req)));
    const res = await api(h, cookie, 'POST', '/api/story-books', { ...req, quote: q.quote });
    expect(res.status).toBe(201);
    return storyBookSchema.parse(await body(res));
  };

  it("the text model writes the outline: writer 'openai', its captions, the story's cast on every page", async () => {
    const { cookie } = await signIn(h);
    const book = await make(cookie);
    expect(book.writer).toBe('openai');
    expect(book.title).toBe('Mia and the Happy Day');
    expect(book.pages.map((p) => p.caption)).toEqual(
      ['a kite in a garden', 'a ball in a park', 'a duck by a lake', 'a tree in a forest'].map(
        (t, i) => `Mia finds ${t}. What a happy day, page ${i + 1}!`,
      ),
    );
    const chat = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chat).toHaveLength(1);
    expect(chat[0]!.body.model).toBe('gpt-4.1-mini');
    const rows = (await h.ctx.db.execute(
      sql`select writer from story_books where project_id = ${book.projectId}`,
    )) as unknown as { rows: { writer: string }[] };
    expect(rows.rows[0]!.writer).toBe('openai');

    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    expect(drawn).toHaveLength(4);
    for (const req of drawn) {
      expect(req.prompt).toMatch(/\bgirl\b/);
      expect(req.cast).toMatchObject({ term: 'child', figure: { age: 'child', look: 'feminine' } });
    }
    const read = storyBookSchema.parse(
      await body(await api(h, cookie, 'GET', `/api/story-books/${book.projectId}`)),
    );
    expect(read.progress).toEqual({ done: 4, failed: 0, total: 4 });
  });

  it("falls back to the grammar (writer 'grammar') when the model's outline is unsafe", async () => {
    const { cookie } = await signIn(h);
    fake.setScript(['chat-unsafe']);
    const book = await make(cookie);
    expect(book.writer).toBe('grammar');
    expect(book.title).not.toBe('Mia and the Happy Day');
    expect(book.pages.every((p) => !/Happy Day|gun/.test(p.caption))).toBe(true);
  });

  it('sends the saved character picture with every page of its book (images edits)', async () => {
    const { cookie } = await signIn(h);
    const project = await createProject(h, cookie, 'Rex');
    const gen = await createGeneration(h, cookie, project.id, 'a friendly dinosaur');
    await processGeneration(h.ctx, gen.id);
    const character = await body(
      await api(h, cookie, 'POST', '/api/characters', {
        generationId: gen.id,
        title: 'Rex',
        description: 'a dinosaur',
      }),
    );
    fake.requests.length = 0;
    const book = await make(cookie, {
      idea: 'Rex goes to the beach',
      characterId: character.id,
      audience: 'kids',
      length: 4,
    });
    expect(book.writer).toBe('openai');
    for (const p of book.pages) await processGeneration(h.ctx, p.generation.id);
    const edits = fake.requests.filter((r) => r.path === '/v1/images/edits');
    expect(edits).toHaveLength(4);
    expect(fake.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(0);
    const pictures = edits.map((r) => r.files.filter((f) => f.field.startsWith('image')));
    for (const files of pictures) expect(files).toHaveLength(1);
    // The same picture on every page.
    expect(new Set(pictures.map((files) => files[0]!.bytes.toString('base64'))).size).toBe(1);
    for (const r of edits)
      expect(String(r.body.prompt)).toContain('Include the character "Rex" (a dinosaur)');
  });
});
