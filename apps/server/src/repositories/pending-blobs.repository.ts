import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, pendingBlobs } from '../db/schema';

/** Notes a blob about to be written under `key` (before the write, outside any transaction). */
export async function insertPendingBlob(db: Db, key: string, at: Date): Promise<void> {
  await db.insert(pendingBlobs).values({ key, createdAt: at }).onConflictDoNothing();
}

/** Forgets a pending blob: its `files` row is being written in the same transaction. */
export async function deletePendingBlob(db: Db, key: string): Promise<void> {
  await db.delete(pendingBlobs).where(eq(pendingBlobs.key, key));
}

/**
 * Pending blobs noted before `before`, oldest first, at most `limit`, each with whether a
 * `files` row holds its key (then only the note is stale, the blob is in use).
 */
export async function findStalePendingBlobs(db: Db, before: Date, limit: number) {
  const rows = await db
    .select({ key: pendingBlobs.key })
    .from(pendingBlobs)
    .where(lt(pendingBlobs.createdAt, before))
    .orderBy(pendingBlobs.createdAt)
    .limit(limit);
  if (rows.length === 0) return [];
  const used = await db
    .select({ key: files.key })
    .from(files)
    .where(
      inArray(
        files.key,
        rows.map((r) => r.key),
      ),
    );
  const usedKeys = new Set(used.map((u) => u.key));
  return rows.map((r) => ({ key: r.key, inUse: usedKeys.has(r.key) }));
}
