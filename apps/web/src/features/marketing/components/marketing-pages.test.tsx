import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubSessionSupport } from '../../../test/render';
import { AboutPage } from './about-page';
import { FeaturesPage } from './features-page';
import { RoadmapPage } from './roadmap-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeaturesPage', () => {
  it('shows eight feature cards and a Try it now link home', () => {
    renderPage(<FeaturesPage />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Try it now' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Features · Inkling');
  });
});

describe('RoadmapPage', () => {
  it('shows the three quarters with statuses and a feedback mail link to the configured address', async () => {
    stubSessionSupport({ email: 'ideas@inkling.test', phone: '+1 555 0100' });
    renderWithApp(<RoadmapPage />);
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toContain('ideas@'),
    );
    for (const quarter of ['Q2 2025', 'Q3 2025', 'Q4 2025']) {
      expect(screen.getByRole('heading', { level: 2, name: quarter })).toBeTruthy();
    }
    const shipped = screen.getByRole('heading', { name: 'Image to coloring page' }).closest('li');
    expect(shipped?.textContent).toContain('Shipped');
    const books = screen.getByRole('heading', { name: 'Full consistent coloring books' }).closest('li');
    // Story books keep one character throughout (issue 33, 2026-11-29): the books shipped.
    expect(books?.textContent).toContain('Shipped on November 29, 2026: story books');
    expect(books?.textContent).not.toContain('In progress');
    expect(books?.textContent).toContain('coloring book export');
    // Book export ships (issue 11): the note says so, with the PDF and EPUB it makes.
    expect(books?.textContent).toContain('Shipped: coloring book export');
    expect(books?.textContent).toContain('PDF');
    expect(books?.textContent).toContain('EPUB');
    expect(books?.textContent).not.toContain('Coming: coloring book export');
    // Issue 34: hearts, the weekly challenge and badges shipped on 2026-11-28, and it says so.
    const games = screen.getByRole('heading', { name: 'Gamification' }).closest('li');
    expect(games?.textContent).toContain('Shipped');
    expect(games?.textContent).toContain('Shipped on November 28, 2026: a weekly challenge');
    expect(games?.textContent).toContain('badges for your own making');
    const social = screen.getByRole('heading', { name: 'Social features' }).closest('li');
    expect(social?.textContent).toContain('Shipped on November 28, 2026: hearts');
    const boards = screen.getByRole('heading', { name: 'Leaderboards' }).closest('li');
    expect(boards?.textContent).toContain('Most hearted this week');
    expect(boards?.textContent).toContain('first names only');
    expect(screen.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toBe(
      'mailto:ideas@inkling.test?subject=Inkling%20roadmap%20feedback',
    );
    expect(document.title).toBe('Roadmap · Inkling');
  });
});

describe('AboutPage', () => {
  it('names the founders by role, the city, and links to open positions', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Co-founder & CEO' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Co-founder & CTO' })).toBeTruthy();
    expect(screen.getByText(/Based in Tampa, Florida/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Open Positions/ }).getAttribute('href')).toBe('/jobs');
    expect(document.title).toBe('About · Inkling');
  });
});
