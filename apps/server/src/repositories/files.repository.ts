import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type FileKind, type FileRow, files } from '../db/schema';

/** Inserts a file row (the blob must already be stored under `key`). */
export async function insertFile(
  db: Db,
  row: {
    id: string;
    userId: string;
    key: string;
    contentType: string;
    bytes: number;
    kind: FileKind;
    width?: number | null;
    height?: number | null;
  },
): Promise<FileRow> {
  const rows = await db.insert(files).values(row).returning();
  return rows[0]!;
}

/** The file when it belongs to `userId`, otherwise undefined. */
export async function findOwnedFile(db: Db, userId: string, id: string): Promise<FileRow | undefined> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return rows[0];
}

/** Deletes the rows and returns their storage keys (the caller removes the blobs). */
export async function deleteFiles(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(files).where(inArray(files.id, ids)).returning({ key: files.key });
  return rows.map((r) => r.key);
}
