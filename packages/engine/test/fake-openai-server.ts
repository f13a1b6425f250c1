/**
 * A local stand-in for the OpenAI Images API (node:http on 127.0.0.1, random port) for
 * tests of the `openai` provider and of the server app. It speaks the real wire format
 * (https://platform.openai.com/docs/api-reference/images): JSON for
 * `POST /v1/images/generations`, multipart/form-data for `POST /v1/images/edits`, errors
 * as `{ error: { message, type, param, code } }`. Replies carry a real PNG made by sharp.
 * It also speaks `POST /v1/chat/completions` with Structured Outputs
 * (https://platform.openai.com/docs/api-reference/chat/create) for the story outline writer
 * (story/openai.ts): the reply is a `chat.completion` whose message content is a story
 * outline `{ title, hero, pages: [{ caption, scene }] }` of the page count and cast word
 * the request's user message asks for ("exactly N pages", 'with the word "girl"').
 * Failures are scripted per request: moderation refusals, rate limits, server errors and
 * responses that never come.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** Sizes the Images API accepts for the GPT image models. */
export const FAKE_OPENAI_SIZES = ['1024x1024', '1024x1536', '1536x1024', 'auto'] as const;

/** A file part received by the edits endpoint. */
export interface FakeUpload {
  /** Form field name: `image`, `image[]` or `mask`. */
  field: string;
  filename: string;
  /** MIME type given by the client. */
  type: string;
  bytes: Buffer;
}

/** One request as the fake server received it. */
export interface FakeRequest {
  method: string;
  /** Path without the query, e.g. `/v1/images/generations`. */
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body (generations) or the text fields of the multipart form (edits). */
  body: Record<string, unknown>;
  /** File parts of a multipart request; empty for JSON requests. */
  files: FakeUpload[];
}

/**
 * What the server does with one request:
 * - `ok`: validate and answer with a PNG;
 * - `moderation`: 400 with code `moderation_blocked` (a content-policy refusal);
 * - `rate-limit`: 429; `server-error`: 500 (both with `retry-after-ms: 10` so client retries are quick);
 * - `hang`: read the request and never answer;
 * - `bad-page`: answer 200 with a picture that is no coloring page (a colour background,
 *   a large solid black shape running off the edge), which the openai provider's check
 *   must refuse and ask again for;
 * - `chat-bad-json`: a chat completion whose content is cut-off JSON;
 * - `chat-wrong-length`: a valid outline with one page fewer than asked;
 * - `chat-unsafe`: a valid outline with a caption the kid-safety check refuses;
 * - `slow`: the normal answer after SLOW_REPLY_MS (longer than a test client's timeout);
 * - an object: a literal reply.
 */
export type FakeStep =
  | 'ok'
  | 'moderation'
  | 'rate-limit'
  | 'server-error'
  | 'hang'
  | 'bad-page'
  | 'chat-bad-json'
  | 'chat-wrong-length'
  | 'chat-unsafe'
  | 'slow'
  | { status: number; body: unknown; headers?: Record<string, string> };

/** A running fake server. */
export interface FakeOpenAI {
  /** Base URL to give the SDK, e.g. `http://127.0.0.1:54321/v1`. */
  url: string;
  /** Every request received, oldest first (including failed and hanging ones). */
  requests: FakeRequest[];
  /**
   * Scripts the next replies: one step per request in order, then `fallback` for every
   * request after that (default `ok`). Replaces any earlier script.
   */
  setScript(steps: FakeStep[], fallback?: FakeStep): void;
  /** Stops the server and drops open (hanging) connections. */
  close(): Promise<void>;
}

/** How long a `slow` step waits before answering, ms. */
export const SLOW_REPLY_MS = 3_000;

/** The caption `chat-unsafe` puts on page 2 (the local kid-safety check refuses it). */
export const UNSAFE_CAPTION = 'Then the hero took a gun and shot the bear dead.';

/**
 * A story outline as a text model would write it for the request's user message: the page
 * count from "exactly N pages", the hero's word from 'the word "X"' (none for a saved
 * character), the hero's name from "The hero is NAME".
 */
