import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

/**
 * The OpenAPI document at GET /api/openapi.json is one a client generator can use (issue 9):
 * it passes `redocly lint` with the recommended rules, every operation has an operationId, the
 * session-cookie security scheme is applied to every operation that needs a session and
 * `security: []` to public ones, and `servers` has an entry. Each failure lists what is missing.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type SecurityRequirement = Record<string, string[]>;

interface Operation {
  operationId?: string;
  security?: SecurityRequirement[];
}

interface OpenApiDocument {
  servers?: { url?: string }[];
  security?: SecurityRequirement[];
  components?: { securitySchemes?: Record<string, { type?: string; in?: string; name?: string }> };
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
}

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

const run = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

let harness: Harness;
let document: OpenApiDocument;
let workdir: string;

beforeAll(async () => {
  harness = await createHarness('pglite');
  const response = await harness.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
  workdir = mkdtempSync(join(tmpdir(), 'inkling-openapi-'));
});

afterAll(async () => {
  await harness?.close();
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** Every operation as "METHOD /path" with its object. */
function operations(): { name: string; method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, method, path, operation }] : [];
    }),
  );
}

/** Names of the security schemes that are a session cookie (apiKey in a cookie). */
function cookieSchemes(): string[] {
  return Object.entries(document.components?.securitySchemes ?? {})
    .filter(([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'cookie')
    .map(([name]) => name);
}

/** 'session' (requires the cookie scheme), 'public' (`[]`), 'undeclared', or 'other'. */
function declaredAccess(
  operation: Operation,
  cookies: string[],
): 'session' | 'public' | 'undeclared' | 'other' {
  const security = operation.security ?? document.security;
  if (!security) return 'undeclared';
  if (security.length === 0) return 'public';
  const schemes = security.length === 1 ? Object.keys(security[0] ?? {}) : [];
  const requiresCookie = schemes.length === 1 && cookies.includes(schemes[0] ?? '');
  return requiresCookie ? 'session' : 'other';
}

describe('GET /api/openapi.json', () => {
  it('passes redocly lint (recommended rules) with no errors', async () => {
    const file = join(workdir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const args = [redoclyCli, 'lint', '--format=json', '--extends=recommended', file];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // redocly exits 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await run(process.execPath, args, { cwd: workdir, env, maxBuffer: 16 * 1024 * 1024 }).then(
      (result) => result.stdout,
      (error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint produced no report: ${error.stderr}`);
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as { problems: RedoclyProblem[] };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors, `redocly lint errors:\n${errors.join('\n')}`).toEqual([]);
  });

  it('gives every operation an operationId', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.operationId)
      .map(({ name }) => name);
    expect(missing, `operations without an operationId:\n${missing.join('\n')}`).toEqual([]);
  });

  it('defines the session-cookie security scheme', () => {
    expect(cookieSchemes(), 'components.securitySchemes needs one apiKey scheme in a cookie').toHaveLength(1);
  });

  it('declares on every operation either the session cookie or `security: []`', () => {
    const cookies = cookieSchemes();
    const wrong = operations()
      .map(({ name, operation }) => ({ name, access: declaredAccess(operation, cookies) }))
      .filter(({ access }) => access === 'undeclared' || access === 'other')
      .map(({ name, access }) =>
        access === 'undeclared'
          ? `${name}: no security (the session-cookie requirement if it needs a session, [] if public)`
          : `${name}: security is neither the session cookie alone nor []`,
      );
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('requires the session cookie exactly where a request without a session is refused with 401', async () => {
    const cookies = cookieSchemes();
    const mismatches: string[] = [];
    for (const { name, method, path, operation } of operations()) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const body = ['post', 'put', 'patch'].includes(method) ? '{}' : undefined;
      const headers = body ? { 'content-type': 'application/json' } : undefined;
      const response = await harness.app.request(url, { method: method.toUpperCase(), body, headers });
      await response.body?.cancel();
      const access = declaredAccess(operation, cookies);
      if (response.status === 401 && access !== 'session') {
        mismatches.push(`${name}: answers 401 without a session but does not require the session cookie`);
      }
      // A request refused as invalid before the session check (400, 415) proves nothing either
      // way; moderation routes answer 404 to every non-moderator, signed out included (issue 10).
      const hidden =
        (operation as Record<string, unknown>)['x-moderators-only'] === true && response.status === 404;
      if (access === 'session' && !hidden && ![401, 400, 415].includes(response.status)) {
        mismatches.push(
          `${name}: requires the session cookie but answers ${response.status} without a session (should it be public?)`,
        );
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });

  it('names a server', () => {
    const urls = (document.servers ?? []).map((server) => server.url).filter(Boolean);
    expect(urls, 'servers needs at least one entry with a url').not.toEqual([]);
  });
});
