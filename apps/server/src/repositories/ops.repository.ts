import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One `select 1` round trip (readiness, issue 16); throws when the database is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Jobs waiting (`created`, `retry`) or being worked (`active`) per pg-boss queue name and state. */
export async function queueDepth(
  db: Db,
): Promise<{ name: string; state: string; count: number; oldestSeconds: number }[]> {
  const result = await db.execute(
    sql`select name, state, count(*)::int as n, coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
        from pgboss.job where state in ('created', 'retry', 'active') group by name, state`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string;
    state: string;
    n: number | string;
    oldest: number | string;
  }[];
  return rows.map((row) => ({
    name: row.name,
    state: row.state,
    count: Number(row.n),
    oldestSeconds: Number(row.oldest),
  }));
}

/** Every storage key a row points at: files' keys and profile photos' keys (backups, issue 28). */
export async function referencedStorageKeys(db: Db): Promise<Set<string>> {
  const result = await db.execute(
    sql`select key from files union select avatar_key as key from profiles where avatar_key is not null`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string }[];
  return new Set(rows.map((row) => row.key));
}
