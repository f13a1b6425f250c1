/**
 * The engine's benchmark cases: the `@inkling/engine/bench` entry point, timed by
 * scripts/bench-lineart.ts (`npm run bench`). They reach the line-art pipeline's stages,
 * which are not part of the public API, and the code-made fixtures in test/, so they live
 * in the engine and the script only measures.
 */
import { drawFinishedPage } from '../src/generate';
import { cleanupLineArt } from '../src/lineart/cleanup';
import { encodePreviewPng, finalizePage } from '../src/lineart/encode';
import { photoToLineArt } from '../src/lineart/photo';
import { pageSize, SAFE_MARGIN_PX } from '../src/profiles';
import type { PageRequest } from '../src/types';
import { aiStylePage, toyPhoto } from '../test/lineart-fixtures';

/** One benchmark case: `run` does the work once; `target` is the goal printed with the result. */
export interface BenchCase {
  name: string;
  run: () => Promise<unknown>;
  target?: string;
}

/**
 * The line-art pipeline cases (engine issue "Line-art pipeline": photo 12 MP ≤ 1.0 s
 * median, clean-up of a 1024×1536 AI-style page ≤ 0.6 s, peak memory ≤ 400 MB): the
 * clean-up of an AI-style 1024×1536 page onto a letter page, the encoding of that page,
 * and a 12 MP (3000×4000) JPEG photo → letter page. Builds the inputs first (about a
 * second), so timing `run` measures only the stage.
 */
export async function lineartBenchCases(): Promise<BenchCase[]> {
  const { width, height } = pageSize('letter');
  const audience = 'kids' as const;
  const ai = await aiStylePage();
  const photo = await toyPhoto({ width: 3000, height: 4000, quality: 90 });
  const page = await cleanupLineArt(ai, { audience, width, height, marginPx: SAFE_MARGIN_PX, fit: true });
  return [
    {
      name: 'clean-up of a 1024×1536 AI-style page → letter',
      run: () => cleanupLineArt(ai, { audience, width, height, marginPx: SAFE_MARGIN_PX, fit: true }),
      target: '≤ 600 ms median, ≤ 400 MB',
    },
    {
      name: 'encode a letter page (print + preview PNG)',
      run: () => finalizePage(page, { audience }),
    },
    {
      name: 'photo → page (12 MP photo, 3000×4000 JPEG → letter)',
      run: () => photoToLineArt(photo, { audience, maxWidth: width, maxHeight: height }),
      target: '≤ 1000 ms median, ≤ 400 MB',
    },
  ];
}

/**
 * The part of `generatePage` a viewer waits for if the print PNG were encoded after the
 * preview (issue 15, "page shown"): the page drawn, rasterised and finished
 * (drawFinishedPage) and its preview PNG (≤ 1024 px) encoded; the print PNG is not made.
 * For the sketchbook (vector pages, already bilevel). Resolves to the preview PNG.
 */
export async function sketchbookPreviewOnly(request: PageRequest): Promise<Buffer> {
  const { page } = await drawFinishedPage(request);
  return encodePreviewPng(page);
}

export {
  BENCH_SUBJECT_BOXES,
  benchPhotoSet,
  benchPhotoVsRecipe,
  type PhotoBenchResult,
  type PhotoSetResult,
} from './photo';
