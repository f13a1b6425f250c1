import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * One hot read as a named, prepared statement (issue 15): `text` with `$1…$n` placeholders,
 * written once, and `name` unique to that text.
 *
 * Why: EXPLAIN ANALYZE of the project-list statement on this machine's PostgreSQL showed
 * 0.96 ms of planning for 0.31 ms of execution, on every request. node-postgres prepares a
 * named statement once per connection and then only binds values (the "extended query"
 * protocol); PostgreSQL plans it for the values of its first runs and then keeps a generic
 * plan when that is as cheap (PostgreSQL docs, PREPARE, "plan_cache_mode"). Building the text
 * once also skips drizzle's per-call SQL assembly.
 *
 * Drivers:
 * - the app's node-postgres pool (`db.$client` is a `pg.Pool`): a named statement. A
 *   transaction-mode connection pooler must then support prepared statements (PgBouncer ≥
 *   1.21 with `max_prepared_statements`), as README "Production" says.
 * - embedded PGlite: the same text and values through PGlite's own `query` (in process;
 *   nothing to gain from naming).
 * - anything else (a transaction handle): the same text through drizzle, values bound.
 *
 * Returns the rows as the driver parses them (int4 → number, text → string, bool →
 * boolean; timestamps are better formatted in SQL with to_char). Throws the driver's error.
 */
export async function preparedRows<Row>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: [...values] })).rows;
  }
  if (client instanceof PGlite) return (await client.query<Row>(text, [...values])).rows;
  const result = await db.execute(withValues(text, values));
  return (result as unknown as { rows: Row[] }).rows;
}

/** `text` with `$n` placeholders → a drizzle SQL with the values bound in their places. */
function withValues(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
  });
  return sql.join(chunks, sql.raw(''));
}
