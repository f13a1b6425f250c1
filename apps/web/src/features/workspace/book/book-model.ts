import type { Generation } from '@inkling/contracts/api';
import type { Book, BookCover, BookPage } from '@inkling/contracts/book';

/**
 * Adds the project's finished pages the book does not list yet (a page that finished after
 * the book was read) at the end, included, as the server does (docs/api.md "Books": "a page
 * that finishes later joins the end, included"), and drops pages that are no longer finished
 * (deleted). So a new page joins the book as soon as the workspace's live stream reports it,
 * before the book is read again.
 */
export function withNewPages(book: Book, generations: readonly Generation[]): Book {
  const finished = new Map(
    generations.filter((g) => g.status === 'completed' && g.result).map((g) => [g.id, g] as const),
  );
  const known = new Set(book.pages.map((page) => page.generationId));
  const kept = book.pages.filter((page) => finished.has(page.generationId));
  const added: BookPage[] = [];
  for (const generation of finished.values()) {
    if (known.has(generation.id) || !generation.result) continue;
    added.push({
      generationId: generation.id,
      position: 0,
      included: true,
      pageNumber: null,
      prompt: generation.prompt,
      previewUrl: generation.result.previewUrl,
      printUrl: generation.result.printUrl,
      coloredUrl: generation.result.coloredUrl ?? null,
      format: generation.format,
      width: generation.result.width,
      height: generation.result.height,
      completedAt: generation.completedAt ?? generation.createdAt,
    });
  }
  if (added.length === 0 && kept.length === book.pages.length) return book;
  added.sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  let number = 0;
  const pages = [...kept, ...added].map((page, index) => ({
    ...page,
    position: index + 1,
    pageNumber: page.included ? ++number : null,
  }));
  return { ...book, pages, includedCount: number };
}

/** True when some page of the book was coloured and saved ("Save to my book", issue 17). */
export function hasColoredPages(book: Book): boolean {
  return book.pages.some((page) => page.coloredUrl !== null);
}

/**
 * The book with each saved coloured page in place of its line art (issue 17, "Use colored
 * pages where saved"): such a page's preview and print URLs are its coloured PNG's, so the
 * flipbook, Print and Download as PNG show it; other pages stay as they are.
 */
export function withColoredPages(book: Book): Book {
  if (!hasColoredPages(book)) return book;
  return {
    ...book,
    pages: book.pages.map((page) =>
      page.coloredUrl ? { ...page, previewUrl: page.coloredUrl, printUrl: page.coloredUrl } : page,
    ),
  };
}

/** One leaf of the flipbook: the cover, a picture page, or the closing "New page?" page. */
export type FlipbookLeaf =
  | { kind: 'cover'; key: 'cover'; cover: BookCover; picture: BookPage | null }
  | { kind: 'page'; key: string; page: BookPage; number: number; caption?: string }
  | { kind: 'new'; key: 'new' };

/**
 * The flipbook's leaves in order (issue 11): the cover first (its picture is the chosen page
 * when it is still a finished page, else a drawn frame), then the included pages in book
 * order numbered from 1 ("Page N"), then the "New page?" page that opens Insert New Page.
 * A story book's pages carry their caption (`captions`: generationId → caption, issue 33),
 * shown in a band at the page's foot.
 */
export function flipbookLeaves(book: Book, captions?: ReadonlyMap<string, string>): FlipbookLeaf[] {
  const picture = book.cover.pageId
    ? (book.pages.find((page) => page.generationId === book.cover.pageId) ?? null)
    : null;
  const leaves: FlipbookLeaf[] = [{ kind: 'cover', key: 'cover', cover: book.cover, picture }];
  let number = 0;
  for (const page of book.pages) {
    if (!page.included) continue;
    number += 1;
    const caption = captions?.get(page.generationId);
    leaves.push({ kind: 'page', key: page.generationId, page, number, ...(caption ? { caption } : {}) });
  }
  leaves.push({ kind: 'new', key: 'new' });
  return leaves;
}

/**
 * The page "Download as PNG" saves in Book view, with its "Page N" number (issue 32): the
 * page open at `index` of `leaves`; from the cover the first page, from "New page?" the last.
 * Null when the book holds no page.
 */
export function pngPageOf(
  leaves: readonly FlipbookLeaf[],
  index: number,
): { page: BookPage; number: number } | null {
  const pages = leaves.filter(
    (leaf): leaf is Extract<FlipbookLeaf, { kind: 'page' }> => leaf.kind === 'page',
  );
  const leaf = leaves[index];
  const target = leaf?.kind === 'page' ? leaf : leaf?.kind === 'new' ? pages[pages.length - 1] : pages[0];
  return target ? { page: target.page, number: target.number } : null;
}

/** `ids` with the item at `from` moved to `to` (both 0-based, clamped); a new array. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
