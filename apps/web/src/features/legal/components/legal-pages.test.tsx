import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubSessionSupport } from '../../../test/render';
import { CookiePolicyPage } from './cookie-policy-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pages: Array<[string, () => ReactElement]> = [
  ['Privacy Policy', () => <PrivacyPage />],
  ['Terms and Conditions', () => <TermsPage />],
  ['Cookie Policy', () => <CookiePolicyPage />],
];

describe.each(pages)('%s', (title, page) => {
  it('shows its title, the last-updated date and the configured contact address', async () => {
    stubSessionSupport({ email: 'legal@inkling.test', phone: '+1 813 555 0100' });
    renderWithApp(page());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated May 19, 2025');
    expect((await screen.findAllByRole('link', { name: 'legal@inkling.test' })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: 'support@inkling.example' })).toHaveLength(0);
    expect(document.title).toBe(`${title} · Inkling`);
  });

  it('falls back to the default support address when the session cannot load', async () => {
    stubSessionSupport(null);
    renderWithApp(page());
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getAllByRole('link', { name: 'support@inkling.example' }).length).toBeGreaterThan(0);
  });
});

describe('PrivacyPage', () => {
  it('states the age limit of 16', () => {
    stubSessionSupport({ email: 'legal@inkling.test', phone: '+1 813 555 0100' });
    renderWithApp(<PrivacyPage />);
    expect(
      screen.getByText(/not knowingly collect personal information from children under 16/),
    ).toBeTruthy();
  });
});
