import { randomBytes } from 'node:crypto';
import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { type PageSharing, SHARE_TEXTS, type SharedPage, type ShareLink } from '@inkling/contracts/community';
import type { AppContext } from '../context';
import type { GenerationRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import * as community from '../repositories/community.repository';
import * as generations from '../repositories/generations.repository';
import * as projects from '../repositories/projects.repository';
import * as links from '../repositories/share-links.repository';
import { readOwnedFile, removeFiles, storeFile } from './files.service';
import { assertPromptPublishable } from './safety.service';

/** Random bytes in a share token: 24 bytes = 192 bits (issue 10 asks for ≥ 128), 32 base64url characters. */
const TOKEN_BYTES = 24;

/** Which picture of a shared page: the ≤ 1024 px preview, the print PNG, the 1200×630 link preview. */
export type SharedPicture = 'image' | 'print' | 'preview.png';

/** Public picture URLs of a share link (GET /api/share/:token/image|print|preview.png). */
export const shareImageUrl = (token: string, which: SharedPicture) => `/api/share/${token}/${which}`;

/** A new unguessable share token (base64url of 24 random bytes). */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * The address to share for one of the user's finished pages (issue 10 "Sharing that
 * works"): its approved community post's /community/{id}, else its unlisted /s/{token} link,
 * made once and reused (concurrent calls lock the page row, so they share one link). Also
 * makes the 1200×630 link-preview picture. With `colored` (issue 17) it is always an unlisted
 * link of its own that shows the page as its owner coloured and saved it ("Save to my book";
 * a later save shows through the same link). Throws 404 (missing or foreign page), 409 (not
 * finished; `colored` before any coloured version was saved), 422 when the prompt, which the
 * link shows, holds personal information (safety.service `assertPromptPublishable`).
 */
export async function createShareLink(
  ctx: AppContext,
  userId: string,
  generationId: string,
  colored = false,
): Promise<ShareLink> {
  const page = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!page) throw notFound('Page');
  if (page.status !== 'completed' || !page.printFileId) {
    throw new AppError('conflict', SHARE_TEXTS.notFinished);
  }
  if (colored && !page.coloredFileId) throw new AppError('conflict', COLORING_TEXTS.notColoredYet);
  assertPromptPublishable(ctx, page.prompt);
  await ensureSocialPreview(ctx, page);
  const base = ctx.config.publicUrl;
  const post = colored ? undefined : await community.findPostByGeneration(ctx.db, page.id);
  if (post?.status === 'approved') {
    return {
      kind: 'community',
      url: `${base}/community/${post.id}`,
      token: null,
      imageUrl: `${base}/api/community/posts/${post.id}/preview.png`,
    };
  }
  const link = await ctx.db.transaction(async (tx) => {
    await links.lockGeneration(tx, page.id);
    return (
      (await links.findActiveLink(tx, page.id, colored)) ??
      (await links.insertLink(tx, { id: newShareToken(), generationId: page.id, userId, colored }))
    );
  });
  return {
    kind: 'unlisted',
    url: `${base}/s/${link.id}`,
    token: link.id,
    imageUrl: `${base}${shareImageUrl(link.id, 'preview.png')}`,
  };
}

/** Revokes the page's unlisted links (line art and coloured); their addresses answer 404 from now on. Throws 404 for a foreign page. */
export async function revokeShareLink(ctx: AppContext, userId: string, generationId: string): Promise<void> {
  const page = await generations.findOwnedGeneration(ctx.db, userId, generationId);
  if (!page) throw notFound('Page');
  await links.revokeLinks(ctx.db, page.id, ctx.clock());
}

/**
 * The page behind an active share token, and whether the link shows its coloured version
 * (a `colored` link while the page has one saved); 404 for unknown, revoked or unfinished ones.
 */
