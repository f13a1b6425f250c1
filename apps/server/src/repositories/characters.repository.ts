import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CharacterRow, characters } from '../db/schema';

/** The user's characters, newest first. */
export async function listCharacters(db: Db, userId: string): Promise<CharacterRow[]> {
  return db
    .select()
    .from(characters)
    .where(eq(characters.userId, userId))
    .orderBy(desc(characters.createdAt));
}

/** The character when it belongs to `userId`, otherwise undefined. */
export async function findOwnedCharacter(
  db: Db,
  userId: string,
  id: string,
): Promise<CharacterRow | undefined> {
  const rows = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, id), eq(characters.userId, userId)));
  return rows[0];
}

/** Inserts a character pointing at its own image file. */
export async function insertCharacter(
  db: Db,
  row: {
    userId: string;
    title: string;
    description: string | null;
    imageFileId: string;
    sourceGenerationId: string;
  },
): Promise<CharacterRow> {
  const rows = await db.insert(characters).values(row).returning();
  return rows[0]!;
}
