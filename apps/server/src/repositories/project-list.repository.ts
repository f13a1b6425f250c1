import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';

/**
 * The My Projects list in plain SQL (issue 15): one statement returns a page of project
 * cards and the user's total, with no ORM row mapping. EXPLAIN (PGlite, 20,000 projects of
 * 200 users): projects_user_id_created_at_idx finds the page and the total; the page is cut
 * (sort + limit over the user's projects) before the per-card subqueries, which use
 * generations_project_id_created_at_idx (count, cover) and generations_status_idx (drawing).
 */

/** Where a page starts: after the project created at `at` (microseconds, ISO, UTC) with id `id`. */
export interface ProjectListCursor {
  at: string;
  id: string;
}

/** One card as the statement returns it (timestamps already ISO strings). */
export interface ProjectCardRow {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** created_at with microseconds, for the next cursor (JS Dates keep only milliseconds). */
  cursorAt: string;
  pageCount: number;
  drawing: boolean;
  coverFileId: string | null;
  coverPrompt: string | null;
  /** The newest failed page of a project with no finished page and none drawing, else null. */
  failedId: string | null;
  failedError: string | null;
}

interface RawRow {
  total: number;
  version: number | null;
  id: string | null;
  title: string;
  created_at: string;
  updated_at: string;
  cursor_at: string;
  page_count: number;
  drawing: boolean;
  cover_file_id: string | null;
  cover_prompt: string | null;
  failed_id: string | null;
  failed_error: string | null;
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const ISO_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * The statement of listProjectCards ($1 user id, $2 limit; with `after`: $3 cursor time, $4
 * cursor id). The page is cut before the per-card subqueries run.
 */
function projectCardsStatement(after: string): string {
  return `
    select (select count(*)::int from projects where user_id = $1) as total,
      (select version from project_list_versions where user_id = $1) as version, l.*
    from (select 1) as one
    left join lateral (
      select p.id, p.title,
        to_char(p.created_at at time zone 'UTC', ${ISO_MS}) as created_at,
        to_char(p.updated_at at time zone 'UTC', ${ISO_MS}) as updated_at,
        to_char(p.created_at at time zone 'UTC', ${ISO_US}) as cursor_at,
        (select count(*)::int from generations g
          where g.project_id = p.id and g.status = 'completed') as page_count,
        exists (select 1 from generations g
          where g.project_id = p.id and g.status in ('created', 'generating')) as drawing,
        c.preview_file_id as cover_file_id, c.prompt as cover_prompt,
        f.id as failed_id, f.error as failed_error
      from (
        select id, title, created_at, updated_at from projects p
        where p.user_id = $1 ${after}
        order by p.created_at desc, p.id desc
        limit $2
      ) p
      left join lateral (
        select g.preview_file_id, g.prompt from generations g
        where g.project_id = p.id and g.status = 'completed'
          and g.print_file_id is not null and g.preview_file_id is not null
        order by g.created_at asc limit 1
      ) c on true
      left join lateral (
        select g.id, g.error from generations g
        where g.project_id = p.id and g.status = 'failed'
          and not exists (select 1 from generations o
            where o.project_id = p.id and o.status in ('created', 'generating', 'completed'))
        order by g.created_at desc limit 1
      ) f on true
    ) l on true
    order by l.cursor_at desc, l.id desc`;
}
const PROJECT_CARDS = projectCardsStatement('');
const PROJECT_CARDS_AFTER = projectCardsStatement('and (p.created_at, p.id) < ($3::timestamptz, $4::uuid)');

/**
 * Up to `limit` of the user's projects newest first (created_at, then id, descending), after
 * `cursor` when given, plus the user's project count and project-list version (0 before their
 * first write), all read in one statement, hence one snapshot. A card's page count and cover consider
 * finished pages only (status completed); the cover is the oldest finished page with both
 * pictures, as My Projects always showed. A project whose every page failed (a photo the
 * engine refused, say) names its newest failed page, so its card offers Retry (issue 26).
 */
export async function listProjectCards(
  db: Db,
  userId: string,
  limit: number,
  cursor: ProjectListCursor | null,
): Promise<{ total: number; version: number; rows: ProjectCardRow[] }> {
  const raw = cursor
    ? await preparedRows<RawRow>(db, 'project_cards_after_v2', PROJECT_CARDS_AFTER, [
        userId,
        limit,
        cursor.at,
        cursor.id,
      ])
    : await preparedRows<RawRow>(db, 'project_cards_v2', PROJECT_CARDS, [userId, limit]);
  const total = raw[0]?.total ?? 0;
  const version = raw[0]?.version ?? 0;
  const rows: ProjectCardRow[] = [];
  for (const r of raw) {
    if (r.id === null) continue;
    rows.push({
      id: r.id,
      title: r.title,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      cursorAt: r.cursor_at,
      pageCount: r.page_count,
      drawing: r.drawing,
      coverFileId: r.cover_file_id,
      coverPrompt: r.cover_prompt,
      failedId: r.failed_id,
      failedError: r.failed_error,
    });
  }
  return { total, version, rows };
}

/** The user's project-list version (0 before their first write); raised at every commit that changes it. */
export async function projectListVersion(db: Db, userId: string): Promise<number> {
  const rows = await preparedRows<{ version: number }>(
    db,
    'project_list_version_v1',
    'select version from project_list_versions where user_id = $1',
    [userId],
  );
  return rows[0]?.version ?? 0;
}
