import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentationPage } from './documentation-page';

afterEach(cleanup);

describe('DocumentationPage', () => {
  it('links each of the five guides to its PDF in a new tab', () => {
    render(
      <MemoryRouter>
        <DocumentationPage />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /Open PDF/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/guides/getting-started.pdf',
      '/guides/creative-tips.pdf',
      '/guides/safety-guide.pdf',
      '/guides/parent-guide.pdf',
      '/guides/troubleshooting.pdf',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'Visit Support' }).getAttribute('href')).toBe('/support');
    expect(document.title).toBe('Documentation · Inkling');
  });
});
