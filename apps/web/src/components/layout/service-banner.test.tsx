import { API_ERRORS, SERVICE_TEXTS } from '@inkling/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { apiFetch } from '../../lib/api-client';
import { reportAvailable } from '../../lib/service-status';
import { jsonResponse } from '../../test/render';

afterEach(() => {
  cleanup();
  reportAvailable();
  vi.unstubAllGlobals();
});

function Projects() {
  const { data } = useQuery({
    queryKey: ['projects-probe'],
    queryFn: () => apiFetch<{ titles: string[] }>('/api/projects'),
    retry: false,
  });
  return <p>{data ? data.titles.join(', ') : 'loading'}</p>;
}

describe('ServiceBanner (issue 28)', () => {
  it("shows We'll be right back on a 503 unavailable, asks /api/ready and refetches once it is up", async () => {
    let down = true;
    let readyChecks = 0;
    const fetch = vi.fn(async (path: string) => {
      if (path === '/api/ready') {
        readyChecks++;
        return jsonResponse({ ok: !down }, down ? 503 : 200);
      }
      if (down) {
        const res = jsonResponse({ error: { code: 'unavailable', message: API_ERRORS.unavailable } }, 503);
        res.headers.set('Retry-After', '1');
        return res;
      }
      return jsonResponse({ titles: ['Dragons'] });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <Providers>
        <Projects />
      </Providers>,
    );
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain(SERVICE_TEXTS.rightBack);
    await waitFor(() => expect(readyChecks).toBeGreaterThanOrEqual(1), { timeout: 3_000 });
    expect(screen.getByText('loading')).toBeTruthy();
    down = false;
    expect(await screen.findByText('Dragons', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByText(SERVICE_TEXTS.rightBack)).toBeNull();
  });
});
