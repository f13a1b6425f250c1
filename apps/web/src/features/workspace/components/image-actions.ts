import type { Generation } from '@inkling/contracts/api';
import { downloadPageImage, printPageImage } from '../../../lib/page-image';

/**
 * Downloads the page's full-size print page, named from the prompt: a PNG from the toolbar, a
 * JPG from the phone image dialog's Save (see downloadPageImage; spec core "Project
 * workspace"). Sharing is the share dialog (components/share, issue 10).
 */
export async function downloadPage(generation: Generation, type: 'png' | 'jpg' = 'png'): Promise<void> {
  if (!generation.result) return;
  await downloadPageImage({ prompt: generation.prompt, printUrl: generation.result.printUrl }, type);
}

/** Prints the page alone on its paper (see printPageImage). */
export function printPage(generation: Generation): void {
  if (!generation.result) return;
  printPageImage({
    prompt: generation.prompt,
    printUrl: generation.result.printUrl,
    format: generation.format,
  });
}
