import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The first fetch of sonner fails, as on a flaky network or after a release replaced the files. */
const network = vi.hoisted(() => ({ down: true }));
vi.mock('sonner', async (importOriginal) => {
  if (network.down) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { toast, whenSonnerLoads } = await import('./toast');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('toast when sonner fails to load', () => {
  it('reports the failure, drops that message, and a later toast loads sonner and is shown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounted: unknown[] = [];
    whenSonnerLoads((sonner) => mounted.push(sonner));
    toast.error('Lost on the way');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(String(consoleError.mock.calls[0]?.[0])).toBe('Could not load the toast area');
    expect(mounted).toEqual([]);

    network.down = false;
    toast.success('Back again');
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    const { Toaster } = mounted[0] as typeof import('sonner');
    await act(async () => {
      render(<Toaster />);
    });
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(screen.queryByText('Lost on the way')).toBeNull();
  });
});
