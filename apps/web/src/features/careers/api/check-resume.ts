import type { ResumeCheck } from '@inkling/contracts/careers';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/job-applications/resume (multipart `resume`): what the server could read from it. */
export function checkResume(file: File): Promise<ResumeCheck> {
  const form = new FormData();
  form.append('resume', file, file.name);
  return apiFetch<ResumeCheck>('/api/job-applications/resume', { method: 'POST', body: form });
}

/** The application dialog's "processing" step: reads the chosen résumé on the server. */
export function useCheckResume() {
  return useMutation({ mutationFn: checkResume });
}
