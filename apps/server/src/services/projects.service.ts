import type { Project } from '@inkling/contracts/api';
import type { AppContext } from '../context';
import type { GenerationRow } from '../db/schema';
import { notFound } from '../errors';
import { presentProject } from '../presenters/project.presenter';
import { exportFileIdsOfProject } from '../repositories/books.repository';
import { listByProjects, resultFileIdsOfProject } from '../repositories/generations.repository';
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
  return rows.map((row) => presentProject(row, byProject.get(row.id) ?? []));
}

/**
 * Creates an empty project owned by the user; `title` is already validated by the contract
 * schema and must pass the kid-safety check (422 `blocked_prompt`).
 */
export async function createProject(ctx: AppContext, userId: string, title: string): Promise<Project> {
  await assertKidSafe(ctx, title, 'title');
  return presentProject(await projects.insertProject(ctx.db, userId, title), []);
}

/** One project with its generations oldest first (spec core §7). Throws 404. */
export async function getProject(ctx: AppContext, userId: string, projectId: string): Promise<Project> {
  const row = await projects.findOwnedProject(ctx.db, userId, projectId);
  if (!row) throw notFound('Project');
  return presentProject(row, await listByProjects(ctx.db, [row.id], 'asc'));
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
  return presentProject(row, await listByProjects(ctx.db, [row.id], 'asc'));
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
