import type { Generation } from '@inkling/contracts/api';
import {
  audienceSchema,
  formatSchema,
  pageStyleSchema,
  photoDetailSchema,
  photoSubjectSchema,
} from '@inkling/contracts/page';
import type { GenerationRow } from '../db/schema';

/** URL under which the owner's browser fetches a stored file (GET /api/files/:id). */
export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/**
 * A generation row → the API's Generation (contracts `generationSchema`). An audience or
 * format the contracts do not know throws (ZodError → 500): the database's CHECK
 * constraints keep them out, and a bad row must be seen, not shown as kids/letter.
 */
export function presentGeneration(row: GenerationRow): Generation {
  const done = row.status === 'completed' && row.printFileId && row.previewFileId;
  return {
    id: row.id,
    projectId: row.projectId,
    prompt: row.prompt,
    generationType: 'image',
    status: row.status,
    error: row.error,
    creditCost: row.creditCost,
    seed: row.seed,
    provider: row.provider,
    audience: audienceSchema.parse(row.audience),
    format: formatSchema.parse(row.format),
    elements: row.elements,
    skippedWords: row.skippedWords,
    inputImageUrl: row.inputFileId ? fileUrl(row.inputFileId) : null,
    photoSubject: row.photoSubject ? photoSubjectSchema.parse(row.photoSubject) : null,
    photoDetail: row.photoDetail ? photoDetailSchema.parse(row.photoDetail) : null,
    style: pageStyleSchema.parse(row.style),
    comic: row.comic ? { panels: row.comic.panels, bubbles: row.comic.bubbles } : null,
    fallback: row.fallback,
    characterId: row.characterId,
    retryOf: row.retryOf,
    storyPage: row.storyPage,
    result: done
      ? {
          previewUrl: fileUrl(row.previewFileId!),
          printUrl: fileUrl(row.printFileId!),
          svgUrl: row.svgFileId ? fileUrl(row.svgFileId) : null,
          coloredUrl: row.coloredFileId ? fileUrl(row.coloredFileId) : null,
          width: row.width ?? 0,
          height: row.height ?? 0,
          dpi: row.dpi ?? 0,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
