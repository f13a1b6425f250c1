import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookiePolicyPage } from './cookie-policy-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

afterEach(cleanup);

const pages: Array<[string, (email?: string) => ReactElement]> = [
  ['Privacy Policy', (email) => <PrivacyPage supportEmail={email} />],
  ['Terms and Conditions', (email) => <TermsPage supportEmail={email} />],
  ['Cookie Policy', (email) => <CookiePolicyPage supportEmail={email} />],
];

describe.each(pages)('%s', (title, page) => {
  it('shows its title, the last-updated date and the contact address', () => {
    render(<MemoryRouter>{page('legal@inkling.test')}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated May 19, 2025');
    expect(screen.getAllByRole('link', { name: 'legal@inkling.test' }).length).toBeGreaterThan(0);
    expect(document.title).toBe(`${title} · Inkling`);
  });

  it('falls back to the default support address', () => {
    render(<MemoryRouter>{page(undefined)}</MemoryRouter>);
    expect(screen.getAllByRole('link', { name: 'support@inkling.example' }).length).toBeGreaterThan(0);
  });
});

describe('PrivacyPage', () => {
  it('states the age limit of 16', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(/not knowingly collect personal information from children under 16/),
    ).toBeTruthy();
  });
});
