import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fixture, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { buildDoc, buildDocx, buildPdf } from '../../test/resume-fixtures';
import { ResumeError } from '../resume/resume-error';
import { ResumeReader } from '../resume/resume-reader';

/**
 * Issue 12 "Also": property-based tests (fast-check) at the boundaries. Every JSON route of
 * the OpenAPI document gets arbitrary bodies (shaped like its schema and not), path ids and
 * query strings; the upload and résumé readers get mutated real files. Nothing may answer
 * 500, and the process must still answer /api/health afterwards. Seeds are fixed so a
 * failure can be replayed; runs are kept small for the shared 2-core machine.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: string;
  path: string;
  /** Property names of the JSON request body, when the route takes one. */
  jsonProperties?: string[];
}

async function operations(h: Harness): Promise<Operation[]> {
  const doc = (await (await h.app.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Partial<
        Record<
          (typeof HTTP_METHODS)[number],
          { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
        >
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    HTTP_METHODS.filter((m) => ops[m]).map((m) => {
      const json = ops[m]!.requestBody?.content?.['application/json']?.schema;
      return {
        method: m.toUpperCase(),
        path,
        jsonProperties: json ? Object.keys(json.properties ?? {}) : undefined,
      };
    }),
  );
}

/** Strings that break naive code: control characters, NUL, long runs, odd Unicode, numbers as text. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '%00',
    '../../etc/passwd',
    '<script>',
    "'; drop table x; --",
  ),
  fc.string({ minLength: 200, maxLength: 2000 }),
  fc.integer().map(String),
);

const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** Replaces each {param} with an arbitrary (URL-encoded) path segment. */
const pathWith = (template: string) =>
  fc.array(nastyString, { minLength: 4, maxLength: 4 }).map((values) => {
    let i = 0;
    return template.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] || 'x'));
  });

/** A real file with a few bytes changed, cut short or grown with junk. */
function mutated(original: Buffer) {
  return fc
    .record({
      flips: fc.array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), { maxLength: 12 }),
      cutAt: fc.option(fc.nat(), { nil: undefined }),
      junk: fc.uint8Array({ maxLength: 64 }),
    })
    .map(({ flips, cutAt, junk }) => {
      const bytes = Buffer.from(original);
      for (const { at, byte } of flips) bytes[at % bytes.length] = byte;
      const cut = cutAt === undefined ? bytes : bytes.subarray(0, cutAt % (bytes.length + 1));
      return Buffer.concat([cut, junk]);
    });
}

describe.each(TEST_DATABASES)('fuzzing the boundaries (%s)', (kind) => {
  let h: Harness;
  let cookie: string;
  let ops: Operation[];
  beforeAll(async () => {
    h = await createHarness(kind);
    ({ cookie } = await signIn(h));
    ops = (await operations(h)).filter((op) => op.path !== '/api/stripe/webhook');
  });
  afterAll(() => h.close());

  it('no JSON route answers 500 to arbitrary bodies, ids and query strings', {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const body = op.jsonProperties
        ? fc.oneof(
            fc.record(Object.fromEntries(op.jsonProperties.map((k) => [k, anyValue])), { requiredKeys: [] }),
            anyValue,
          )
        : fc.constant(undefined);
      await fc
        .assert(
          fc.asyncProperty(pathWith(op.path), body, nastyString, async (url, payload, query) => {
            const res = await api(h, cookie, op.method, `${url}?q=${encodeURIComponent(query)}`, payload);
            await res.body?.cancel();
            if (res.status >= 500)
              failures.push(`${op.method} ${url} ${JSON.stringify(payload)} → ${res.status}`);
            return res.status < 500;
          }),
          { numRuns: 15, seed: 12, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect((await h.app.request('/api/health')).status).toBe(200);
  });

  it('the upload reader (avatar and page photo) never answers 500 to a mutated JPEG or PNG', {
    timeout: 120_000,
  }, async () => {
    const photos = fc.oneof(mutated(fixture('photo.jpg')), mutated(fixture('page.png')));
    await fc.assert(
      fc.asyncProperty(photos, async (bytes) => {
        const avatar = new FormData();
        avatar.append('file', new File([bytes], 'me.jpg'));
        const page = new FormData();
        page.append('prompt', 'a cat');
        page.append('inputImage', new File([bytes], 'photo.png'));
        for (const [method, url, form] of [
          ['PUT', '/api/profile/avatar', avatar],
          ['POST', '/api/generations', page],
        ] as const) {
          const res = await h.app.request(url, { method, headers: { cookie }, body: form });
          await res.body?.cancel();
          expect(res.status, url).toBeLessThan(500);
        }
      }),
      { numRuns: 12, seed: 12 },
    );
    expect((await h.app.request('/api/health')).status).toBe(200);
  });
});

describe('fuzzing the résumé reader', () => {
  const reader = new ResumeReader();

  it('a mutated PDF, DOCX or DOC is read or refused with a reason, never anything else', {
    timeout: 180_000,
  }, async () => {
    const pdf = await buildPdf([['Jane Doe', 'Full Stack Developer']]);
    const files = fc.oneof(
      mutated(pdf).map((bytes) => ({ bytes, name: 'cv.pdf' })),
      mutated(buildDocx(['Sam Rivera', 'Designer'])).map((bytes) => ({ bytes, name: 'cv.docx' })),
      mutated(buildDoc('Alex Kim\nFinance')).map((bytes) => ({ bytes, name: 'cv.doc' })),
    );
    await fc.assert(
      fc.asyncProperty(files, async ({ bytes, name }) => {
        try {
          const result = await reader.read(bytes, name);
          expect(typeof result.text).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(ResumeError);
        }
      }),
      { numRuns: 24, seed: 12 },
    );
  });
});
