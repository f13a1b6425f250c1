import type { Challenge, ChallengeWeeks } from '@inkling/contracts/challenge';
import type { CreatePromoCode, PromoCode } from '@inkling/contracts/codes';
import type {
  ModerationDecision,
  ModerationItem,
  ModerationLogEntry,
  ModerationQueue,
} from '@inkling/contracts/community';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/moderation/queue (moderators; 404 for anyone else): pending oldest first, published newest first. */
export function getModerationQueue(): Promise<ModerationQueue> {
  return apiFetch<ModerationQueue>('/api/moderation/queue');
}

export function useModerationQueue(enabled: boolean) {
  return useQuery({ queryKey: [...queryKeys.moderation, 'queue'], queryFn: getModerationQueue, enabled });
}

/** GET /api/moderation/log (moderators): the append-only decisions log, newest first. */
export function getModerationLog(): Promise<{ entries: ModerationLogEntry[] }> {
  return apiFetch<{ entries: ModerationLogEntry[] }>('/api/moderation/log');
}

export function useModerationLog(enabled: boolean) {
  return useQuery({ queryKey: [...queryKeys.moderation, 'log'], queryFn: getModerationLog, enabled });
}

/**
 * POST /api/moderation/posts/:id/decision {action, reason?}: approve, reject or remove (a
 * reason from MODERATION_REASONS is required for the last two); answers the updated item.
 */
export function decide(input: { postId: string; decision: ModerationDecision }): Promise<ModerationItem> {
  return apiFetch<ModerationItem>(`/api/moderation/posts/${encodeURIComponent(input.postId)}/decision`, {
    method: 'POST',
    body: input.decision,
  });
}

/** Records a decision, then refreshes the queue, the log, the gallery and the menu's count. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation }),
        queryClient.invalidateQueries({ queryKey: queryKeys.community }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ]),
  });
}

/** GET /api/moderation/promo-codes (moderators; 404 for anyone else): every code, newest first. */
export function getPromoCodes(): Promise<{ codes: PromoCode[] }> {
  return apiFetch<{ codes: PromoCode[] }>('/api/moderation/promo-codes');
}

/**
 * Every promo code for the moderators' screen (/moderation/promo-codes), cached under the
 * moderation key; `enabled` is false until the session says the user is a moderator, so no one
 * else sends the request (the server answers them 404 anyway).
 */
export function usePromoCodes(enabled: boolean) {
  return useQuery({ queryKey: [...queryKeys.moderation, 'promo-codes'], queryFn: getPromoCodes, enabled });
}

/** POST /api/moderation/promo-codes: creates a code (409 when its letters exist, 502 when Stripe refuses). */
export function createPromoCode(input: CreatePromoCode): Promise<PromoCode> {
  return apiFetch<PromoCode>('/api/moderation/promo-codes', { method: 'POST', body: input });
}

/** Creates a code, then refreshes the list. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.moderation, 'promo-codes'] }),
  });
}

/** GET /api/moderation/challenge (moderators): this week and the next seven with their themes (issue 34). */
export function getChallengeWeeks(): Promise<ChallengeWeeks> {
  return apiFetch<ChallengeWeeks>('/api/moderation/challenge');
}

export function useChallengeWeeks(enabled: boolean) {
  return useQuery({ queryKey: [...queryKeys.moderation, 'challenge'], queryFn: getChallengeWeeks, enabled });
}

/**
 * PUT /api/moderation/challenge/:week {theme} (a moderator's theme; 422 when it fails the
 * kid-safety check), or with `theme` null DELETE (the built-in theme again).
 */
export function setChallengeTheme(input: { week: string; theme: string | null }): Promise<Challenge> {
  const path = `/api/moderation/challenge/${encodeURIComponent(input.week)}`;
  return input.theme === null
    ? apiFetch<Challenge>(path, { method: 'DELETE' })
    : apiFetch<Challenge>(path, { method: 'PUT', body: { theme: input.theme } });
}

export function useSetChallengeTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChallengeTheme,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.moderation, 'challenge'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.challenge });
    },
  });
}
