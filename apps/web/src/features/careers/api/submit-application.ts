import type { ApplicationFields, JobApplication } from '@inkling/contracts/careers';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SubmitApplicationInput extends ApplicationFields {
  resume: File;
}

/**
 * POST /api/job-applications (multipart: jobId, name, email, notes, resume): 201 with the
 * stored application. The server reads the résumé again and takes the title from the listing.
 */
export function submitApplication({ resume, ...fields }: SubmitApplicationInput): Promise<JobApplication> {
  const form = new FormData();
  form.append('jobId', String(fields.jobId));
  form.append('name', fields.name);
  form.append('email', fields.email);
  if (fields.notes) form.append('notes', fields.notes);
  form.append('resume', resume, resume.name);
  return apiFetch<JobApplication>('/api/job-applications', { method: 'POST', body: form });
}

/** Sends an application from the dialog. */
export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