function storyOutline(messages: unknown, step: FakeStep): string {
  const user = Array.isArray(messages)
    ? String(
        (messages as { role?: string; content?: unknown }[]).find((m) => m.role === 'user')?.content ?? '',
      )
    : '';
  const count = Number(/exactly (\d+) pages/.exec(user)?.[1] ?? 6);
  const term = /the word "([^"]+)"/.exec(user)?.[1] ?? '';
  const hero = /The hero is ([\p{Lu}][\p{L}' -]*?)(?:[ ,.(]|$)/u.exec(user)?.[1] ?? 'Pip';
  const places = ['in a garden', 'in a park', 'by a lake', 'in a forest', 'on a hill', 'at the beach'];
  const things = ['a kite', 'a ball', 'a duck', 'a tree', 'a boat', 'a flower'];
  const pages = Array.from({ length: step === 'chat-wrong-length' ? count - 1 : count }, (_, i) => ({
    caption:
      step === 'chat-unsafe' && i === 1
        ? UNSAFE_CAPTION
        : `${hero} finds ${things[i % things.length]} ${places[i % places.length]}. What a happy day, page ${i + 1}!`,
    scene: `${term ? `a ${term} with ` : ''}${things[i % things.length]} ${places[i % places.length]}`,
  }));
  const outline = JSON.stringify({ title: `${hero} and the Happy Day`, hero, pages });
  return step === 'chat-bad-json' ? outline.slice(0, Math.floor(outline.length / 2)) : outline;
}

/** Validates a chat completion request's body as the real API would; an error message or null. */
function validateChat(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || body.model === '') return "Missing required parameter: 'model'.";
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return "Missing required parameter: 'messages'.";
  for (const m of body.messages as { role?: unknown; content?: unknown }[])
    if (
      !['system', 'developer', 'user', 'assistant'].includes(String(m.role)) ||
      typeof m.content !== 'string'
    )
      return "Invalid value for 'messages': each needs a role and string content.";
  const format = body.response_format as
    | { type?: unknown; json_schema?: { name?: unknown; strict?: unknown; schema?: unknown } }
    | undefined;
  if (format !== undefined) {
    if (format.type !== 'json_schema' && format.type !== 'json_object' && format.type !== 'text')
      return "Invalid value for 'response_format.type'.";
    if (format.type === 'json_schema') {
      const js = format.json_schema;
      if (!js || typeof js.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(js.name))
        return "Missing required parameter: 'response_format.json_schema.name'.";
      const schema = js.schema as { type?: unknown; additionalProperties?: unknown } | undefined;
      if (js.strict === true && (schema?.type !== 'object' || schema.additionalProperties !== false))
        return "Invalid schema for response_format: In strict mode, 'additionalProperties' is required to be supplied and to be false.";
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngCache = new Map<string, Promise<Buffer>>();

/**
 * A PNG that looks like what an image model returns for a coloring-page prompt: black
 * outlines plus grey shading and a soft shadow, which the line-art cleanup must remove.
 */
function drawingPng(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let png = pngCache.get(key);
  if (!png) {
    const r = Math.min(width, height) * 0.3;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#fff"/>
      <ellipse cx="${width / 2 + 20}" cy="${height / 2 + r + 30}" rx="${r}" ry="${r / 5}" fill="#ddd"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#bbb" stroke="#000" stroke-width="14"/>
      <circle cx="${width / 2 - r / 3}" cy="${height / 2 - r / 4}" r="${r / 8}" fill="#000"/>
      <circle cx="${width / 2 + r / 3}" cy="${height / 2 - r / 4}" r="${r / 8}" fill="#000"/>
      <path d="M ${width / 2 - r / 2} ${height / 2 + r / 3} Q ${width / 2} ${height / 2 + r / 1.5} ${width / 2 + r / 2} ${height / 2 + r / 3}" fill="none" stroke="#000" stroke-width="12"/>
    </svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    pngCache.set(key, png);
  }
  return png;
}

/** What a model sometimes returns instead: colour everywhere and a solid black blob cut off by the edge. */
function badDrawingPng(width: number, height: number): Promise<Buffer> {
  const key = `bad-${width}x${height}`;
  let png = pngCache.get(key);
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#7ec8e3"/>
      <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#3c9a3c"/>
      <ellipse cx="${width * 0.85}" cy="${height / 2}" rx="${width * 0.35}" ry="${height * 0.2}" fill="#000"/>
    </svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    pngCache.set(key, png);
  }
  return png;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function apiError(
  res: ServerResponse,
  status: number,
  message: string,
  code: string | null,
  type: string,
): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a multipart/form-data body with the platform's own parser (undici's `Request.formData`). */
async function parseMultipart(
  raw: Buffer,
  contentType: string,
): Promise<{ fields: Record<string, string>; files: FakeUpload[] }> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  }).formData();
  const fields: Record<string, string> = {};
  const files: FakeUpload[] = [];
  for (const [field, value] of form as unknown as Iterable<[string, FormDataEntryValue]>) {
    if (typeof value === 'string') fields[field] = value;
    else
      files.push({
        field,
        filename: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      });
  }
  return { fields, files };
}

