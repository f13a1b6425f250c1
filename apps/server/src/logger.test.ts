import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { api, signIn } from '../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../test/harness';
import { createLogger, serializeError } from './logger';

/** A logger whose JSON lines land in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('logs without secrets (issue 28 finding 2)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  for (const kind of TEST_DATABASES) {
    it(`a failing session lookup logs neither the session token nor the query parameters (${kind})`, async () => {
      const { logger, lines } = capturingLogger();
      h = await createHarness(kind, { logger });
      const { cookie } = await signIn(h);
      const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      expect(token.length).toBeGreaterThan(16);
      // The session lookup's query now fails, with the token as its parameter.
      if (kind === 'pglite') await h.database.db.execute('ALTER TABLE "session" RENAME TO session_gone');
      else {
        const owner = new pg.Client({ connectionString: h.ownerConnectionString });
        await owner.connect();
        await owner.query('ALTER TABLE "session" RENAME TO session_gone');
        await owner.end();
      }
      lines.length = 0;
      const res = await api(h, cookie, 'GET', '/api/projects', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const log = lines.join('');
      expect(log).toContain('Failed query');
      expect(log).not.toContain(token);
      expect(log).not.toContain('params');
      for (const line of lines) expect(line.length).toBeLessThan(4_000);
    });
  }

  it('redacts cookie, authorization, token and secret fields, and bounds what an error carries', () => {
    const { logger, lines } = capturingLogger();
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { huge: 'x'.repeat(10_000) },
    });
    logger.error(
      {
        err: new DrizzleQueryError('select * from session where token = $1', ['tok-abc-123'], cause),
        headers: { cookie: 'better-auth.session_token=tok-abc-123', authorization: 'Bearer tok-abc-123' },
        token: 'tok-abc-123',
        config: { secret: 'tok-abc-123' },
      },
      'boom',
    );
    const line = lines.join('');
    expect(line).not.toContain('tok-abc-123');
    expect(line).not.toContain('xxxxxxxxxx');
    const parsed = JSON.parse(line);
    expect(parsed.err.message).toBe('Failed query: select * from session where token = $1');
    expect(parsed.err.cause).toMatchObject({
      code: '57P01',
      message: expect.stringContaining('terminating'),
    });
    expect(parsed.headers).toEqual({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(serializeError(new Error('y'.repeat(5_000)))).toMatchObject({
      message: expect.stringMatching(/^y{500}…$/),
    });
  });
});
