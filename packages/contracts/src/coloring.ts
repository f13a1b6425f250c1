/**
 * "Color it": tap-to-fill coloring in the browser (issue 17). Numbers of the fill, the
 * palette and every word the coloring screen shows.
 */

/** Issue 17: the fill runs at a resolution fine enough to print, "at least 2048 px on the long side". */
export const COLORING_LONG_SIDE_PX = 2048;
/** Issue 17: "undo/redo (at least 50 steps)"; we keep 100. */
export const COLORING_UNDO_STEPS = 100;
/**
 * Issue 17 "never lose work": the undo/redo history is saved with the colouring (IndexedDB) so
 * undo still works after a reload. The saved history keeps the newest steps up to this many
 * bytes of diffs (a fill is ~8 bytes, a brush stroke a few KB, Clear all the layer's run
 * lengths); older steps are left out of the saved copy only. 4 MiB stays far below IndexedDB's
 * per-origin quota (Chromium: a share of free disk) and saves in a few ms.
 */
export const COLORING_HISTORY_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Issue 17 "Forgiving lines": a fill must not leak through a gap of one or two pixels, so the
 * walls are grown by 1 px on each side for the fill only (closes gaps ≤ 2 px).
 */
export const FILL_GAP_CLOSE_PX = 2;
/**
 * Grey level (0–255) at or below which a pixel is line. Print PNGs are pure black and white
 * (engine lineart/encode.ts); after scaling to 2048 px, anti-aliased edges are grey, and the
 * darker half of them counts as line.
 */
export const LINE_LUMINANCE_MAX = 127;
/** White as an RGBA word (0xAABBGGRR, ImageData byte order). */
export const WHITE_RGBA = 0xffffffff;
/**
 * Largest coloured PNG PUT /api/generations/{id}/colored accepts, bytes. A 1582×2048 page
 * coloured with flat colours encodes to well under 2 MB; 8 MB leaves room for brushwork.
 */
export const COLORED_MAX_BYTES = 8 * 1024 * 1024;
/** Brush radii in page px at 2048 px: small, medium, large (three sizes, issue 17). */
export const BRUSH_SIZES = [
  { id: 'small', radius: 6, label: 'Small brush' },
  { id: 'medium', radius: 16, label: 'Medium brush' },
  { id: 'large', radius: 36, label: 'Large brush' },
] as const;
export type BrushSize = (typeof BRUSH_SIZES)[number]['id'];
/** How many recently used colours the palette keeps. */
export const RECENT_COLORS = 6;
/** Zoom range of the coloring screen (1 = the page fits the screen). */
export const COLORING_ZOOM = { min: 1, max: 8, step: 1.25 } as const;

/**
 * 24 child-friendly colours in big round swatches (issue 17): bright primaries and
 * secondaries, soft pastels, skin and hair tones, earth and sky colours, grey and black.
 */
export const COLORING_PALETTE = [
  { hex: '#e53935', name: 'Red' },
  { hex: '#ff7043', name: 'Orange' },
  { hex: '#ffb300', name: 'Sunflower' },
  { hex: '#ffee58', name: 'Lemon' },
  { hex: '#9ccc65', name: 'Apple green' },
  { hex: '#2e7d32', name: 'Forest green' },
  { hex: '#26c6da', name: 'Turquoise' },
  { hex: '#4fc3f7', name: 'Sky blue' },
  { hex: '#1e88e5', name: 'Blue' },
  { hex: '#283593', name: 'Navy' },
  { hex: '#7e57c2', name: 'Purple' },
  { hex: '#ce93d8', name: 'Lilac' },
  { hex: '#ec407a', name: 'Pink' },
  { hex: '#f8bbd0', name: 'Bubblegum' },
  { hex: '#ffccbc', name: 'Peach' },
  { hex: '#f1c27d', name: 'Sand' },
  { hex: '#c68642', name: 'Caramel' },
  { hex: '#8d5524', name: 'Cocoa' },
  { hex: '#6d4c41', name: 'Brown' },
  { hex: '#a5d6a7', name: 'Mint' },
  { hex: '#fff8e1', name: 'Cream' },
  { hex: '#bdbdbd', name: 'Grey' },
  { hex: '#616161', name: 'Dark grey' },
  { hex: '#212121', name: 'Black' },
] as const;

/** Every word of the coloring screen and of the "Color it" buttons. */
export const COLORING_TEXTS = {
  colorIt: 'Color it',
  title: (prompt: string) => `Color: ${prompt}`,
  heading: 'Color it',
  loading: 'Getting your page ready…',
  loadFailed: 'We could not open this page for coloring.',
  notFound: 'This page cannot be colored here.',
  retry: 'Try again',
  back: 'Back',
  canvasLabel: (prompt: string) =>
    `Coloring page: ${prompt}. Tap a shape to fill it. With the keyboard: arrow keys move the page, plus and minus zoom, Enter fills the middle.`,
  tools: 'Tools',
  fill: 'Fill',
  brush: 'Brush',
  eraser: 'Eraser',
  move: 'Move',
  brushSize: 'Brush size',
  undo: 'Undo',
  redo: 'Redo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Fit page',
  clear: 'Clear all',
  clearTitle: 'Clear all the colors?',
  clearText: 'This makes the whole page white again. You can still undo it.',
  clearConfirm: 'Clear all',
  palette: 'Colors',
  recent: 'Recent colors',
  custom: 'Pick any color',
  download: 'Download',
  print: 'Print',
  share: 'Share',
  saveToBook: 'Save to my book',
  savedToBook: 'Saved to your book.',
  saveToBookFailed: 'We could not save it to your book. Your coloring is still here.',
  savedLocally: 'Saved on this device',
  coloredAlt: (prompt: string) => `Your colored page: ${prompt}`,
  yourColoring: 'Your coloring',
  notPng: 'Please send the colored page as a PNG picture.',
  tooLarge: 'This colored page is too large to save.',
  wrongSize: 'This colored page does not match its page.',
  notColoredIn:
    'Only the page itself, colored in, can be saved: its lines must stay and colors only fill it.',
  notFinished: 'Only finished pages can be colored.',
  /** POST /api/generations/{id}/share-link?colored=true before "Save to my book" (issue 17). */
  notColoredYet: 'Save your coloring to your book first, then share it.',
  shareLink: 'Share a link',
  /** "Show me an example" (issue 17): the sketchbook scene in OpenMoji's own colours, small. */
  showExample: 'Show me an example',
  hideExample: 'Hide the example',
  exampleAlt: (prompt: string) => `A colored example of ${prompt}`,
  exampleLoading: 'Drawing an example…',
  noExample: 'There is no colored example for this page.',
  printExample: 'Print the example small in a corner',
  saving: 'Saving…',
  offlineNote: 'Your coloring stays on this device until you save it.',
  downloadName: (base: string) => base.replace(/\.png$/i, '-colored.png'),
} as const;
