import { createHash } from 'node:crypto';
import type { Project, ProjectList } from '@inkling/contracts/api';
import { API_ERRORS } from '@inkling/contracts/messages';
import type { PageStyle } from '@inkling/contracts/page';
import type { AppContext } from '../context';
import type { GenerationRow, ProjectRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { etagMatches } from '../http/etag';
import { fileUrl } from '../presenters/generation.presenter';
import { presentProject } from '../presenters/project.presenter';
import { exportFileIdsOfProject } from '../repositories/books.repository';
import { refundedGenerationIds } from '../repositories/credits.repository';
import { listByProjects, resultFileIdsOfProject } from '../repositories/generations.repository';
import {
  listProjectCards,
  type ProjectListCursor,
  projectListVersion,
} from '../repositories/project-list.repository';
import * as projects from '../repositories/projects.repository';
import { removeFiles } from './files.service';
import { assertKidSafe } from './safety.service';

/**
 * Projects of one user (spec core §3, §7). Every function takes the signed-in user's id and
 * treats another user's project as missing (404).
 */

/** The user's projects newest first, each with its generations newest first (spec core §7). */
export async function listProjects(ctx: AppContext, userId: string): Promise<Project[]> {
  const rows = await projects.listProjects(ctx.db, userId);
  const gens = await listByProjects(
    ctx.db,
    rows.map((r) => r.id),
    'desc',
  );
  const byProject = new Map<string, GenerationRow[]>();
  for (const g of gens) {
    const list = byProject.get(g.projectId);
    if (list) list.push(g);
    else byProject.set(g.projectId, [g]);
  }
  const refunded = await refundedGenerationIds(
    ctx.db,
    gens.map((g) => g.id),
  );
  return rows.map((row) => presentProject(row, byProject.get(row.id) ?? [], refunded));
}

/** A project with its generations oldest first and which of them were refunded. */
async function projectWithPages(ctx: AppContext, row: ProjectRow): Promise<Project> {
  const gens = await listByProjects(ctx.db, [row.id], 'asc');
  const refunded = await refundedGenerationIds(
    ctx.db,
    gens.map((g) => g.id),
  );
  return presentProject(row, gens, refunded);
}

/** What GET /api/projects answers: the page with its ETag, or only the ETag when unchanged (304). */
export type ProjectListAnswer =
  | { etag: string; notModified: true }
  | { etag: string; notModified: false; list: ProjectList };

/**
 * One page of the user's projects as cards, newest first (issue 15). The ETag is derived from
 * the user's id, their project-list version (raised at the commit of every change to their
 * projects or pages, migration 0012) and the page asked for. Without `ifNoneMatch` (the
 * request's header, if any) the version is read in the same statement as the page, so the
 * tag always names the data sent; with it, the version alone is read first and a match
 * answers 304 without reading the page (then, on a mismatch, the page and its version are
 * read together). Throws 400 for a cursor this server did not make.
 */
export async function listProjectPage(
  ctx: AppContext,
  userId: string,
  page: { limit: number; cursor?: string; ifNoneMatch?: string },
): Promise<ProjectListAnswer> {
  const cursor = page.cursor === undefined ? null : decodeCursor(page.cursor);
  const etagOf = (version: number) =>
    `W/"${createHash('sha256')
      .update(`${userId}\n${version}\n${page.limit}\n${page.cursor ?? ''}`)
      .digest('base64url')
      .slice(0, 27)}"`;
  if (page.ifNoneMatch) {
    const etag = etagOf(await projectListVersion(ctx.db, userId));
    if (etagMatches(page.ifNoneMatch, etag)) return { etag, notModified: true };
  }
  const { total, version, rows } = await listProjectCards(ctx.db, userId, page.limit + 1, cursor);
  const etag = etagOf(version);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    etag,
    notModified: false,
    list: {
      projects: shown.map((r) => ({
        id: r.id,
        title: r.title,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        pageCount: r.pageCount,
        drawing: r.drawing,
        cover: r.coverFileId ? { url: fileUrl(r.coverFileId), prompt: r.coverPrompt ?? '' } : null,
        failed: r.failedId
          ? { generationId: r.failedId, error: r.failedError ?? API_ERRORS.generationFailed }
          : null,
      })),
      total,
      nextCursor: more && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    },
  };
}

const CURSOR_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(cursor: ProjectListCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): ProjectListCursor {
  const [at = '', id = ''] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!CURSOR_AT.test(at) || !UUID.test(id)) throw new AppError('bad_request', 'cursor: Invalid cursor');
  return { at, id };
}

/**
 * Creates an empty project owned by the user; `title` is already validated by the contract
 * schema and must pass the kid-safety check (422 `blocked_prompt`).
 */
export async function createProject(ctx: AppContext, userId: string, title: string): Promise<Project> {
  await assertKidSafe(ctx, title, 'title');
  return presentProject(await projects.insertProject(ctx.db, userId, title), [], new Set());
}

/** One project with its generations oldest first (spec core §7). Throws 404. */
export async function getProject(ctx: AppContext, userId: string, projectId: string): Promise<Project> {
  const row = await projects.findOwnedProject(ctx.db, userId, projectId);
  if (!row) throw notFound('Project');
  return projectWithPages(ctx, row);
}

/** Renames a project; the new title passes the kid-safety check (422 `blocked_prompt`). Throws 404. */
export async function renameProject(
  ctx: AppContext,
  userId: string,
  projectId: string,
  title: string,
): Promise<Project> {
  await assertKidSafe(ctx, title, 'title');
  const row = await projects.updateProjectTitle(ctx.db, userId, projectId, title);
  if (!row) throw notFound('Project');
  return projectWithPages(ctx, row);
}

/**
 * Sets the style new pages of a project start from (issue 33: "a project's defaults"); the
 * prompt box's choices for one page still win over them. Throws 404.
 */
export async function setProjectStyleDefaults(
  ctx: AppContext,
  userId: string,
  projectId: string,
  styleDefaults: PageStyle,
): Promise<Project> {
  const row = await projects.updateProjectStyleDefaults(ctx.db, userId, projectId, styleDefaults);
  if (!row) throw notFound('Project');
  return projectWithPages(ctx, row);
}

/**
 * Deletes a project, its generations and book exports (cascade) and the page and book files
 * they produced. Uploads and characters are the user's own and stay. Throws 404.
 */
export async function deleteProject(ctx: AppContext, userId: string, projectId: string): Promise<void> {
  const fileIds = await ctx.db.transaction(async (tx) => {
    if (!(await projects.findOwnedProject(tx, userId, projectId))) throw notFound('Project');
    const ids = [
      ...(await resultFileIdsOfProject(tx, projectId)),
      ...(await exportFileIdsOfProject(tx, projectId)),
    ];
    await projects.deleteProject(tx, userId, projectId);
    return ids;
  });
  await removeFiles(ctx, fileIds);
}
