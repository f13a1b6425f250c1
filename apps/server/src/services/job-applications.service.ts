import {
  type ApplicationFields,
  CAREERS_TEXTS,
  type JobApplication,
  jobTitleFor,
  RESUME_FAILURES,
  RESUME_MAX_BYTES,
  type ResumeCheck,
} from '@inkling/contracts/careers';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { presentJobApplication, presentResumeCheck } from '../presenters/job-application.presenter';
import { insertJobApplication } from '../repositories/job-applications.repository';
import { ResumeError } from '../resume/resume-error';
import { type ResumeReader, type ResumeText, resumeReader } from '../resume/resume-reader';
import { enforceRateLimit } from './rate-limit';

/** What one app instance shares across careers requests: the résumé reader and who is using it. */
export interface CareersDeps {
  reader: ResumeReader;
  /** Résumé reads in progress per client address (the key 'unknown' when there is none). */
  readingByAddress: Map<string, number>;
}

/**
 * Résumé reads one client address may have in progress at once (issue 27 finding 3: ten
 * bombs at once from one address held both reader processes, and real applicants' checks
 * waited ~50 s). An applicant's dialog reads one file at a time; a second answers 429.
 */
export const RESUME_READS_PER_ADDRESS = 1;

/** The process-wide résumé reader (or another, for tests). */
export function createCareersDeps(reader: ResumeReader = resumeReader): CareersDeps {
  return { reader, readingByAddress: new Map() };
}

/** The 413 of a résumé over RESUME_MAX_BYTES (spec content §5: 'File size must be under 10MB'). */
export function resumeTooLarge(): AppError {
  return new AppError('payload_too_large', CAREERS_TEXTS.tooLarge);
}

/**
 * Reads a résumé for the application dialog's "processing → ready" step (spec content §4).
 * Throws AppError: 429 after RATE_LIMITS.resumeChecks per IP, plus
 * everything readResume throws.
 */
export async function checkResume(
  ctx: AppContext,
  deps: CareersDeps,
  clientIp: string | null,
  file: File,
): Promise<ResumeCheck> {
  const resume = requireResume(file);
  await enforceRateLimit(ctx, 'resumeChecks', clientIp, CAREERS_TEXTS.rateLimitedChecks);
  return presentResumeCheck(resume.name, await readResume(ctx, deps, clientIp, resume));
}

/**
 * Stores a job application (spec content §7 "Submit application") from fields the route
 * checked with applicationFieldsSchema (name and e-mail needed, jobId 0 or a listed job).
 * The job title comes from the listing, never from the client; the résumé text is the
 * reader's own reading of these bytes (remembered from the dialog's check when the bytes are
 * the same), never taken from the client. `clientIp` is null when unknown (all such requests
 * share one rate-limit bucket). Throws AppError: 400 'Please select a resume file' for an
 * empty file, 413 over 10 MB, 429 after RATE_LIMITS.applications per IP, plus everything readResume throws.
 */
export async function submitApplication(
  ctx: AppContext,
  deps: CareersDeps,
  clientIp: string | null,
  fields: ApplicationFields,
  file: File,
): Promise<JobApplication> {
  const resume = requireResume(file);
  await enforceRateLimit(ctx, 'applications', clientIp, CAREERS_TEXTS.rateLimitedApplications);
  const { format, text } = await readResume(ctx, deps, clientIp, resume);
  const row = await insertJobApplication(ctx.db, {
    jobId: fields.jobId,
    jobTitle: jobTitleFor(fields.jobId)!,
    name: fields.name,
    email: fields.email,
    notes: fields.notes ?? null,
    resumeText: text,
    resumeFileName: resume.name,
    resumeFormat: format,
    ipAddress: clientIp,
  });
  return presentJobApplication(row);
}

function requireResume(file: File): File {
  if (file.size === 0) throw new AppError('bad_request', CAREERS_TEXTS.noResume);
  if (file.size > RESUME_MAX_BYTES) throw resumeTooLarge();
  return file;
}

/**
 * The résumé's text via the bounded reader. Throws AppError: 415 'Please upload a PDF or
 * Word document' (not PDF/DOC/DOCX by content, or the extension disagrees), 429 when the
 * reader's queue is full or the address already has RESUME_READS_PER_ADDRESS reads in
 * progress, 400 with category = the reason (corrupt, encrypted, empty, too_complex, timeout)
 * and message = RESUME_FAILURES[reason], shown under 'Failed to process resume file'.
 */
async function readResume(
  ctx: AppContext,
  deps: CareersDeps,
  clientIp: string | null,
  file: File,
): Promise<ResumeText> {
  const address = clientIp ?? 'unknown';
  const reading = deps.readingByAddress.get(address) ?? 0;
  if (reading >= RESUME_READS_PER_ADDRESS) throw new AppError('rate_limited', CAREERS_TEXTS.busy);
  deps.readingByAddress.set(address, reading + 1);
  try {
    return await deps.reader.read(Buffer.from(await file.arrayBuffer()), file.name);
  } catch (error) {
    if (!(error instanceof ResumeError)) throw error;
    ctx.logger.info({ reason: error.reason, detail: error.message, bytes: file.size }, 'résumé refused');
    if (error.reason === 'unsupported') throw new AppError('unsupported_media_type', CAREERS_TEXTS.wrongType);
    if (error.reason === 'busy') throw new AppError('rate_limited', CAREERS_TEXTS.busy);
    throw new AppError('bad_request', RESUME_FAILURES[error.reason], { category: error.reason });
  } finally {
    const left = (deps.readingByAddress.get(address) ?? 1) - 1;
    if (left > 0) deps.readingByAddress.set(address, left);
    else deps.readingByAddress.delete(address);
  }
}
