import { z } from 'zod';
import { idSchema } from './api';
import { BOOK_SETTINGS_TEXTS, FLIPBOOK_TEXTS } from './book-ui';
import { formatSchema } from './page';

/**
 * Coloring books (issue 11; spec core §2 "Project workspace", §3 "flipbook settings", §5, §8;
 * spec content §2 "Export dialog"; DESIGN decision 8). A project is a book: its finished pages
 * in the owner's order, some left out, behind a cover. Routes: docs/api.md "Books".
 */

/** How the workspace shows a project, remembered per project (issue 11). */
export const BOOK_VIEW_MODES = ['single', 'book'] as const;
export const bookViewModeSchema = z.enum(BOOK_VIEW_MODES);
export type BookViewMode = z.infer<typeof bookViewModeSchema>;

/** Formats a whole book can have (issue 11: "letter or A4, the book's own format"). */
export const BOOK_FORMATS = ['letter', 'a4'] as const;
export const bookFormatSchema = z.enum(BOOK_FORMATS);
export type BookFormat = z.infer<typeof bookFormatSchema>;

/** Export file types (the Export dialog's "Download as PDF" and "Download as EPUB"). */
export const BOOK_EXPORT_FORMATS = ['pdf', 'epub'] as const;
export const bookExportFormatSchema = z.enum(BOOK_EXPORT_FORMATS);
export type BookExportFormat = z.infer<typeof bookExportFormatSchema>;

/**
 * Amazon KDP paperback rules the print-ready PDF follows (Amazon KDP Help, "Paperback
 * manuscript formatting guide" / "Set trim size, bleed and margins"): trim 8.5 × 11 in, bleed
 * 0.125 in on the top, bottom and outside edge, inside (gutter) margin ≥ 0.375 in for 24–150
 * pages, outside margins ≥ 0.375 in with bleed (≥ 0.25 in without), at least 24 pages, an even
 * page count, images at least 300 dpi.
 */
export const KDP = {
  trimWidthIn: 8.5,
  trimHeightIn: 11,
  bleedIn: 0.125,
  minInsideMarginIn: 0.375,
  minOutsideMarginIn: 0.25,
  minOutsideMarginWithBleedIn: 0.375,
  minPages: 24,
  minDpi: 300,
} as const;

