import { CAPTION_MAX_CHARS, DEFAULT_OPENAI_TEXT_MODEL } from '@inkling/contracts/story';
import { checkPrompt } from '@inkling/safety';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI, UNSAFE_CAPTION } from '../../test/fake-openai-server';
import { type StoryRequest, writeStory } from './index';
import { writeStoryWithOpenAI } from './openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setScript([]);
  fake.requests.length = 0;
});

const REQ: StoryRequest = {
  idea: 'Mia learns to fly a kite',
  character: { words: 'Mia, a girl with curly hair' },
  audience: 'kids',
  length: 6,
  seed: 7,
};
const opts = () => ({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 1_000, maxRetries: 0 });

/** A literal chat completion whose content is `content` (a JSON string). */
const completion = (content: string) => ({
  status: 200,
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: DEFAULT_OPENAI_TEXT_MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
  },
});

describe('writeStoryWithOpenAI (issue 33: the text model writes the outline, the grammar is the fallback)', () => {
  it('uses the model: one Structured Outputs request, its title and captions, the grammar cast on every scene', async () => {
    const grammar = writeStory(REQ);
    const story = await writeStoryWithOpenAI(REQ, opts());
    expect(story.writer).toBe('openai');
    expect(story.fallbackReason).toBeUndefined();
    expect(story.title).toBe('Mia and the Happy Day');
    expect(story.hero).toBe('Mia');
    expect(story.pages).toHaveLength(6);
    expect(story.pages.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(story.pages[0]!.caption).toBe('Mia finds a kite in a garden. What a happy day, page 1!');
    expect(story.pages.map((p) => p.caption)).not.toEqual(grammar.pages.map((p) => p.caption));
    // The same figure as the grammar would draw, named in every scene.
    expect(story.cast).toEqual(grammar.cast);
    for (const p of story.pages) expect(p.scene).toMatch(/\bgirl\b/);
    // The grammar's scenes use the same word for her.
    for (const p of grammar.pages) expect(p.scene).toMatch(/\bgirl\b/);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe(DEFAULT_OPENAI_TEXT_MODEL);
    const format = sent.body.response_format as {
      type: string;
      json_schema: { strict: boolean; name: string };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    const user = (sent.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!;
    expect(user.content).toContain('exactly 6 pages');
    expect(user.content).toContain('Mia learns to fly a kite');
    expect(user.content).toContain('the word "girl"');
  });

  it('sends the configured text model', async () => {
    const story = await writeStoryWithOpenAI(REQ, { ...opts(), model: 'gpt-4.1-mini' });
    expect(story.writer).toBe('openai');
    expect(fake.requests[0]!.body.model).toBe('gpt-4.1-mini');
  });

  const fellBack = async (reason: RegExp, o = opts()) => {
    const story = await writeStoryWithOpenAI(REQ, o);
    expect(story.writer).toBe('grammar');
    expect(story.fallbackReason).toMatch(reason);
    const { fallbackReason: _, ...rest } = story;
    expect(rest).toEqual(writeStory(REQ));
    expect(fake.requests.length).toBeGreaterThan(0);
  };

  it('falls back to the grammar on an answer that is not JSON', async () => {
    fake.setScript(['chat-bad-json']);
    await fellBack(/not JSON/);
  });

  it('falls back on the wrong number of pages', async () => {
    fake.setScript(['chat-wrong-length']);
    await fellBack(/invalid: pages/);
  });

  it('falls back when the kid-safety check refuses a caption', async () => {
    expect(checkPrompt(UNSAFE_CAPTION, { learned: false }).allowed).toBe(false);
    fake.setScript(['chat-unsafe']);
    await fellBack(/kid-safety/);
  });

  it('falls back when a caller-given kid-safety check refuses, and reads every text', async () => {
    const seen: string[][] = [];
    await fellBack(/kid-safety/, {
      ...opts(),
      isKidSafe: (texts: string[]) => {
        seen.push(texts);
        return !texts.some((t) => /Happy Day/.test(t));
      },
    } as ReturnType<typeof opts>);
    // Title, hero and a caption and a scene per page.
    expect(seen[0]).toHaveLength(2 + 2 * 6);
  });

  it('falls back on a 500 after the retries', async () => {
    fake.setScript(['server-error', 'server-error']);
    await fellBack(/request failed/, { ...opts(), maxRetries: 1 });
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back when the answer is slower than the timeout', async () => {
    fake.setScript(['slow']);
    const started = Date.now();
    await fellBack(/request failed/, { ...opts(), timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('falls back on a caption longer than the caption limit', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => ({ caption: `Page ${i}.`, scene: 'a girl in a park' }));
    pages[3]!.caption = `Mia ${'ran and ran '.repeat(20)}`.slice(0, CAPTION_MAX_CHARS + 1);
    fake.setScript([completion(JSON.stringify({ title: 'Mia', hero: 'Mia', pages }))]);
    await fellBack(/pages\.3\.caption/);
  });

  it('falls back on a scene that does not name the hero (the sketchbook would draw someone else)', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => ({ caption: `Page ${i}.`, scene: 'a girl in a park' }));
    pages[2]!.scene = 'a dog in a park';
    fake.setScript([completion(JSON.stringify({ title: 'Mia', hero: 'Mia', pages }))]);
    await fellBack(/pages\.2\.scene/);
  });

  it('a saved character: scenes need no cast word, the hero is left to its picture', async () => {
    const saved: StoryRequest = { ...REQ, character: { words: 'Captain Whiskers', saved: true } };
    const story = await writeStoryWithOpenAI(saved, opts());
    expect(story.writer).toBe('openai');
    expect(story.cast.term).toBe('');
    const user = (fake.requests[0]!.body.messages as { role: string; content: string }[])[1]!.content;
    expect(user).toContain('saved picture');
    expect(user).not.toContain('the word');
  });

  it('never calls the API for an invalid request', async () => {
    await expect(writeStoryWithOpenAI({ ...REQ, length: 20 }, opts())).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