/** Validation shared by both endpoints; returns an error message or null. */
function validate(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || body.model === '') return "Missing required parameter: 'model'.";
  if (typeof body.prompt !== 'string' || body.prompt.trim() === '')
    return "Missing required parameter: 'prompt'.";
  if (body.prompt.length > 32_000) return "Invalid 'prompt': string too long.";
  if (body.size !== undefined && !(FAKE_OPENAI_SIZES as readonly unknown[]).includes(body.size))
    return `Invalid value: '${String(body.size)}'. Supported values are: ${FAKE_OPENAI_SIZES.map((s) => `'${s}'`).join(', ')}.`;
  if (body.n !== undefined && Number(body.n) !== 1) return 'This fake server only returns n=1.';
  return null;
}

/**
 * Starts the fake Images API on 127.0.0.1 at a random free port.
 * Requests must carry `Authorization: Bearer <any key>` (401 otherwise), like the real API.
 * @returns the base URL (ending in `/v1`), the received requests, a script setter and `close`.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  let script: FakeStep[] = [];
  let fallback: FakeStep = 'ok';
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    let body: Record<string, unknown> = {};
    let files: FakeUpload[] = [];
    try {
      if (contentType.startsWith('multipart/form-data')) {
        const parsed = await parseMultipart(raw, contentType);
        body = parsed.fields;
        files = parsed.files;
      } else if (raw.length > 0) {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      }
    } catch {
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, files });
      apiError(res, 400, 'Could not parse the request body.', null, 'invalid_request_error');
      return;
    }
    requests.push({ method: req.method ?? '', path, headers: req.headers, body, files });

    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      apiError(res, 401, 'You did not provide an API key.', 'invalid_api_key', 'invalid_request_error');
      return;
    }
    const step = script.shift() ?? fallback;
    if (step === 'hang') return;
    if (step === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_REPLY_MS));
    if (res.destroyed) return;
    if (step === 'moderation') {
      apiError(
        res,
        400,
        'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
        'moderation_blocked',
        'image_generation_user_error',
      );
      return;
    }
    if (step === 'rate-limit' || step === 'server-error') {
      const status = step === 'rate-limit' ? 429 : 500;
      const message =
        step === 'rate-limit' ? 'Rate limit reached for images per minute.' : 'The server had an error.';
      sendJson(
        res,
        status,
        {
          error: {
            message,
            type: step === 'rate-limit' ? 'requests' : 'server_error',
            param: null,
            code: null,
          },
        },
        { 'retry-after-ms': '10' },
      );
      return;
    }
    if (typeof step === 'object') {
      sendJson(res, step.status, step.body, step.headers);
      return;
    }

    if (req.method === 'POST' && path === '/v1/chat/completions') {
      const invalid = validateChat(body);
      if (invalid) {
        apiError(res, 400, invalid, 'invalid_value', 'invalid_request_error');
        return;
      }
      const content = storyOutline(body.messages, step);
      sendJson(res, 200, {
        id: `chatcmpl-fake${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 250, completion_tokens: 400, total_tokens: 650 },
      });
      return;
    }
    if (req.method !== 'POST' || (path !== '/v1/images/generations' && path !== '/v1/images/edits')) {
      apiError(res, 404, `Invalid URL (${req.method} ${path})`, null, 'invalid_request_error');
      return;
    }
    const invalid = validate(body);
    if (invalid) {
      apiError(res, 400, invalid, 'invalid_value', 'invalid_request_error');
      return;
    }
    if (path === '/v1/images/edits') {
      if (!contentType.startsWith('multipart/form-data')) {
        apiError(res, 400, 'Edits must be sent as multipart/form-data.', null, 'invalid_request_error');
        return;
      }
      const images = files.filter((f) => f.field === 'image' || f.field === 'image[]');
      if (images.length === 0) {
        apiError(res, 400, "Missing required parameter: 'image'.", null, 'invalid_request_error');
        return;
      }
      if (images.some((f) => !f.bytes.subarray(0, 8).equals(PNG_SIGNATURE))) {
        apiError(
          res,
          400,
          'Invalid image file: expected PNG.',
          'invalid_image_format',
          'invalid_request_error',
        );
        return;
      }
    }
    const size = typeof body.size === 'string' && body.size !== 'auto' ? body.size : '1024x1024';
    const [w, h] = size.split('x').map(Number) as [number, number];
    const png = step === 'bad-page' ? await badDrawingPng(w, h) : await drawingPng(w, h);
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: png.toString('base64') }],
      usage: { input_tokens: 50, output_tokens: 1056, total_tokens: 1106 },
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) apiError(res, 500, `Fake server error: ${String(err)}`, null, 'server_error');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript(steps, next = 'ok') {
      script = [...steps];
      fallback = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
