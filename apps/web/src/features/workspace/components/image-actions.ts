import type { Generation } from '@inkling/contracts/api';
import { downloadPageImage, printPageImage } from '../../../lib/page-image';

/**
 * Downloads the page's full-size print PNG, named from the prompt (see downloadPageImage;
 * spec core "Project workspace"). Sharing is the share dialog (components/share, issue 10).
 */
export async function downloadPage(generation: Generation): Promise<void> {
  if (!generation.result) return;
  await downloadPageImage({ prompt: generation.prompt, printUrl: generation.result.printUrl });
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
