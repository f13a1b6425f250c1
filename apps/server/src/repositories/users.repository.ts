import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, type UserRow, user } from '../db/schema';

/** Creates the user's profile row when missing (spec core §3 "profile"). */
export async function ensureProfile(db: Db, userId: string, fullName: string | null): Promise<void> {
  await db.insert(profiles).values({ userId, fullName }).onConflictDoNothing();
}

/** The better-auth user with this e-mail (compared lower-cased), if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return rows[0];
}
