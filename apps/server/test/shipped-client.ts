import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatedGeneration, Generation, Project } from '@inkling/contracts/api';
import type { BookExport } from '@inkling/contracts/book';
import type { Audience, PhotoDetail, PhotoSubject } from '@inkling/contracts/page';
import { printPngProblems } from '@inkling/engine';
import { ROOT, sleep } from './app-process';

/**
 * A client of the running app's HTTP API that walks the main paths as the web app does
 * (issue 26): used by the process-level test of `start:api` + `worker`, and by `npm run
 * smoke`. Every step throws with what went wrong, so a caller only has to await it.
 */

/** The repository's sample photos (packages/engine/test/photos/README.md has their licences). */
export const SAMPLE_PHOTOS = {
  cat: path.join(ROOT, 'packages/engine/test/photos/pet-cat.jpg'),
  rocket: path.join(ROOT, 'packages/engine/test/photos/busy-rocket.jpg'),
};

/** What a new page is made from (POST /api/generations fields). */
export interface PageInput {
  prompt: string;
  projectId?: string;
  characterId?: string;
  audience?: Audience;
  /** A photo file to upload (multipart, field inputImage). */
  photo?: string;
  photoSubject?: PhotoSubject;
  photoDetail?: PhotoDetail;
}

/** A signed-in user of the app at `base`: the session cookie and the app's Origin. */
export class ShippedClient {
  private constructor(
    readonly base: string,
    readonly cookie: string,
  ) {}

  /** Signs a new user in with local sign-in (name and e-mail). */
  static async signIn(base: string, name = 'Smoke Test'): Promise<ShippedClient> {
    const email = `smoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await fetch(`${base}/api/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(base).origin },
      body: JSON.stringify({ name, email }),
    });
    if (res.status !== 200) throw new Error(`local sign-in answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return new ShippedClient(base, cookie);
  }

  /** A request as the browser sends it (cookie, Origin); throws on a status other than `expect`. */
  async request(
    method: string,
    url: string,
    init: { body?: BodyInit; json?: unknown; expect?: number[] } = {},
  ) {
    const headers: Record<string, string> = { cookie: this.cookie, origin: new URL(this.base).origin };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.base}${url}`, { method, headers, body });
    const expected = init.expect ?? [200];
    if (!expected.includes(res.status))
      throw new Error(
        `${method} ${url} answered ${res.status} (expected ${expected.join('/')}): ${await res.text()}`,
      );
    return res;
  }

  /** Sends a page (one Idempotency-Key) and returns the created generation and its project id. */
  async submit(input: PageInput): Promise<{ generation: Generation; projectId: string }> {
    const { photo, ...fields } = input;
    const key = `smoke-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    let body: BodyInit;
    const headers: Record<string, string> = {
      cookie: this.cookie,
      origin: new URL(this.base).origin,
      'idempotency-key': key,
    };
    if (photo) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      form.set('inputImage', new Blob([readFileSync(photo)], { type: 'image/jpeg' }), path.basename(photo));
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(fields);
    }
    const res = await fetch(`${this.base}/api/generations`, { method: 'POST', headers, body });
    if (res.status !== 201)
      throw new Error(`POST /api/generations answered ${res.status}: ${await res.text()}`);
    const created = (await res.json()) as CreatedGeneration;
    return { generation: created.generation, projectId: created.project.id };
  }

  /** Polls a page until it is finished; throws when it failed (with its error) or took over `timeoutMs`. */
  async waitForPage(id: string, timeoutMs = 120_000): Promise<Generation> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const g = (await (await this.request('GET', `/api/generations/${id}`)).json()) as Generation;
      if (g.status === 'completed') return g;
      if (g.status === 'failed') throw new Error(`page "${g.prompt}" failed: ${g.error}`);
      if (Date.now() > deadline)
        throw new Error(`page "${g.prompt}" still ${g.status} after ${timeoutMs} ms`);
      await sleep(300);
    }
  }

  /**
   * Downloads a finished page's print PNG and checks it is a printable page (engine
   * `printPngProblems`: PNG, pure black and white, some ink); returns its bytes.
   */
  async downloadPrint(g: Generation): Promise<Buffer> {
    if (!g.result) throw new Error(`page "${g.prompt}" has no result`);
    const png = Buffer.from(await (await this.request('GET', g.result.printUrl)).arrayBuffer());
    const problems = await printPngProblems(png);
    if (problems.length > 0)
      throw new Error(`the print PNG of "${g.prompt}" is not printable: ${problems.join('; ')}`);
    return png;
  }

  /** Makes a page from `input`, waits for it, checks its print PNG; returns the finished page. */
  async makePage(input: PageInput): Promise<Generation & { projectId: string }> {
    const { generation, projectId } = await this.submit(input);
    const done = await this.waitForPage(generation.id);
    await this.downloadPrint(done);
    return { ...done, projectId };
  }

  /** "Retry" of a page (free), drawn and checked. */
  async retry(g: Generation): Promise<Generation> {
    const res = await this.request('POST', `/api/generations/${g.id}/retry`, { expect: [201] });
    const done = await this.waitForPage(((await res.json()) as Generation).id);
    await this.downloadPrint(done);
    return done;
  }

  /** Saves a finished page as a character; returns its id. */
  async saveCharacter(g: Generation, title: string): Promise<string> {
    const res = await this.request('POST', '/api/characters', {
      json: { generationId: g.id, title },
      expect: [201],
    });
    return ((await res.json()) as { id: string }).id;
  }

  /** A project with its pages. */
  async project(id: string): Promise<Project> {
    return (await (await this.request('GET', `/api/projects/${id}`)).json()) as Project;
  }

  /** Exports the project's book as a PDF or EPUB, waits for it and returns the file's bytes. */
  async exportBook(projectId: string, format: 'pdf' | 'epub', timeoutMs = 120_000): Promise<Buffer> {
    const started = await this.request('POST', `/api/projects/${projectId}/book/exports`, {
      json: { format },
      expect: [200, 202],
    });
    let job = (await started.json()) as BookExport;
    const deadline = Date.now() + timeoutMs;
    while (job.status !== 'done') {
      if (job.status === 'failed') throw new Error(`the ${format} export failed: ${job.error}`);
      if (Date.now() > deadline)
        throw new Error(`the ${format} export is still ${job.status} after ${timeoutMs} ms`);
      await sleep(300);
      job = (await (
        await this.request('GET', `/api/projects/${projectId}/book/exports/${job.id}`)
      ).json()) as BookExport;
    }
    return Buffer.from(
      await (
        await this.request('GET', `/api/projects/${projectId}/book/exports/${job.id}/file`)
      ).arrayBuffer(),
    );
  }
}
