import type { RedeemResult } from '@inkling/contracts/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/redeem {code}: a promo code as typed (dashes and spaces are fine). Answers the
 * credits added with the balance after them, or a percentage to use at checkout; 404/409
 * carry the message to show (unknown, expired, used up, used before), 429 when rate limited.
 */
export function redeemCode(code: string): Promise<RedeemResult> {
  return apiFetch<RedeemResult>('/api/redeem', { method: 'POST', body: { code } });
}

/** Redeems a code, then refreshes the balance shown in the menu and on /settings. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
      ]),
  });
}
