import type { Book } from '@inkling/contracts/book';
import { describe, expect, it } from 'vitest';
import { makeGeneration, makeProject } from '../../../test/factories';
import { applyBookUpdate } from './api/book-api';
import { bookFromProject } from './api/use-workspace-book';
import { flipbookLeaves, moveItem, pngPageOf, withNewPages } from './book-model';

function threePageBook(): { book: Book; ids: string[] } {
  const generations = [
    makeGeneration({ prompt: 'one' }),
    makeGeneration({ prompt: 'failed', status: 'failed' }),
    makeGeneration({ prompt: 'two' }),
    makeGeneration({ prompt: 'drawing', status: 'generating' }),
    makeGeneration({ prompt: 'three' }),
  ];
  const book = bookFromProject(makeProject({ title: 'Dino book', generations }));
  return { book, ids: book.pages.map((p) => p.generationId) };
}

describe('the book from a project (docs/api.md "Books" defaults)', () => {
  it('holds the finished pages only, oldest first, all included and numbered, behind a framed cover', () => {
    const { book } = threePageBook();
    expect(book.pages.map((p) => [p.prompt, p.position, p.pageNumber, p.included])).toEqual([
      ['one', 1, 1, true],
      ['two', 2, 2, true],
      ['three', 3, 3, true],
    ]);
    expect(book.cover).toEqual({ title: 'Dino book', belongsToLine: false, pageId: null });
    expect(book.includedCount).toBe(3);
    expect(book.viewMode).toBe('single');
  });

  it('adds a page that finished after the book was read at the end, included', () => {
    const { book } = threePageBook();
    const later = makeGeneration({ prompt: 'four' });
    const project = makeProject({
      generations: [
        ...book.pages.map((p) => makeGeneration({ id: p.generationId, prompt: p.prompt })),
        later,
      ],
    });
    const left = applyBookUpdate(book, { excluded: [book.pages[0]!.generationId] });
    const next = withNewPages(left, project.generations);
    expect(next.pages.map((p) => [p.prompt, p.pageNumber])).toEqual([
      ['one', null],
      ['two', 1],
      ['three', 2],
      ['four', 3],
    ]);
    expect(next.includedCount).toBe(3);
    // Nothing new: the same object back.
    expect(withNewPages(next, project.generations)).toBe(next);
  });
});

describe('flipbookLeaves', () => {
  it('is the cover, the included pages as "Page N" in book order, then "New page?"', () => {
    const { book, ids } = threePageBook();
    const reordered = applyBookUpdate(book, { order: [ids[2]!, ids[0]!, ids[1]!], excluded: [ids[0]!] });
    const leaves = flipbookLeaves(reordered);
    expect(
      leaves.map((leaf) => (leaf.kind === 'page' ? `${leaf.number}:${leaf.page.prompt}` : leaf.kind)),
    ).toEqual(['cover', '1:three', '2:two', 'new']);
  });

  it("gives a story book's pages their captions (issue 33), and no caption to a page without one", () => {
    const { book, ids } = threePageBook();
    const captions = new Map([
      [ids[0]!, 'Luna found an apple.'],
      [ids[2]!, 'Luna shared it.'],
    ]);
    const leaves = flipbookLeaves(book, captions);
    expect(leaves.map((leaf) => (leaf.kind === 'page' ? (leaf.caption ?? null) : leaf.kind))).toEqual([
      'cover',
      'Luna found an apple.',
      null,
      'Luna shared it.',
      'new',
    ]);
  });

  // Issue 32: "Download as PNG" gave page 1 while the cover was open, without saying so.
  it('names the page "Download as PNG" saves for each leaf: the nearest page off the cover and "New page?"', () => {
    const { book } = threePageBook();
    const leaves = flipbookLeaves(book);
    const saved = leaves.map((_, index) => {
      const target = pngPageOf(leaves, index);
      return target ? `${target.number}:${target.page.prompt}` : null;
    });
    expect(saved).toEqual(['1:one', '1:one', '2:two', '3:three', '3:three']);
    const empty = flipbookLeaves({
      ...book,
      pages: book.pages.map((page) => ({ ...page, included: false })),
    });
    expect(pngPageOf(empty, 0)).toBeNull();
  });

  it('pictures the chosen page on the cover, or a drawn frame when there is none', () => {
    const { book, ids } = threePageBook();
    const withPicture = flipbookLeaves(
      applyBookUpdate(book, { cover: { pageId: ids[1]!, belongsToLine: true } }),
    );
    expect(withPicture[0]).toMatchObject({
      kind: 'cover',
      picture: { prompt: 'two' },
      cover: { belongsToLine: true },
    });
    expect(flipbookLeaves(book)[0]).toMatchObject({ kind: 'cover', picture: null });
  });
});

describe('applyBookUpdate', () => {
  it('reorders, renumbers, keeps the view mode unless asked, and ignores an order that is not every page', () => {
    const { book, ids } = threePageBook();
    const moved = applyBookUpdate(book, { order: moveItem(ids, 0, 2) });
    expect(moved.pages.map((p) => [p.prompt, p.position, p.pageNumber])).toEqual([
      ['two', 1, 1],
      ['three', 2, 2],
      ['one', 3, 3],
    ]);
    expect(applyBookUpdate(book, { viewMode: 'book' }).viewMode).toBe('book');
    expect(applyBookUpdate(book, { order: [ids[0]!] }).pages.map((p) => p.prompt)).toEqual([
      'one',
      'two',
      'three',
    ]);
  });
});

describe('moveItem', () => {
  it('moves one item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});
