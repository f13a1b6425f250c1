import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai-server';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

const post = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  fetch(`${fake.url}${path}`, { method: 'POST', body, headers: { authorization: 'Bearer k', ...headers } });

describe('fake OpenAI Images API', () => {
  it('rejects unsupported sizes and missing prompts like the real API', async () => {
    const badSize = await post(
      '/images/generations',
      JSON.stringify({ model: 'gpt-image-1', prompt: 'a cat', size: '512x512' }),
      { 'content-type': 'application/json' },
    );
    expect(badSize.status).toBe(400);
    expect(((await badSize.json()) as { error: { message: string } }).error.message).toMatch(
      /Supported values/,
    );
    const noPrompt = await post('/images/generations', JSON.stringify({ model: 'gpt-image-1' }), {
      'content-type': 'application/json',
    });
    expect(noPrompt.status).toBe(400);
  });

  it('requires an API key', async () => {
    const res = await fetch(`${fake.url}/images/generations`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });

  it('requires PNG image parts on edits', async () => {
    const noImage = new FormData();
    noImage.set('model', 'gpt-image-1');
    noImage.set('prompt', 'a cat');
    expect((await post('/images/edits', noImage)).status).toBe(400);

    const notPng = new FormData();
    notPng.set('model', 'gpt-image-1');
    notPng.set('prompt', 'a cat');
    notPng.set('image', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif');
    const res = await post('/images/edits', notPng);
    expect(res.status).toBe(400);
    expect(fake.requests.at(-1)?.files[0]).toMatchObject({
      field: 'image',
      filename: 'a.gif',
      type: 'image/gif',
    });
  });

  it('plays a script, then the fallback', async () => {
    fake.setScript(['rate-limit', 'moderation'], 'server-error');
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ model: 'gpt-image-1', prompt: 'a cat' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/images/generations', body, json)).status);
    expect(statuses).toEqual([429, 400, 500]);
    fake.setScript([]);
    const ok = await post('/images/generations', body, json);
    const reply = (await ok.json()) as { data: { b64_json: string }[] };
    expect(
      Buffer.from(reply.data[0]?.b64_json ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

describe('fake OpenAI Chat Completions (story outlines)', () => {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: { title: { type: 'string' } },
  };
  const chat = (body: object) =>
    post('/chat/completions', JSON.stringify(body), { 'content-type': 'application/json' });

  it('answers a chat.completion whose content is an outline of the pages asked for', async () => {
    fake.setScript([]);
    const res = await chat({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'You write stories.' },
        {
          role: 'user',
          content: 'Write a story of exactly 5 pages.\nThe hero is Sam (a boy). Use the word "boy".',
        },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'story_outline', strict: true, schema } },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      object: string;
      choices: { message: { role: string; content: string }; finish_reason: string }[];
    };
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]!.finish_reason).toBe('stop');
    const outline = JSON.parse(answer.choices[0]!.message.content) as {
      hero: string;
      pages: { scene: string }[];
    };
    expect(outline.hero).toBe('Sam');
    expect(outline.pages).toHaveLength(5);
    for (const p of outline.pages) expect(p.scene).toMatch(/\bboy\b/);
  });

  it('rejects what the real API rejects: no messages, a strict schema that allows other properties', async () => {
    expect((await chat({ model: 'gpt-4o-mini', messages: [] })).status).toBe(400);
    const loose = await chat({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'x', strict: true, schema: { ...schema, additionalProperties: true } },
      },
    });
    expect(loose.status).toBe(400);
    expect(((await loose.json()) as { error: { message: string } }).error.message).toMatch(
      /additionalProperties/,
    );
  });
});
