import type { Generation } from '@inkling/contracts/api';
import { shareText, TOASTS, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import { downloadNameFromPrompt } from '@inkling/contracts/rules';
import { toast } from 'sonner';

/**
 * Downloads the full-size print PNG, named from the prompt (spec core "Project workspace":
 * first 30 characters, non-alphanumerics as dashes, e.g. "Adorable-puppy.png").
 */
export async function downloadPage(generation: Generation): Promise<void> {
  if (!generation.result) return;
  try {
    const response = await fetch(generation.result.printUrl, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadNameFromPrompt(generation.prompt);
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
 * Shares the page with the Web Share API (share text from spec content §9); without it,
 * copies the link. A cancelled share says nothing (spec content §8).
 */
export async function sharePage(generation: Generation): Promise<void> {
  const url = window.location.href;
  const text = shareText(generation.prompt);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: WORKSPACE_LABELS.shareTitle, text, url });
      toast.success(TOASTS.shared);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Share failed', error);
      toast.error(TOASTS.shareFailed);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(TOASTS.urlCopied);
  } catch (error) {
    console.error('Copy failed', error);
    toast.error(TOASTS.copyUrlFailed);
  }
}

/**
 * Prints one page holding only the coloring page: a hidden iframe with
 * `@page { size: letter; margin: 0 }` (A4 for A4 pages) and the print PNG fitted to the sheet.
 */
export function printPage(generation: Generation): void {
  if (!generation.result) return;
  const src = new URL(generation.result.printUrl, window.location.href).href;
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
    `<!doctype html><html><head><title>${downloadNameFromPrompt(generation.prompt)}</title><style>` +
      `@page{size:${generation.format === 'a4' ? 'A4' : 'letter'};margin:0}html,body{margin:0;padding:0;width:100%;height:100%;background:#fff}` +
      'body{display:flex;align-items:center;justify-content:center}' +
      'img{display:block;width:100vw;height:100vh;object-fit:contain}' +
      '</style></head><body><img alt=""></body></html>',
  );
  doc.close();
  const image = doc.querySelector('img')!;
  const cleanup = () => window.setTimeout(() => frame.remove(), 1_000);
  image.onload = () => {
    win.addEventListener('afterprint', cleanup, { once: true });
    win.focus();
    win.print();
    // Some browsers never fire afterprint for iframes; do not leave the frame behind.
    window.setTimeout(() => frame.remove(), 120_000);
  };
  image.onerror = () => {
    frame.remove();
    toast.error(TOASTS.printFailed);
  };
  image.src = src;
}
