/**
 * A local stand-in for OpenAI's Moderations API (node:http on 127.0.0.1, random port) for
 * tests of the hosted kid-safety layer (packages/safety/src/moderation.ts, the engine's
 * check-picture.ts) and of the server. It speaks the real wire format
 * (https://platform.openai.com/docs/api-reference/moderations/create): `POST
 * /v1/moderations` with JSON `{ model, input }` where input is a string, an array of
 * strings or an array of `{ type: "text", text }` / `{ type: "image_url", image_url: { url } }`
 * parts; the answer is `{ id, model, results: [{ flagged, categories, category_scores,
 * category_applied_input_types }] }`; errors are `{ error: { message, type, param, code } }`.
 * Scores come from a scorer the test provides; outages are scripted per request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The categories of omni-moderation-latest. */
export const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** Categories the API also scores for images (the others are text only). */
const IMAGE_CATEGORIES = new Set([
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'violence',
  'violence/graphic',
]);

/** One input part as received: the text, or the image's data URL decoded. */
export interface FakeModerationInput {
  text?: string;
  image?: { mime: string; bytes: Buffer };
}

/** One request as the fake received it. */
export interface FakeModerationRequest {
  path: string;
  headers: IncomingMessage['headers'];
  model: unknown;
  inputs: FakeModerationInput[];
}

/** What the server does with one request: `ok` (score it), `server-error` (500), `hang` (never answer). */
export type FakeModerationStep = 'ok' | 'server-error' | 'hang';

export interface FakeModeration {
  /** Base URL for the SDK, e.g. `http://127.0.0.1:54321/v1`. */
  url: string;
  requests: FakeModerationRequest[];
  /** Steps for the next requests in order, then `fallback` (default `ok`). */
  setScript(steps: FakeModerationStep[], fallback?: FakeModerationStep): void;
  close(): Promise<void>;
}

/** Scores for one input; categories not returned score 0.0001 (the API's typical floor). */
export type Scorer = (input: FakeModerationInput) => Partial<Record<string, number>>;

/** The API's own flag: its default threshold is not published; this fake flags at 0.5. */
const API_FLAG_AT = 0.5;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function parseInputs(input: unknown): FakeModerationInput[] | null {
  if (typeof input === 'string') return [{ text: input }];
  if (!Array.isArray(input)) return null;
  const out: FakeModerationInput[] = [];
  for (const part of input) {
    if (typeof part === 'string') out.push({ text: part });
    else if (part?.type === 'text' && typeof part.text === 'string') out.push({ text: part.text });
    else if (part?.type === 'image_url' && typeof part.image_url?.url === 'string') {
      const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(part.image_url.url);
      if (!m) return null;
      out.push({ image: { mime: m[1] as string, bytes: Buffer.from(m[2] as string, 'base64') } });
    } else return null;
  }
  return out;
}

/**
 * Starts the fake on a random port.
 * @param scorer category scores for each input (text or image).
 */
export async function startFakeModeration(scorer: Scorer): Promise<FakeModeration> {
  const requests: FakeModerationRequest[] = [];
  let script: FakeModerationStep[] = [];
  let fallback: FakeModerationStep = 'ok';
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      let body: { model?: unknown; input?: unknown } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {}
      const inputs = parseInputs(body.input);
      requests.push({ path, headers: req.headers, model: body.model, inputs: inputs ?? [] });
      const step = script.shift() ?? fallback;
      if (step === 'hang') return;
      if (step === 'server-error')
        return json(res, 500, {
          error: { message: 'The server had an error.', type: 'server_error', param: null, code: null },
        });
      if (req.method !== 'POST' || path !== '/v1/moderations')
        return json(res, 404, {
          error: { message: 'Not found', type: 'invalid_request_error', param: null, code: null },
        });
      if (!req.headers.authorization?.startsWith('Bearer '))
        return json(res, 401, {
          error: { message: 'No API key provided.', type: 'invalid_request_error', param: null, code: null },
        });
      if (!inputs || inputs.length === 0)
        return json(res, 400, {
          error: {
            message: "Invalid value for 'input'.",
            type: 'invalid_request_error',
            param: 'input',
            code: null,
          },
        });
      // One result for a string or a multi-modal array (the API scores the parts together),
      // one per string for an array of strings.
      const groups =
        Array.isArray(body.input) && body.input.every((x) => typeof x === 'string')
          ? inputs.map((i) => [i])
          : [inputs];
      const results = groups.map((group) => {
        const scores: Record<string, number> = {};
        const applied: Record<string, string[]> = {};
        for (const cat of MODERATION_CATEGORIES) {
          scores[cat] = 0.0001;
          applied[cat] = [];
        }
        for (const input of group) {
          const kind = input.image ? 'image' : 'text';
          for (const [cat, score] of Object.entries(scorer(input))) {
            if (kind === 'image' && !IMAGE_CATEGORIES.has(cat)) continue;
            scores[cat] = Math.max(scores[cat] ?? 0, score ?? 0);
          }
          for (const cat of MODERATION_CATEGORIES)
            if (kind === 'text' || IMAGE_CATEGORIES.has(cat)) applied[cat]?.push(kind);
        }
        const categories = Object.fromEntries(
          MODERATION_CATEGORIES.map((c) => [c, (scores[c] ?? 0) >= API_FLAG_AT]),
        );
        return {
          flagged: Object.values(categories).some(Boolean),
          categories,
          category_scores: scores,
          category_applied_input_types: applied,
        };
      });
      json(res, 200, { id: `modr-${requests.length}`, model: 'omni-moderation-2024-09-26', results });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript(steps, fb = 'ok') {
      script = [...steps];
      fallback = fb;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
