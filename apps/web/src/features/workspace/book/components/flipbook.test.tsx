import { cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGeneration, makeProject } from '../../../../test/factories';
import { bookFromProject } from '../api/use-workspace-book';
import { flipbookLeaves } from '../book-model';
import { Flipbook, positionLabel } from './flipbook';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function leavesOf(count: number) {
  const generations = Array.from({ length: count }, (_, i) => makeGeneration({ prompt: `page ${i + 1}` }));
  return flipbookLeaves(bookFromProject(makeProject({ title: 'Book', generations })));
}

function bookIn(count: number) {
  return (
    <StrictMode>
      <Flipbook leaves={leavesOf(count)} onInsertPage={() => undefined} generating={false} />
    </StrictMode>
  );
}

describe('Flipbook under React 19 StrictMode (docs/decisions/008)', () => {
  it('shows the cover, each page and "New page?", and follows added and removed pages', () => {
    const errors = vi.spyOn(console, 'error');
    const view = render(bookIn(2));
    const region = () => screen.getByRole('region', { name: 'Coloring book' });
    const labels = () =>
      within(region())
        .getAllByRole('article', { hidden: true })
        .map((leaf) => leaf.getAttribute('aria-label'));
    expect(labels()).toEqual(['Cover', 'Page 1', 'Page 2', 'New page?']);
    view.rerender(bookIn(3));
    expect(labels()).toEqual(['Cover', 'Page 1', 'Page 2', 'Page 3', 'New page?']);
    view.rerender(bookIn(1));
    expect(labels()).toEqual(['Cover', 'Page 1', 'New page?']);
    view.unmount();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('positionLabel', () => {
  const leaves = leavesOf(3);

  it('names the cover alone, then spreads of two pages, then the last page with "New page?"', () => {
    expect(positionLabel(leaves, 0, false)).toBe('Cover');
    expect(positionLabel(leaves, 1, false)).toBe('Pages 1–2');
    expect(positionLabel(leaves, 3, false)).toBe('Page 3 · New page?');
  });

  it('names one leaf at a time in portrait', () => {
    expect(positionLabel(leaves, 0, true)).toBe('Cover');
    expect(positionLabel(leaves, 2, true)).toBe('Page 2');
    expect(positionLabel(leaves, 4, true)).toBe('New page?');
  });
});

describe('the cover title', () => {
  const titleFont = (leaves: ReturnType<typeof leavesOf>) => {
    render(<Flipbook leaves={leaves} onInsertPage={() => undefined} generating={false} />);
    return screen.getByRole('heading', { name: 'Book', hidden: true }).className;
  };

  it("is set in a story book's caption face (Fredoka One), as the PDF sets it", () => {
    const leaves = leavesOf(2).map((leaf) =>
      leaf.kind === 'page' ? { ...leaf, caption: 'Mia ran.' } : leaf,
    );
    expect(titleFont(leaves)).toContain('Fredoka_One');
  });

  it('keeps the usual bold face in an ordinary book', () => {
    const font = titleFont(leavesOf(2));
    expect(font).not.toContain('Fredoka');
    expect(font).toContain('font-extrabold');
  });
});
