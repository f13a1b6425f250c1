import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CharacterRow, characters } from '../db/schema';

export async function listCharacters(db: Db, userId: string): Promise<CharacterRow[]> {
  return db
    .select()
    .from(characters)
    .where(eq(characters.userId, userId))
    .orderBy(desc(characters.createdAt));
}

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
