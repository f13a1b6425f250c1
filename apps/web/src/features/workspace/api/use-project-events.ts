import type { Generation, Project } from '@inkling/contracts/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { upsertGeneration } from '../../../lib/api/create-generation';
import { queryKeys } from '../../../lib/query-keys';

/**
 * State of the live stream: `connecting` until the first open, `open` while events flow,
 * `down` after an error (EventSource reconnecting or closed) or where EventSource is missing.
 */
export type StreamStatus = 'connecting' | 'open' | 'down';

function isFinished(generation: Generation): boolean {
  return generation.status === 'completed' || generation.status === 'failed';
}

/** Path of a project's live stream (docs/api.md). */
export function projectEventsPath(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/events`;
}

/**
 * Subscribes to GET /api/projects/:id/events (server-sent `generation` events carrying a
 * Generation: first the current ones, then each change) and writes each into the project's
 * query cache; a page that finishes or fails while watched (not one replayed as already
 * finished on connect) also refreshes the session (refunds) and the project list. Returns
 * the stream's status, so the project is polled only while it is down.
 */
export function useProjectEvents(projectId: string, enabled: boolean): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setStatus('down');
      return;
    }
    setStatus('connecting');
    const source = new EventSource(projectEventsPath(projectId));
    source.onopen = () => setStatus('open');
    source.onerror = () => setStatus('down');
    source.addEventListener('generation', (event) => {
      let generation: Generation;
      try {
        generation = JSON.parse((event as MessageEvent<string>).data) as Generation;
      } catch {
        return;
      }
      if (generation.projectId !== projectId) return;
      let justFinished = false;
      queryClient.setQueryData<Project>(queryKeys.project(projectId), (old) => {
        if (!old) return old;
        const before = old.generations.find((g) => g.id === generation.id);
        justFinished = isFinished(generation) && !(before && isFinished(before));
        return upsertGeneration(old, generation);
      });
      // A failed page is refunded and a finished one changes the project cards. Only a page
      // that finishes now counts: every (re)connect first replays all pages, finished or not.
      if (justFinished) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
      }
    });
    return () => source.close();
  }, [projectId, enabled, queryClient]);

  return status;
}
