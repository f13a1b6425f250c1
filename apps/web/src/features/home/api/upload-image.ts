import type { Upload } from '@inkling/contracts/api';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/uploads (multipart `file`): stores a JPEG/PNG/WebP reference image ≤ 10 MB. */
export function uploadImage(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<Upload>('/api/uploads', { method: 'POST', body: form });
}
