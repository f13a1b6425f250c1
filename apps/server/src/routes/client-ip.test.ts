import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';
import type { AppEnv } from './openapi';

/** Asks a one-route app for the client IP it sees with `hops` trusted proxies. */
async function seenIp(hops: number, socket: string, forwardedFor?: string): Promise<string | null> {
  const app = new Hono<AppEnv>().get('/', (c) => c.json({ ip: clientIp(c, hops) }));
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return ((await res.json()) as { ip: string | null }).ip;
}

describe('clientIp', () => {
  it('uses the socket and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seenIp(0, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('behind one trusted proxy, takes the address that proxy appended (the rightmost)', async () => {
    expect(await seenIp(1, '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('behind two trusted proxies, skips the inner proxy and ignores what the client wrote', async () => {
    expect(await seenIp(2, '10.0.0.2', 'spoofed, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or shorter than the hops', async () => {
    expect(await seenIp(1, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seenIp(3, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });
});
