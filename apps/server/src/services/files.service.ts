import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { FileKind, FileRow } from '../db/schema';
import { notFound } from '../errors';
import { deleteFiles, findOwnedFile, insertFile } from '../repositories/files.repository';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Stores bytes as a new file owned by `userId`: blob first (key `<user>/<kind>/<id>.<ext>`),
 * then the row through `ctx.db` (pass `{ ...ctx, db: tx }` to write the row inside a
 * transaction), so a row never points at a missing blob. A caller whose transaction rolls
 * back removes the blob with `ctx.storage.delete(row.key)`.
 */
export async function storeFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  input: {
    userId: string;
    kind: FileKind;
    bytes: Buffer;
    contentType: string;
    width?: number | null;
    height?: number | null;
  },
): Promise<FileRow> {
  const id = randomUUID();
  const key = `${safeSegment(input.userId)}/${input.kind}/${id}.${EXTENSIONS[input.contentType] ?? 'bin'}`;
  await ctx.storage.put(key, input.bytes, input.contentType);
  return insertFile(ctx.db, {
    id,
    userId: input.userId,
    key,
    contentType: input.contentType,
    bytes: input.bytes.length,
    kind: input.kind,
    width: input.width ?? null,
    height: input.height ?? null,
  });
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