/** One finished page of the project, as the book shows it. */
export const bookPageSchema = z.object({
  generationId: z.string(),
  /** 1-based place in the owner's order, counting left-out pages too. */
  position: z.number().int().positive(),
  /** False when the owner left the page out of the book (it stays in the project). */
  included: z.boolean(),
  /**
   * 1-based page number in the book ("Page N", alt "Coloring page N") among included pages;
   * null when left out.
   */
  pageNumber: z.number().int().positive().nullable(),
  prompt: z.string(),
  /** ≤ 1024 px preview PNG. */
  previewUrl: z.string(),
  /** Full-size print PNG (300 dpi). */
  printUrl: z.string(),
  /**
   * The page as its owner coloured it and saved it ("Save to my book", issue 17), a PNG of
   * up to COLORING_LONG_SIDE_PX on the long side; null when never saved.
   */
  coloredUrl: z.string().nullable(),
  format: formatSchema,
  /** Print PNG size, px. */
  width: z.number().int(),
  height: z.number().int(),
  completedAt: z.string(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** The cover, which always comes first in the book and its exports. */
export const bookCoverSchema = z.object({
  /** The project's title (rename the project to change it). */
  title: z.string(),
  /** Show the line "This book belongs to ______" under the title. */
  belongsToLine: z.boolean(),
  /** The page pictured on the cover (any finished page of the project); null → a drawn frame. */
  pageId: z.string().nullable(),
});
export type BookCover = z.infer<typeof bookCoverSchema>;

/** GET/PATCH /api/projects/{id}/book. */
export const bookSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  viewMode: bookViewModeSchema,
  cover: bookCoverSchema,
  /** Every finished page of the project, in book order (oldest first until reordered). */
  pages: z.array(bookPageSchema),
  /** How many pages are included (0 → the book cannot be exported). */
  includedCount: z.number().int().nonnegative(),
  /**
   * The PDF's page format: the more common of letter and A4 among included pages (ties and
   * all-square books → the first included page's, square counting as letter). Pages of the
   * other format are fitted, never cropped.
   */
  format: bookFormatSchema,
  /** Bumped by every change; send it back in PATCH to refuse a stale edit with 409. */
  revision: z.number().int().nonnegative(),
});
export type Book = z.infer<typeof bookSchema>;

/**
 * PATCH /api/projects/{id}/book: any subset of the fields. `order` must list every finished
 * page of the project exactly once (a permutation; otherwise 409 — the book changed, reload);
 * `excluded` lists the pages left out (replaces the previous list).
 */
export const updateBookSchema = z.object({
  order: z.array(idSchema).max(10_000).optional(),
  excluded: z.array(idSchema).max(10_000).optional(),
  cover: z
    .object({
      belongsToLine: z.boolean().optional(),
      pageId: idSchema.nullable().optional(),
    })
    .optional(),
  viewMode: bookViewModeSchema.optional(),
  /** The `revision` the edit was made on; when given and stale → 409. */
  revision: z.number().int().nonnegative().optional(),
});
export type UpdateBook = z.input<typeof updateBookSchema>;

/** PDF options of the Export dialog (ignored for EPUB). */
export const pdfOptionsSchema = z.object({
  /** A blank page behind every picture, so markers do not bleed through (issue 11). */
  blankBacks: z.boolean().default(false),
  /**
   * Print-ready for publishing (Amazon KDP): 8.5 × 11 in trim plus 0.125 in bleed, mirror
   * margins, TrimBox/BleedBox; refused with 409 while `printCheck` names broken rules.
   */
  printReady: z.boolean().default(false),
  /** Add blank pages at the end up to 24 pages and an even count (the KDP minimum). */
  fillToMinimum: z.boolean().default(false),
});
export type PdfOptions = z.infer<typeof pdfOptionsSchema>;
/**
 * What an export row stores as its options: the PDF options plus `colored` (absent on exports
 * made before issue 17, meaning false).
 */
export type BookExportOptions = PdfOptions & { colored?: boolean };

/** POST /api/projects/{id}/book/print-check: the PDF options and whether coloured pages are used. */
export const printCheckRequestSchema = pdfOptionsSchema.extend({
  /** As `colored` of an export: the check counts the coloured pictures' pixels (issue 17). */
  colored: z.boolean().default(false),
});
export type PrintCheckRequest = z.input<typeof printCheckRequestSchema>;

/** POST /api/projects/{id}/book/exports. */
export const startBookExportSchema = z.object({
  format: bookExportFormatSchema,
  pdf: pdfOptionsSchema.default({ blankBacks: false, printReady: false, fillToMinimum: false }),
  /**
   * "Use colored pages where saved" (issue 17): each page (and the cover) that its owner
   * coloured and saved is exported as that coloured PNG instead of its line art; PDF and EPUB.
   */
  colored: z.boolean().default(false),
});
export type StartBookExport = z.input<typeof startBookExportSchema>;

export const BOOK_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const bookExportStatusSchema = z.enum(BOOK_EXPORT_STATUSES);
export type BookExportStatus = z.infer<typeof bookExportStatusSchema>;

/** An export job: poll GET /api/projects/{id}/book/exports/{exportId} until done or failed. */
export const bookExportSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  format: bookExportFormatSchema,
  status: bookExportStatusSchema,
  /** 0..1, pages written so far over pages to write. */
  progress: z.number().min(0).max(1),
  /** Set when done: GET it for the file (Content-Disposition: attachment). */
  downloadUrl: z.string().nullable(),
  /** File name the download gets, from the book title, e.g. "My-Dinosaur-Book.pdf". */
  fileName: z.string(),
  /** File size, bytes, when done. */
  bytes: z.number().int().nullable(),
  /** Pages in the file (PDF: sheets including cover and blanks; EPUB: XHTML pages) when done. */
  pageCount: z.number().int().nullable(),
  /** A sentence for the dialog when failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookExport = z.infer<typeof bookExportSchema>;

/** Rules the print-ready check can find broken (each reported as a sentence). */
export const PRINT_RULES = ['empty', 'min-pages', 'even-pages', 'resolution'] as const;
export type PrintRule = (typeof PRINT_RULES)[number];

/** POST /api/projects/{id}/book/print-check (body: pdfOptionsSchema). */
export const printCheckSchema = z.object({
  /** True when no rule is broken. */
  ok: z.boolean(),
  /** Pages the print-ready PDF would have with these options (cover and blanks included). */
  pageCount: z.number().int().nonnegative(),
  /** Blank pages `fillToMinimum` would add (0 when none are needed). */
  fillPages: z.number().int().nonnegative(),
  problems: z.array(z.object({ rule: z.enum(PRINT_RULES), message: z.string() })),
});
export type PrintCheck = z.infer<typeof printCheckSchema>;

/**
 * Words the server writes into files and errors (the web's words are in book-ui.ts). The cover
 * line and page labels reuse book-ui's so the flipbook and the files say the same.
 */
export const BOOK_FILE_TEXTS = {
  /** Cover line, when `cover.belongsToLine` is on. */
  belongsTo: BOOK_SETTINGS_TEXTS.belongsTo,
  /** Alt text of each EPUB page's picture (spec core §2 "Coloring page N"). */
  pageAlt: FLIPBOOK_TEXTS.alt,
  pageLabel: FLIPBOOK_TEXTS.page,
  coverLabel: FLIPBOOK_TEXTS.cover,
  coverAlt: (title: string) => `Cover of ${title}`,
  /** EPUB navigation heading. */
  contents: 'Contents',
  /** PDF producer and EPUB generator (issue 11: "producer Inkling"). */
  producer: 'Inkling',
  /** Author when the owner has no name. */
  anonymousAuthor: 'An Inkling artist',
  /** File name when the title has no letters or digits. */
  defaultFileName: 'coloring-book',
} as const;

/** Sentences of the print-ready check, one per broken rule (source: KDP above). */
export const PRINT_RULE_TEXTS = {
  empty: 'The book has no pages. Add at least one page.',
  minPages: (pages: number) =>
    `Print-on-demand books need at least ${KDP.minPages} pages; this one has ${pages}. Add pages, or fill with blank pages.`,
  evenPages: (pages: number) =>
    `Printed books need an even number of pages; this one has ${pages}. Add a page, or fill with a blank page.`,
  resolution: (page: number, dpi: number) =>
    `Page ${page} would print at ${dpi} dpi; printers need at least ${KDP.minDpi} dpi. Leave it out of the printed book, or make it again in letter or A4 format.`,
} as const;

/** Errors the book routes answer with (messages of `{ error: { code, message } }`). */
export const BOOK_ERRORS = {
  notAPermutation: 'The book changed: its pages are not the ones you ordered. Reload the book and try again.',
  staleRevision: 'The book changed in another window. Reload it and try again.',
  unknownPage: 'That page is not a finished page of this book.',
  empty: 'This book has no pages yet. Make a page first, or put a left-out page back in the book.',
  /** Followed by the broken rules' sentences. */
  notPrintReady: 'This book does not meet the print rules yet.',
  exportNotReady: 'This book is still being made.',
  exportFailed: 'Could not make the book. Please try again.',
  changedDuringExport: 'The book changed while it was being made. Please export it again.',
  tooManyExports: 'That is a lot of books in a short time! Please wait a few minutes, then try again.',
} as const;
