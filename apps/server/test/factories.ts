import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreatedGeneration, Generation, Project, Session } from '@inkling/contracts/api';
import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import {
  checkColoredPage,
  checkPrompt,
  EngineError,
  type Page,
  type PageRequest,
  reencodeAvatar,
  reencodeUpload,
  socialPreview,
} from '@inkling/engine';
import { findPersonalInformation } from '@inkling/safety';
import type { EnginePort } from '../src/engine-port';
import { processGeneration } from '../src/services/generations.service';
import type { Harness } from './harness';

/** Bytes of a file under test/fixtures. */
export function fixture(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));
}

/** A finished page made from the fixture PNG, with metadata echoing the request. */
export function fakePage(request: PageRequest): Page {
  const png = fixture('page.png');
  return {
    printPng: png,
    previewPng: png,
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="51" height="66"/>',
    metadata: {
      provider: 'sketchbook',
      seed: request.seed ?? 1,
      audience: request.audience ?? 'kids',
      format: request.format ?? 'letter',
      style: { ...DEFAULT_PAGE_STYLE, ...request.style },
      lineWidthPx: 12,
      width: 51,
      height: 66,
      dpi: 300,
      elements: [request.prompt.split(' ')[0] ?? 'thing'],
      setting: null,
      skippedWords: [],
      credits: [],
      timings: { total: 1 },
    },
  };
}

/**
 * The engine for route and service tests: the real kid-safety check and the real upload and
 * avatar re-encoding (sharp runs here, so nothing is faked that can run); only the drawing
 * is a stand-in (the fixture PNG via `fakePage`), so state-machine tests do not spend
 * ~0.2 s per page. The worker test swaps in the real `generatePage` as well.
 */
export function testEngine(): EnginePort {
  return {
    checkPrompt,
    generatePage: async (request) => fakePage(request),
    reencodeUpload,
    reencodeAvatar,
    findPersonalInformation,
    socialPreview,
    checkColoredPage,
  };
}

/** A generator that always fails with the given error. */
export function failingGenerator(
  error: Error = new EngineError('provider_failed', 'The drawing service is busy.'),
) {
  return async (): Promise<Page> => {
    throw error;
  };
}

/** Signs a user in through local sign-in; returns the cookie header and the session. */
export async function signIn(
  h: Harness,
  name = 'Ada',
  email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.org`,
): Promise<{ cookie: string; session: Session; userId: string }> {
  const res = await h.app.request('/api/local-auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = (await res.json()) as Session;
  return { cookie, session, userId: session.user!.id };
}

/** A response's JSON body, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on shapes field by field.
export const body = (res: Response): Promise<any> => res.json();

/** JSON request as a signed-in user. */
export function api(h: Harness, cookie: string, method: string, url: string, body?: unknown, headers = {}) {
  return h.app.request(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Creates a project through `POST /api/projects` as the user; throws unless 201. */
export async function createProject(h: Harness, cookie: string, title = 'Puppies'): Promise<Project> {
  const res = await api(h, cookie, 'POST', '/api/projects', { title });
  if (res.status !== 201) throw new Error(`project failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Project;
}

/** Starts a page in a project through `POST /api/generations` (costs 1 credit); throws unless 201. */
export async function createGeneration(
  h: Harness,
  cookie: string,
  projectId: string,
  prompt = 'a puppy with a ball',
): Promise<Generation> {
  const res = await api(h, cookie, 'POST', '/api/generations', { prompt, projectId });
  if (res.status !== 201) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as CreatedGeneration).generation;
}

/** Replaces some properties of `target` (e.g. one engine function); returns the undo. */
export function override<T extends object>(target: T, changes: Partial<T>): () => void {
  const saved = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof T]])) as Partial<T>;
  Object.assign(target, changes);
  return () => Object.assign(target, saved);
}

/**
 * Draws the given generations (processGeneration) with a stand-in engine that records what it
 * was asked for; the engine is restored afterwards.
 * @returns the page requests the engine received, in order.
 */
export async function drawRecordingRequests(h: Harness, ids: string[]): Promise<PageRequest[]> {
  const seen: PageRequest[] = [];
  const restore = override(h.ctx.engine, {
    generatePage: async (request) => {
      seen.push(request);
      return fakePage(request);
    },
  });
  try {
    for (const id of ids) await processGeneration(h.ctx, id);
  } finally {
    restore();
  }
  return seen;
}
