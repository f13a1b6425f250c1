import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './openapi';

/**
 * The client's IP address for per-IP rate limits. With `trustProxyHops` = 0 (the default)
 * it is the socket's peer and X-Forwarded-For is ignored, since any client can write that
 * header. Behind N trusted reverse proxies (TRUST_PROXY_HOPS=N) it is the N-th entry from
 * the right of X-Forwarded-For (each proxy appends the address it saw), i.e. the address the
 * outermost trusted proxy received the request from; entries further left are the client's
 * own claims and are not used. Falls back to the socket when the header is shorter. Null
 * when there is no socket (e.g. `app.request()` in tests without one).
 */
export function clientIp(c: Context<AppEnv>, trustProxyHops: number): string | null {
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustProxyHops];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
