/**
 * Book export (package export "@inkling/engine/book", issue 11): layout math of a coloring
 * book, its PDF (pdf-lib, print-ready for Amazon KDP on request) and its EPUB 3 fixed-layout
 * e-book. Pure functions over page pictures; the server supplies the pages and stores the files.
 */
export { writeBookEpub } from './epub';
export {
  bookFileName,
  bookFormat,
  type CheckedPicture,
  coverFrame,
  effectiveDpi,
  type FrameShape,
  fillCount,
  fitRect,
  PAPER_POINTS,
  printCheck,
  type Rect,
  type SheetGeometry,
  type SheetKind,
  sheetGeometry,
  sheetSequence,
} from './layout';
export {
  type BookDocument,
  type BookPicture,
  type ByteSink,
  type ProgressFn,
  type WrittenBook,
  writeBookPdf,
} from './pdf';
