/**
 * The words of the coloring book in the web app (issue 11): the view toggle, the flipbook,
 * the Insert New Page dialog, the book settings panel and the export dialog. Texts quoted
 * from the spec are marked with their section (spec core §2 "Project workspace", §8
 * "Flipbook setting errors"; spec content §2 "Export dialog"); the rest are Inkling's own.
 * The book's server-side texts (export errors, print-ready rules) live in book.ts.
 */

/** The flipbook's setting errors, word for word (spec core §8; StPageFlip's own messages). */
export const FLIPBOOK_ERRORS = {
  sizeType: 'Invalid size type. Available only "fixed" and "stretch" value',
  size: 'Invalid width or height',
  flippingTime: 'Invalid flipping time',
  gPoint: 'The G point is too small',
} as const;

/** Single page ↔ Book, the workspace's view toggle (issue 11). */
export const VIEW_TOGGLE_TEXTS = {
  label: 'View',
  single: 'Single page',
  book: 'Book',
} as const;

/** The flipbook and its pages (spec core §2 "Project workspace"). */
export const FLIPBOOK_TEXTS = {
  /** The region around the book, for screen readers. */
  label: 'Coloring book',
  /** Page label (spec core §2: "Page N"). */
  page: (n: number) => `Page ${n}`,
  /** Alt text of a page's picture (spec core §2: "Coloring page N"). */
  alt: (n: number) => `Coloring page ${n}`,
  cover: 'Cover',
  coverAlt: 'Cover picture',
  /** The last page (spec core §2). */
  newPageHeading: 'New page?',
  newPageText: 'Prompt in the chat to add a new page',
  newPageAction: 'Insert New Page',
  /** Shown on the last page while a page is being drawn. */
  newPageGenerating: 'A new page is on its way…',
  previous: 'Previous page',
  next: 'Next page',
  /** Where the reader is: "Cover", "Page 3", "Pages 2–3", "New page?". */
  position: (label: string) => label,
  pages: (first: number, second: number) => `Pages ${first}–${second}`,
  hint: 'Flip with the arrow keys, the buttons, a click or a swipe.',
  emptyHeading: 'Your book is empty',
  emptyText: 'Finished pages appear here. Send a message in the chat to create a coloring page.',
  noPagesIncluded: 'Every page is left out of the book. Open Book settings to put pages back.',
} as const;

/** The Insert New Page dialog, word for word (spec core §2 "Project workspace", §5). */
export const INSERT_PAGE_TEXTS = {
  title: 'Insert New Page',
  subtitle: 'Add a new coloring page to your book',
  label: "Describe what you'd like to see on this page",
  suggestionsLabel: 'Ideas',
  cancel: 'Cancel',
  submit: 'Create Page',
  busy: 'Generating...',
  /** The prompt must not be empty (spec core §5). */
  required: 'Please describe the page you would like',
  /** Shown when a page is still being drawn (spec core §5: no submit while generating). */
  waitForPage: 'Please wait for the image to be processed',
} as const;

/** The book settings panel: order, pages left out, the cover (issue 11). */
export const BOOK_SETTINGS_TEXTS = {
  open: 'Book settings',
  title: 'Book settings',
  description: 'Put the pages in order, leave some out, and choose the cover.',
  pagesHeading: 'Pages',
  pagesHint: 'Drag a page by its handle, or use the arrow buttons. Space picks a handle up; arrows move it.',
  dragHandle: (n: number, prompt: string) => `Drag page ${n}: ${prompt}`,
  moveUp: (n: number) => `Move page ${n} up`,
  moveDown: (n: number) => `Move page ${n} down`,
  include: 'In the book',
  leftOut: 'Left out',
  includeLabel: (prompt: string) => `Include "${prompt}" in the book`,
  coverHeading: 'Cover',
  coverTitle: 'Title',
  belongsToLine: 'Add a "This book belongs to ______" line',
  belongsTo: 'This book belongs to ______',
  coverPicture: 'Cover picture',
  coverFrame: 'A drawn frame',
  coverPage: (n: number) => `Page ${n}`,
  saved: 'Book saved',
  saveFailed: 'Could not save the book. Please try again.',
  saving: 'Saving…',
  /** Drag and drop announcements (screen readers), for @dnd-kit's live region. */
  announce: {
    picked: (n: number) => `Picked up page ${n}.`,
    over: (n: number, position: number) => `Page ${n} is over position ${position}.`,
    dropped: (n: number, position: number) => `Page ${n} dropped at position ${position}.`,
    cancelled: (n: number) => `Moving page ${n} was cancelled.`,
  },
} as const;

/** The export dialog (spec content §2 "Export dialog"; issue 11). */
export const EXPORT_TEXTS = {
  open: 'Export',
  title: 'Export your book',
  description: 'Print the book, or download it as pictures, a PDF or an e-book.',
  /** The four actions, word for word (spec content §2). */
  print: 'Print',
  png: 'Download as PNG',
  pdf: 'Download as PDF',
  epub: 'Download as EPUB',
  pngHint: 'The page you are looking at, full size',
  /** Book view: which page is saved (the cover and "New page?" are not pictures; issue 32). */
  pngPage: (n: number) => `Page ${n}, full size`,
  printHint: 'The whole book, one picture per sheet',
  pdfOptions: 'PDF options',
  /** Issue 17: the coloured version as an option in exports (PDF, EPUB and Print). */
  useColored: 'Use colored pages where saved',
  useColoredHint: 'Pages you colored and saved to your book are printed and exported in color',
  blankBacks: 'Blank backs for markers',
  blankBacksHint: 'A blank page behind every picture, so markers do not bleed through',
  printReady: 'Print-ready for publishing',
  printReadyHint: '8.5×11 in with bleed, for print-on-demand services such as Amazon KDP',
  fillToMinimum: 'Fill with blank backs',
  printReadyOk: 'This book meets the print-on-demand rules.',
  printReadyProblems: 'Before it can be published, this book needs:',
  printReadyChecking: 'Checking the print-on-demand rules…',
  fillOffer: 'Add blank backs to reach the page count',
  preparing: (kind: string) => `Making your ${kind}…`,
  progress: (percent: number) => `${percent}% done`,
  progressLabel: 'Export progress',
  ready: (kind: string) => `Your ${kind} is ready`,
  downloadAgain: 'Download again',
  failed: (kind: string) => `Could not make your ${kind}.`,
  tryAgain: 'Try again',
  printPreparing: 'Getting the pages ready to print…',
  printFailed: 'Could not print the book. Please try again.',
  emptyBook: 'The book has no pages yet. Make a page first.',
  kinds: { pdf: 'PDF', epub: 'EPUB' },
} as const;