export async function findSharedPage(
  ctx: AppContext,
  token: string,
): Promise<{ page: GenerationRow; colored: boolean }> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound('Shared page');
  const found = await links.findLinkedPage(ctx.db, token);
  if (found?.page.status !== 'completed') throw notFound('Shared page');
  return { page: found.page, colored: found.link.colored && found.page.coloredFileId !== null };
}

/** GET /api/share/:token: only that page and its prompt. */
export async function getSharedPage(ctx: AppContext, token: string): Promise<SharedPage> {
  const { page } = await findSharedPage(ctx, token);
  return {
    token,
    prompt: page.prompt,
    imageUrl: shareImageUrl(token, 'image'),
    printUrl: shareImageUrl(token, 'print'),
    width: page.width ?? 0,
    height: page.height ?? 0,
    createdAt: page.createdAt.toISOString(),
  };
}

/**
 * The page's 1200×630 link-preview file, made from its print PNG on first use and kept
 * (generations.social_file_id). Two concurrent first uses both draw it; the loser's file is
 * deleted. Returns the file id.
 */
export async function ensureSocialPreview(ctx: AppContext, page: GenerationRow): Promise<string> {
  if (page.socialFileId) return page.socialFileId;
  if (!page.printFileId) throw notFound('Picture');
  const print = await readOwnedFile(ctx, page.userId, page.printFileId);
  const png = await ctx.engine.socialPreview(print.bytes);
  const file = await storeFile(ctx, {
    userId: page.userId,
    kind: 'social',
    bytes: png,
    contentType: 'image/png',
    width: 1200,
    height: 630,
  });
  if (await links.setSocialFile(ctx.db, page.id, file.id)) return file.id;
  await removeFiles(ctx, [file.id]);
  const winner = await generations.findGeneration(ctx.db, page.id);
  if (!winner?.socialFileId) throw notFound('Picture');
  return winner.socialFileId;
}

/**
 * The bytes of one picture of a page whose visibility the caller has checked (a visible
 * community post or an active share link).
 */
export async function readPagePicture(
  ctx: AppContext,
  page: GenerationRow,
  which: SharedPicture,
  colored = false,
): Promise<{ bytes: Buffer; contentType: string; etag: string }> {
  const fileId =
    which === 'preview.png'
      ? await ensureSocialPreview(ctx, page)
      : colored && page.coloredFileId
        ? page.coloredFileId
        : which === 'print'
          ? page.printFileId
          : page.previewFileId;
  if (!fileId) throw notFound('Picture');
  const { row, bytes } = await readOwnedFile(ctx, page.userId, fileId);
  return { bytes, contentType: row.contentType, etag: `"${row.id}"` };
}

/**
 * How the pages of one of the user's projects are shared (GET /api/projects/:id/sharing):
 * the pages that have a community post or an active link. Throws 404 for a foreign project.
 */
export async function projectSharing(
  ctx: AppContext,
  userId: string,
  projectId: string,
): Promise<PageSharing[]> {
  const project = await projects.findOwnedProject(ctx.db, userId, projectId);
  if (!project) throw notFound('Project');
  const ids = (await generations.listByProjects(ctx.db, [project.id], 'asc')).map((g) => g.id);
  const [posts, active] = await Promise.all([
    community.postsOfGenerations(ctx.db, ids),
    links.activeLinksOf(ctx.db, ids),
  ]);
  const base = ctx.config.publicUrl;
  return ids
    .map((generationId) => {
      const post = posts.find((p) => p.generationId === generationId);
      // The line-art link when there is one (a coloured link is revoked with it).
      const link =
        active.find((l) => l.generationId === generationId && !l.colored) ??
        active.find((l) => l.generationId === generationId);
      return {
        generationId,
        post: post ? { id: post.id, status: post.status, decisionReason: post.decisionReason } : null,
        link: link ? { token: link.id, url: `${base}/s/${link.id}` } : null,
      };
    })
    .filter((p) => p.post || p.link);
}
