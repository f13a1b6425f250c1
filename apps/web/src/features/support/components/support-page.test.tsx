import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubSessionSupport } from '../../../test/render';
import { SupportPage } from './support-page';

function renderPage(
  contact: { email: string; phone: string } | null = { email: 'help@school.test', phone: '+1 813 555 0199' },
) {
  stubSessionSupport(contact);
  return renderWithApp(<SupportPage />);
}

function trigger(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportPage FAQ', () => {
  it('has four entries, all closed at first', () => {
    renderPage();
    const triggers = [/credits work/, /download and print/, /credit back/, /better results/].map(trigger);
    for (const button of triggers) expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps only one entry open at a time', () => {
    renderPage();
    fireEvent.click(trigger(/credits work/));
    expect(trigger(/credits work/).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/One credit makes one new coloring page/)).toBeTruthy();

    fireEvent.click(trigger(/credit back/));
    expect(trigger(/credit back/).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(/credits work/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/One credit makes one new coloring page/)).toBeNull();
  });

  it('closes the open entry when its question is chosen again', () => {
    renderPage();
    fireEvent.click(trigger(/better results/));
    fireEvent.click(trigger(/better results/));
    expect(trigger(/better results/).getAttribute('aria-expanded')).toBe('false');
  });

  it('uses real buttons so the keyboard can open entries', () => {
    renderPage();
    const button = trigger(/download and print/);
    expect(button.tagName).toBe('BUTTON');
    expect(button.closest('h3')).toBeTruthy();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(trigger(/credit back/));
  });
});

describe('SupportPage contact', () => {
  it('links e-mail and phone from the server-configured contact details', async () => {
    renderPage({ email: 'help@school.test', phone: '+1 (813) 555-0199' });
    expect(screen.getByText(/We reply within 24 hours/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@school.test' })).getAttribute('href')).toBe(
      'mailto:help@school.test?subject=Inkling%20support%20request',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('tel:+18135550199');
  });

  it('falls back to the default contact details when the session cannot load', async () => {
    renderPage(null);
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('tel:+15550100');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('tel:+15550100');
    expect(document.title).toBe('Support · Inkling');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/24 hours/);
  });
});
