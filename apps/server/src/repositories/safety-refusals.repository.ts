import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { safetyRefusals } from '../db/schema';

/** Adds one to today's (UTC) count of a refusal kind in one UPSERT (row locking keeps concurrent counts exact). */
export async function incrementRefusal(
  db: Db,
  refusal: { category: string; source: string; surface: string },
): Promise<void> {
  await db
    .insert(safetyRefusals)
    .values({ day: sql`(now() at time zone 'utc')::date`, ...refusal, count: 1 })
    .onConflictDoUpdate({
      target: [safetyRefusals.day, safetyRefusals.category, safetyRefusals.source, safetyRefusals.surface],
      set: { count: sql`${safetyRefusals.count} + 1` },
    });
}

/** Refusals per UTC day and category over the last `days` days (today included), newest first, summed over sources and surfaces. */
export async function refusalsPerDay(
  db: Db,
  days: number,
): Promise<{ day: string; category: string; count: number }[]> {
  const rows = await db
    .select({
      day: safetyRefusals.day,
      category: safetyRefusals.category,
      count: sql<number>`sum(${safetyRefusals.count})::int`,
    })
    .from(safetyRefusals)
    .where(sql`${safetyRefusals.day} > (now() at time zone 'utc')::date - ${days}::int`)
    .groupBy(safetyRefusals.day, safetyRefusals.category)
    .orderBy(sql`${safetyRefusals.day} desc`, safetyRefusals.category);
  return rows.map((r) => ({ day: String(r.day), category: r.category, count: Number(r.count) }));
}

/** Every stored count row (day, category, source, surface, count), for operators and tests. */
export function listRefusalRows(db: Db) {
  return db.select().from(safetyRefusals).orderBy(safetyRefusals.day, safetyRefusals.category);
}
