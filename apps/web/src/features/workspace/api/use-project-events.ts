import type { Generation, Project } from '@inkling/contracts/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { upsertGeneration } from './get-project';

/**
 * Subscribes to GET /api/projects/:id/events (server-sent `generation` events carrying a
 * Generation) and writes each into the project's cache. Returns whether the stream is open,
 * so polling can back off while it is.
 */
export function useProjectEvents(projectId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/events`);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('generation', (event) => {
      let generation: Generation;
      try {
        generation = JSON.parse((event as MessageEvent<string>).data) as Generation;
      } catch {
        return;
      }
      if (generation.projectId !== projectId) return;
      queryClient.setQueryData<Project>(queryKeys.project(projectId), (old) =>
        old ? upsertGeneration(old, generation) : old,
      );
      if (generation.status === 'completed' || generation.status === 'failed') {
        // A failed page is refunded and a finished one changes the project cards.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
      }
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [projectId, enabled, queryClient]);

  return live;
}
