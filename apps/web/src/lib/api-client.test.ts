import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, isApiError } from './api-client';

function respond(body: BodyInit | null, status: number, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = respond(JSON.stringify({ id: 'p1' }), 201);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/projects', { method: 'POST', body: { title: 'Hi' } })).resolves.toEqual({
      id: 'p1',
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/projects');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"title":"Hi"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal('fetch', respond(null, 204));
    await expect(apiFetch('/api/projects/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws a typed ApiError from { error: { code, message } }', async () => {
    vi.stubGlobal(
      'fetch',
      respond(JSON.stringify({ error: { code: 'insufficient_credits', message: 'No credits left' } }), 402),
    );
    const error = (await apiFetch('/api/projects/1/generations', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'insufficient_credits', message: 'No credits left', status: 402 });
    expect(isApiError(error, 'insufficient_credits')).toBe(true);
    expect(isApiError(error, 'blocked_prompt')).toBe(false);
  });

  it('falls back to code "unknown" and a readable message when the body is not the error shape', async () => {
    vi.stubGlobal('fetch', respond('<html>Bad gateway</html>', 502, 'text/html'));
    const error = (await apiFetch('/api/session').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ code: 'unknown', status: 502 });
    expect(error.message).toMatch(/try again/i);
  });

  it('reports an unreadable success body as an ApiError', async () => {
    vi.stubGlobal('fetch', respond('<!doctype html>', 200, 'text/html'));
    await expect(apiFetch('/api/session')).rejects.toMatchObject({ code: 'unknown', status: 200 });
  });

  it('reports a network failure as code "network" with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/session')).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const fetchMock = respond(JSON.stringify({ id: 'u1' }), 201);
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiFetch('/api/uploads', { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
