import type { Challenge, ChallengeGallery, ChallengeSort } from '@inkling/contracts/challenge';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/challenge (public): this week's challenge, its theme and dates (issue 34). */
export function getChallenge(): Promise<Challenge> {
  return apiFetch<Challenge>('/api/challenge');
}

/** This week's challenge; kept for a minute (it changes once a week, or when a moderator sets it). */
export function useChallenge() {
  return useQuery({
    queryKey: [...queryKeys.challenge, 'current'],
    queryFn: getChallenge,
    staleTime: 60_000,
  });
}

/** GET /api/challenge/posts?sort= (public): this week's approved challenge posts, newest or most hearted. */
export function getChallengeGallery(sort: ChallengeSort): Promise<ChallengeGallery> {
  return apiFetch<ChallengeGallery>(`/api/challenge/posts?sort=${sort}`);
}

export function useChallengeGallery(sort: ChallengeSort) {
  return useQuery({
    queryKey: [...queryKeys.challenge, 'posts', sort],
    queryFn: () => getChallengeGallery(sort),
  });
}

/** Where this browser remembers the week whose challenge the family joined. */
const JOINED_KEY = 'inkling.challengeJoined';

/** Remembers that the family joined week `week`'s challenge (private mode: not remembered). */
export function rememberJoined(week: string): void {
  try {
    localStorage.setItem(JOINED_KEY, week);
  } catch {
    // Not remembered: the share dialog's challenge box starts unticked.
  }
}

/** The week whose challenge this browser joined last, or null. */
export function joinedWeek(): string | null {
  try {
    return localStorage.getItem(JOINED_KEY);
  } catch {
    return null;
  }
}
