import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';

describe('app', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.close());

  it('serves an OpenAPI document listing every route of docs/api.md', async () => {
    const res = await h.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await body(res);
    expect(doc.openapi).toBe('3.1.0');
    const routes = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/session',
        'POST /api/local-auth/sign-in',
        'GET /api/credits',
        'GET /api/projects',
        'POST /api/projects',
        'GET /api/projects/{id}',
        'PATCH /api/projects/{id}',
        'DELETE /api/projects/{id}',
        'GET /api/projects/{id}/events',
        'POST /api/generations',
        'GET /api/generations/{id}',
        'POST /api/generations/{id}/retry',
        'POST /api/generations/{id}/report',
        'POST /api/checkout',
        'POST /api/checkout/confirm',
        'POST /api/stripe/webhook',
        'GET /api/checkout/test/{id}',
        'POST /api/checkout/test/{id}/pay',
        'POST /api/checkout/test/{id}/cancel',
        'GET /api/files/{id}',
        'GET /api/characters',
        'POST /api/characters',
      ]),
    );
    // The home flow's old three calls are gone: one POST /api/generations makes a page.
    expect(routes).not.toContain('POST /api/projects/{id}/generations');
    expect(routes).not.toContain('POST /api/uploads');
  });

  it('echoes a given x-request-id and generates one otherwise', async () => {
    const given = await h.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await h.app.request('/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api routes and malformed JSON with JSON errors', async () => {
    const missing = await h.app.request('/api/nope');
    expect(missing.status).toBe(404);
    expect((await body(missing)).error.code).toBe('not_found');
    const bad = await h.app.request('/api/local-auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.code).toBe('bad_request');
  });
});
