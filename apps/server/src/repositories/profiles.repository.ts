import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, type ProfileRow, profiles, user } from '../db/schema';

/** What the settings page shows: profile joined with better-auth's user and the avatar file. */
export interface ProfileView {
  /** The profile's full name, or the user's name when no profile row exists yet. */
  fullName: string;
  email: string;
  /** Id of the avatar's `files` row (found by `profiles.avatar_key`), or null without a photo. */
  avatarFileId: string | null;
  /** better-auth's `user.image`: our avatar's URL, or the sign-in provider's picture before one is chosen. */
  image: string | null;
  updatedAt: Date;
}

/** The user's profile view, or undefined for an unknown user. */
export async function findProfile(db: Db, userId: string): Promise<ProfileView | undefined> {
  const rows = await db
    .select({
      profileName: profiles.fullName,
      userName: user.name,
      email: user.email,
      avatarFileId: files.id,
      image: user.image,
      profileUpdatedAt: profiles.updatedAt,
      userUpdatedAt: user.updatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(files, and(eq(files.key, profiles.avatarKey), eq(files.userId, user.id)))
    .where(eq(user.id, userId));
  const row = rows[0];
  if (!row) return undefined;
  return {
    fullName: row.profileName ?? row.userName,
    email: row.email,
    avatarFileId: row.avatarFileId,
    image: row.image,
    updatedAt: row.profileUpdatedAt ?? row.userUpdatedAt,
  };
}

/**
 * Locks the user's profile row for the rest of the transaction (creating it when missing),
 * so two photo uploads of one user run one after the other. Call inside a transaction.
 */
export async function lockProfile(db: Db, userId: string): Promise<ProfileRow> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  return rows[0]!;
}

/**
 * Sets the full name on the profile and on better-auth's user alike (the header and user
 * menu read the session's `user.name`). Call inside a transaction.
 */
export async function updateFullName(db: Db, userId: string, fullName: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, fullName })
    .onConflictDoUpdate({ target: profiles.userId, set: { fullName, updatedAt: sql`now()` } });
  await db.update(user).set({ name: fullName, updatedAt: sql`now()` }).where(eq(user.id, userId));
}

/**
 * Points the profile (`avatar_key` = the file's storage key) and better-auth's `user.image`
 * (the URL the session carries) at a new avatar. Call inside a transaction.
 */
export async function setAvatar(
  db: Db,
  userId: string,
  avatar: { storageKey: string; url: string },
): Promise<void> {
  await db
    .update(profiles)
    .set({ avatarKey: avatar.storageKey, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
  await db.update(user).set({ image: avatar.url, updatedAt: sql`now()` }).where(eq(user.id, userId));
}

/** Ids of the user's avatar files other than `keepId` (the ones a new photo replaces). */
export async function otherAvatarFileIds(db: Db, userId: string, keepId: string): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.kind, 'avatar'), ne(files.id, keepId)));
  return rows.map((row) => row.id);
}
