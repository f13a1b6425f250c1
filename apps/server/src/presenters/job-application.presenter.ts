import { type JobApplication, RESUME_PREVIEW_CHARS, type ResumeCheck } from '@inkling/contracts/careers';
import type { JobApplicationRow } from '../db/schema';
import type { ResumeText } from '../resume/resume-reader';

/** A stored application → the API's JobApplication (the résumé text and contact stay private). */
export function presentJobApplication(row: JobApplicationRow): JobApplication {
  return { id: row.id, jobId: row.jobId, jobTitle: row.jobTitle };
}

/** What was read from a résumé → the API's ResumeCheck (counts and a short preview). */
export function presentResumeCheck(fileName: string, resume: ResumeText): ResumeCheck {
  return {
    fileName,
    format: resume.format,
    characters: resume.text.length,
    words: resume.text.split(/\s+/).filter(Boolean).length,
    preview: resume.text.slice(0, RESUME_PREVIEW_CHARS),
  };
}
