import { TOASTS } from '@inkling/contracts/messages';
import { PAGE_FORMATS, type PageFormat } from '@inkling/contracts/page';
import { downloadNameFromPrompt } from '@inkling/contracts/rules';
import { toast } from './toast';

/** What saving or printing a page needs: its prompt (file name, title) and the print PNG's address. */
export interface PrintablePage {
  prompt: string;
  /** The full-size print PNG (same origin). */
  printUrl: string;
  /** Paper size of the print; letter when unknown. */
  format?: PageFormat;
  /** A coloured example printed small in the bottom-right corner (issue 17), when asked for. */
  exampleUrl?: string;
}

/**
 * The paper of a page from its pixel size (PAGE_FORMATS at 300 dpi: letter 2550×3300, a4
 * 2480×3508, square 2048×2048); letter when it matches none (e.g. a scaled preview).
 */
export function formatOfSize(width: number, height: number): PageFormat {
  for (const [name, size] of Object.entries(PAGE_FORMATS) as Array<
    [PageFormat, { width: number; height: number }]
  >) {
    if (size.width === width && size.height === height) return name;
  }
  return 'letter';
}

/** JPEG quality of a page saved as JPG: line art stays crisp, files stay small (~0.5–1 MB at 300 dpi). */
const JPEG_QUALITY = 0.92;

/**
 * The print PNG re-encoded as a JPEG in the browser, on white (a JPEG has no transparency).
 * Same pixel size as the PNG.
 */
async function pngToJpeg(png: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}

/**
 * Downloads the full-size print page, named from the prompt (spec core "Project workspace":
 * first 30 characters, non-alphanumerics as dashes, e.g. "Adorable-puppy.png"). `type`
 * 'jpg' re-encodes it in the browser (the phone image dialog's Save is a "JPG download",
 * spec core "Project workspace"). A failure shows the "Failed to download the image" toast.
 */
export async function downloadPageImage(page: PrintablePage, type: 'png' | 'jpg' = 'png'): Promise<void> {
  try {
    const response = await fetch(page.printUrl, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const png = await response.blob();
    const url = URL.createObjectURL(type === 'jpg' ? await pngToJpeg(png) : png);
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadNameFromPrompt(page.prompt, type);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error('Download failed', error);
    toast.error(TOASTS.downloadFailed);
  }
}

/**
 * Prints one page holding only the coloring page: a hidden iframe with
 * `@page { size: letter; margin: 0 }` (A4 for A4 pages) and the print PNG fitted to the sheet;
 * with `exampleUrl`, the coloured example small in the bottom-right corner. Prints once every
 * picture has loaded; a picture that fails shows the "Failed to print" toast.
 */
export function printPageImage(page: PrintablePage): void {
  const src = new URL(page.printUrl, window.location.href).href;
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    toast.error(TOASTS.printFailed);
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html><head><title>${downloadNameFromPrompt(page.prompt)}</title><style>` +
      `@page{size:${page.format === 'a4' ? 'A4' : 'letter'};margin:0}html,body{margin:0;padding:0;width:100%;height:100%;background:#fff}` +
      'body{display:flex;align-items:center;justify-content:center}' +
      'img{display:block;width:100vw;height:100vh;object-fit:contain}' +
      // The example: a fifth of the sheet's width, inside the page's 0.25 in safe margin.
      '.example{position:fixed;right:0.3in;bottom:0.3in;width:20vw;height:auto;border:1px solid #999;background:#fff}' +
      `</style></head><body><img alt="">${page.exampleUrl ? '<img class="example" alt="">' : ''}</body></html>`,
  );
  doc.close();
  const [image, example] = Array.from(doc.querySelectorAll('img'));
  const cleanup = () => window.setTimeout(() => frame.remove(), 1_000);
  let waiting = example ? 2 : 1;
  const loaded = () => {
    waiting -= 1;
    if (waiting === 0) print();
  };
  const print = () => {
    win.addEventListener('afterprint', cleanup, { once: true });
    win.focus();
    win.print();
    // Some browsers never fire afterprint for iframes; do not leave the frame behind.
    window.setTimeout(() => frame.remove(), 120_000);
  };
  const failed = () => {
    frame.remove();
    toast.error(TOASTS.printFailed);
  };
  image!.onload = loaded;
  image!.onerror = failed;
  image!.src = src;
  if (example && page.exampleUrl) {
    example.onload = loaded;
    example.onerror = failed;
    example.src = new URL(page.exampleUrl, window.location.href).href;
  }
}
