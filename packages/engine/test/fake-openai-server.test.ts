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
