import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { FileKind, FileRow } from '../db/schema';
import { notFound } from '../errors';
import { deleteFiles, findOwnedFile, insertFile } from '../repositories/files.repository';
import {
  deletePendingBlob,
  findStalePendingBlobs,
  insertPendingBlob,
} from '../repositories/pending-blobs.repository';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
};

/** What a new file is: owner, kind, bytes and, for pictures, their size in px. */
export interface NewFile {
  userId: string;
  kind: FileKind;
  bytes: Buffer;
  contentType: string;
  width?: number | null;
  height?: number | null;
}

/** A blob written by `writeBlob` whose `files` row is not written yet. */
export type WrittenBlob = Parameters<typeof insertFile>[1];

/** What writing and recording a file needs from the context. */
export type FileCtx = Pick<AppContext, 'db' | 'storage' | 'clock'>;

/**
 * Writes a new file's blob (key `<user>/<kind>/<id>.<ext>`) and returns the row to record
 * with `recordFile`. Split from `storeFile` so a caller can write the blob before opening a
 * transaction (no disk or network I/O while it holds locks) and record the row inside it;
 * if that transaction rolls back, the caller deletes the blob (`ctx.storage.delete(key)`).
 * The key is noted in pending_blobs first (committed on its own), so a writer that dies
 * before its row is committed leaves a note, and `sweepAbandonedBlobs` removes the blob
 * (issue 12: a killed job left orphan files).
 */
export async function writeBlob(ctx: FileCtx, input: NewFile): Promise<WrittenBlob> {
  const { id, key } = newBlobKey(input);
  await insertPendingBlob(ctx.db, key, ctx.clock());
  await ctx.storage.put(key, input.bytes, input.contentType);
  return {
    id,
    userId: input.userId,
    key,
    contentType: input.contentType,
    bytes: input.bytes.length,
    kind: input.kind,
    width: input.width ?? null,
    height: input.height ?? null,
  };
}

/** A new file's id and storage key `<user>/<kind>/<id>.<ext>`. */
function newBlobKey(input: Pick<NewFile, 'userId' | 'kind' | 'contentType'>): { id: string; key: string } {
  const id = randomUUID();
  return {
    id,
    key: `${safeSegment(input.userId)}/${input.kind}/${id}.${EXTENSIONS[input.contentType] ?? 'bin'}`,
  };
}

/**
 * `writeBlob` for bytes produced piece by piece (`Storage.putStreaming`): `produce` awaits
 * `write` for each chunk, so the file is never whole in memory (issue 11: book exports). The
 * same pending note protects it; record it with `recordFile`. Throws what `produce` throws,
 * with nothing stored.
 */
export async function writeBlobStreaming(
  ctx: FileCtx,
  input: Omit<NewFile, 'bytes'>,
  produce: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
): Promise<WrittenBlob> {
  const { id, key } = newBlobKey(input);
  await insertPendingBlob(ctx.db, key, ctx.clock());
  const bytes = await ctx.storage.putStreaming(key, input.contentType, produce);
  return {
    id,
    userId: input.userId,
    key,
    contentType: input.contentType,
    bytes,
    kind: input.kind,
    width: input.width ?? null,
    height: input.height ?? null,
  };
}

/**
 * Writes the `files` row of a blob from `writeBlob` and clears its pending note, atomically
 * (a savepoint when `ctx.db` is already a transaction, which then decides for both).
 */
export function recordFile(ctx: Pick<AppContext, 'db'>, blob: WrittenBlob): Promise<FileRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertFile(tx, blob);
    await deletePendingBlob(tx, blob.key);
    return row;
  });
}

/** How old a pending blob must be before the sweep takes it for abandoned, ms (a write takes seconds). */
export const ABANDONED_BLOB_MS = 15 * 60 * 1000;

/**
 * Deletes the blobs whose writer died or rolled back before recording them: pending notes
 * older than `olderThanMs` (ABANDONED_BLOB_MS) whose key no `files` row holds; the note goes
 * with the blob (a note whose key is in use is just dropped). Up to 500 per call. Returns
 * the number of blobs deleted.
 */
export async function sweepAbandonedBlobs(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  olderThanMs: number = ABANDONED_BLOB_MS,
): Promise<number> {
  const stale = await findStalePendingBlobs(ctx.db, new Date(ctx.clock().getTime() - olderThanMs), 500);
  let deleted = 0;
  for (const { key, inUse } of stale) {
    if (!inUse) {
      await ctx.storage.delete(key);
      deleted += 1;
    }
    await deletePendingBlob(ctx.db, key);
  }
  return deleted;
}

/**
 * Stores bytes as a new file owned by `userId`: blob first, then the row through `ctx.db`
 * (pass `{ ...ctx, db: tx }` to write the row inside a transaction), so a row never points
 * at a missing blob.
 */
export async function storeFile(ctx: FileCtx, input: NewFile): Promise<FileRow> {
  return recordFile(ctx, await writeBlob(ctx, input));
}

/** Reads the owner's file (row and bytes). Throws 404 for missing or foreign ids. */
export async function readOwnedFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  fileId: string,
): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await findOwnedFile(ctx.db, userId, fileId);
  const stored = row ? await ctx.storage.get(row.key) : null;
  if (!row || !stored) throw notFound('File');
  return { row, bytes: stored.bytes };
}

/**
 * The bytes of the owner's file, or undefined when its row or blob is gone (a page is then
 * drawn without it). Other failures (database, storage) throw.
 */
export async function readOwnedFileBytes(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  fileId: string,
): Promise<Buffer | undefined> {
  const row = await findOwnedFile(ctx.db, userId, fileId);
  const stored = row ? await ctx.storage.get(row.key) : null;
  return stored?.bytes;
}

/** Deletes file rows, then their blobs (a blob that fails to delete is only logged). */
export async function removeFiles(ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>, ids: string[]) {
  const keys = await deleteFiles(ctx.db, ids);
  await Promise.all(
    keys.map((key) =>
      ctx.storage.delete(key).catch((err) => ctx.logger.warn({ err, key }, 'could not delete stored file')),
    ),
  );
}

/** User ids from better-auth are alphanumeric; anything else is replaced to keep keys safe. */
function safeSegment(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
