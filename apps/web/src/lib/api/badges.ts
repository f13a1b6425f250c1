import type { BadgeList } from '@inkling/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/badges (signed in): the family's own badges, earned or not (issue 34). */
export function getBadges(): Promise<BadgeList> {
  return apiFetch<BadgeList>('/api/badges');
}

/** The signed-in family's badges; read again each time a badge list is shown. */
export function useBadges(enabled = true) {
  return useQuery({ queryKey: queryKeys.badges, queryFn: getBadges, enabled, staleTime: 0 });
}
