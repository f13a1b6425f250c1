import type { Project } from '@inkling/contracts/api';
import type { Book, BookViewMode } from '@inkling/contracts/book';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { withNewPages } from '../book-model';
import { useBook, useUpdateBook } from './book-api';

/**
 * A book read from nothing but the project: every finished page, oldest first, included,
 * a drawn-frame cover without the "belongs to" line, single view (the server's defaults,
 * docs/api.md "Books"). Shown until GET …/book answers, or when it cannot.
 */
export function bookFromProject(project: Project): Book {
  const empty: Book = {
    projectId: project.id,
    title: project.title,
    viewMode: 'single',
    cover: { title: project.title, belongsToLine: false, pageId: null },
    pages: [],
    includedCount: 0,
    format: 'letter',
    revision: 0,
  };
  return withNewPages(empty, project.generations);
}

/**
 * The workspace's book and view mode (issue 11). `book` is the server's book with any page
 * that finished since it was read added at the end (withNewPages), so a new page joins the
 * flipbook as soon as the live stream reports it; the book is read again when the number of
 * finished pages changes. `viewMode` is remembered per project on the server (PATCH
 * { viewMode }); the choice shows at once, even if remembering it fails. `server` is false
 * while the book is only the project's own pages (not read from the server yet, or failed).
 */
export function useWorkspaceBook(projectId: string, project: Project | undefined) {
  const query = useBook(projectId, project !== undefined);
  const update = useUpdateBook(projectId);
  const [chosen, setChosen] = useState<{ projectId: string; mode: BookViewMode } | null>(null);

  const finished = project?.generations.filter((g) => g.status === 'completed').length ?? 0;
  const refetch = query.refetch;
  const known = query.data?.pages.length;
  useEffect(() => {
    if (known !== undefined && finished !== known) void refetch();
  }, [finished, known, refetch]);

  const book = useMemo(() => {
    if (!project) return undefined;
    if (query.data)
      return withNewPages(
        { ...query.data, title: project.title, cover: { ...query.data.cover, title: project.title } },
        project.generations,
      );
    return bookFromProject(project);
  }, [project, query.data]);

  const viewMode: BookViewMode =
    chosen?.projectId === projectId ? chosen.mode : (query.data?.viewMode ?? 'single');

  const mutate = update.mutate;
  const setViewMode = useCallback(
    (mode: BookViewMode) => {
      setChosen({ projectId, mode });
      mutate({ viewMode: mode });
    },
    [projectId, mutate],
  );

  return { book, viewMode, setViewMode, update, server: query.data !== undefined, query };
}
