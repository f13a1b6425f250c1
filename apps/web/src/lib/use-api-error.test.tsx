import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInContext } from '../components/auth/sign-in-context';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { apiErrorMessage, useApiError } from './use-api-error';

afterEach(cleanup);

/** Hands the hook's function out of the tree. */
const handle: { show: (error: unknown, fallback: string) => void } = { show: () => {} };
function Probe() {
  handle.show = useApiError();
  return null;
}

/** Renders the probe with a spy for the sign-in dialog and for session invalidation. */
function setup() {
  const requestSignIn = vi.fn();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <SignInContext.Provider value={requestSignIn}>
        <Probe />
        <Toaster />
      </SignInContext.Provider>
    </QueryClientProvider>,
  );
  return {
    requestSignIn,
    invalidate,
    show: (error: unknown, fallback: string) => act(() => handle.show(error, fallback)),
  };
}

describe('apiErrorMessage', () => {
  it("uses the server's message for a 4xx answer with a code", () => {
    expect(apiErrorMessage(new ApiError('rate_limited', 'Slow down, please.', 429), 'fallback')).toBe(
      'Slow down, please.',
    );
    expect(apiErrorMessage(new ApiError('bad_request', 'Name is too long.', 400), 'fallback')).toBe(
      'Name is too long.',
    );
  });

  it('uses the fallback for 5xx, network failures, 4xx without a server code and non-API errors', () => {
    expect(apiErrorMessage(new ApiError('internal', 'stack trace', 500), 'Could not save')).toBe(
      'Could not save',
    );
    expect(apiErrorMessage(new ApiError('network', 'offline', 0), 'Could not save')).toBe('Could not save');
    expect(apiErrorMessage(new ApiError('unknown', 'Request failed (418)', 418), 'Could not save')).toBe(
      'Could not save',
    );
    expect(apiErrorMessage(new Error('boom'), 'Could not save')).toBe('Could not save');
    expect(apiErrorMessage('boom', 'Could not save')).toBe('Could not save');
  });
});

describe('useApiError', () => {
  it('opens the sign-in dialog and re-checks the session on 401, with no toast', async () => {
    const { requestSignIn, invalidate, show } = setup();
    show(new ApiError('unauthenticated', 'Please sign in first', 401), 'Could not save');
    expect(requestSignIn).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.session });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please sign in first')).toBeNull();
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it("shows the server's 4xx message as an error toast and leaves sign-in closed", async () => {
    const { requestSignIn, invalidate, show } = setup();
    show(new ApiError('rate_limited', 'Too many reports today.', 429), 'Could not report');
    expect(await screen.findByText('Too many reports today.')).toBeTruthy();
    expect(screen.queryByText('Could not report')).toBeNull();
    expect(requestSignIn).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows the fallback for a 5xx or a network failure', async () => {
    const { requestSignIn, show } = setup();
    show(new ApiError('internal', 'internal details', 500), 'Could not update your name');
    expect(await screen.findByText('Could not update your name')).toBeTruthy();
    expect(screen.queryByText('internal details')).toBeNull();
    show(new ApiError('network', 'offline', 0), 'Could not reach us');
    expect(await screen.findByText('Could not reach us')).toBeTruthy();
    expect(requestSignIn).not.toHaveBeenCalled();
  });
});
