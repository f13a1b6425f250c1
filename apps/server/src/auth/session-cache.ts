import { createHash } from 'node:crypto';
import type { Auth, AuthUser } from './auth';

/**
 * How long a validated session is trusted without asking better-auth again, ms (issue 15:
 * "cache validated sessions in the process for a short time"). Sign-out, better-auth's
 * revocation routes and a profile change drop entries at once; 30 s bounds only what another
 * process (a second API process, issue 16) changes behind this one's back.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Most entries kept; beyond it the oldest is dropped (bounds memory under many sessions). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** better-auth's session cookie, plain or with the `__Secure-` prefix (https PUBLIC_URL). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

interface Entry {
  user: AuthUser;
  /** Epoch ms after which the entry is not used (the TTL or the session's own expiry, sooner). */
  until: number;
}

/** What `lookup` found: the user (or null) and cookies better-auth asked to set (a refresh). */
export interface SessionLookup {
  user: AuthUser | null;
  setCookies: string[];
}

/**
 * In-process cache of validated better-auth sessions, keyed by the SHA-256 of the session
 * cookie's value (the token itself is never kept). Only valid sessions are cached; a request
 * without the cookie is signed out without asking better-auth, and a bad cookie still goes to
 * better-auth every time (which may answer with a clearing Set-Cookie). A cache hit skips
 * better-auth's daily session extension; the next miss (≤ 30 s later) performs it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly auth: Auth,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** The request's user, from the cache or from better-auth (2 statements on a miss). */
  async lookup(headers: Headers): Promise<SessionLookup> {
    const cookie = headers.get('cookie');
    const token = cookie ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
    if (!token) return { user: null, setCookies: [] };
    const key = hashToken(token);
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.until > now) return { user: hit.user, setCookies: [] };
    if (hit) this.entries.delete(key);
    const { headers: out, response } = await this.auth.api.getSession({ headers, returnHeaders: true });
    const setCookies = out.getSetCookie();
    if (response) {
      const expires = new Date(response.session.expiresAt).getTime();
      // A refreshed cookie carries a new signature, hence a new key: cache under the one sent.
      this.remember(key, { user: response.user, until: Math.min(now + this.ttlMs, expires) });
    }
    return { user: response?.user ?? null, setCookies };
  }

  /** Drops every cached session of the user (their name or photo changed, or a revocation). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  /** Drops everything (after any better-auth POST: sign-out, revoke-session(s), sign-in). */
  clear(): void {
    this.entries.clear();
  }

  /** Entries held (tests). */
  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Reserved key on the live channel (ctx.notifier, PostgreSQL LISTEN/NOTIFY between
 * processes) that carries session-cache invalidations, so a sign-out, revocation or profile
 * change on one API process drops the cached session in every process at once (issue 16:
 * "session revocation … across instances"). `generationId` is a user id, or SESSIONS_ALL.
 * Never a project id: those are UUIDs.
 */
export const SESSION_CHANGES_KEY = '~sessions';
/** `generationId` of a SESSION_CHANGES_KEY notification that drops every cached session. */
export const SESSIONS_ALL = '*';

const caches = new WeakMap<Auth, SessionCache>();

/** The one session cache of an app's better-auth instance (created on first use). */
export function sessionCacheOf(auth: Auth): SessionCache {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new SessionCache(auth);
    caches.set(auth, cache);
  }
  return cache;
}
