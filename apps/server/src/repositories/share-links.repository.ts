import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type GenerationRow, generations, type ShareLinkRow, shareLinks } from '../db/schema';

/** The page's active (not revoked) unlisted link of that kind (line art or `colored`), if any. */
export async function findActiveLink(
  db: Db,
  generationId: string,
  colored = false,
): Promise<ShareLinkRow | undefined> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.generationId, generationId),
        eq(shareLinks.colored, colored),
        isNull(shareLinks.revokedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Inserts a new link row. */
export async function insertLink(
  db: Db,
  row: { id: string; generationId: string; userId: string; colored?: boolean },
): Promise<ShareLinkRow> {
  const rows = await db.insert(shareLinks).values(row).returning();
  return rows[0]!;
}

/** Revokes the page's active links; returns how many were active. */
export async function revokeLinks(db: Db, generationId: string, at: Date): Promise<number> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(and(eq(shareLinks.generationId, generationId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length;
}

/** An active link and its page, or undefined for unknown or revoked tokens. */
export async function findLinkedPage(
  db: Db,
  token: string,
): Promise<{ link: ShareLinkRow; page: GenerationRow } | undefined> {
  const rows = await db
    .select({ link: shareLinks, page: generations })
    .from(shareLinks)
    .innerJoin(generations, eq(generations.id, shareLinks.generationId))
    .where(and(eq(shareLinks.id, token), isNull(shareLinks.revokedAt)));
  return rows[0];
}

/** Active links of the given pages (the owner's workspace). */
export async function activeLinksOf(db: Db, generationIds: string[]): Promise<ShareLinkRow[]> {
  if (generationIds.length === 0) return [];
  return db
    .select()
    .from(shareLinks)
    .where(and(inArray(shareLinks.generationId, generationIds), isNull(shareLinks.revokedAt)));
}

/** Remembers a page's link-preview file (set once; a concurrent second one is discarded). */
export async function setSocialFile(db: Db, generationId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .update(generations)
    .set({ socialFileId: fileId })
    .where(and(eq(generations.id, generationId), isNull(generations.socialFileId)))
    .returning({ id: generations.id });
  return rows.length > 0;
}

/** Locks the page's row until the transaction ends (serialises making its one link). */
export async function lockGeneration(db: Db, generationId: string): Promise<void> {
  await db
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.id, generationId))
    .for('update');
}
