import { z } from 'zod';
import { plainText } from './text';

/**
 * Careers (/jobs): the fixed job listings, the why-join cards, the résumé rules, the
 * application form and the API shapes of POST /api/job-applications(/resume).
 * Source: spec content §2 "Careers", §3 "Job listing" and job_applications, §4 "Application
 * dialog", §5 resume rules, §8 toasts, §9 (10 MB); DESIGN decision 8 (résumé text is read).
 */

export interface JobListing {
  id: number;
  title: string;
  department: string;
  location: 'Remote';
  type: 'Full-time';
  /** Remote, but a Tampa-based candidate is preferred (spec §3: two of the five). */
  tampaPreferred: boolean;
  description: string;
}

/** The five open positions (spec content §3 "Job listing"; fixed content, ids 1–5). */
export const JOB_LISTINGS: readonly JobListing[] = [
  {
    id: 1,
    title: 'Full Stack Developer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    tampaPreferred: true,
    description:
      'Build the TypeScript web app and server that turn ideas into coloring pages, from the prompt box to the printable PDF.',
  },
  {
    id: 2,
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    tampaPreferred: false,
    description:
      'Design screens that a five-year-old and a busy parent can both use, and help shape how our pages look on paper.',
  },
  {
    id: 3,
    title: 'Marketing Lead',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    tampaPreferred: true,
    description:
      'Tell families and teachers about Inkling with honest stories, helpful guides and partnerships with schools.',
  },
  {
    id: 4,
    title: 'Operations Lead',
    department: 'Operations',
    location: 'Remote',
    type: 'Full-time',
    tampaPreferred: false,
    description:
      'Keep support, moderation and day-to-day running smooth so every parent gets a quick, friendly answer.',
  },
  {
    id: 5,
    title: 'Finance Lead',
    department: 'Finance',
    location: 'Remote',
    type: 'Full-time',
    tampaPreferred: false,
    description:
      'Own budgeting, payments and reporting for a small company that sells one-time credit packs, not subscriptions.',
  },
];

/** The "Don't See Your Role?" application (spec content §3: id 0, "General Application"). */
export const GENERAL_APPLICATION = { id: 0, title: 'General Application' } as const;

/** "Remote" or "Remote · Tampa, FL preferred". */
export function jobLocationLabel(job: Pick<JobListing, 'location' | 'tampaPreferred'>): string {
  return job.tampaPreferred ? `${job.location} · Tampa, FL preferred` : job.location;
}

/** The job title for an application's jobId, or undefined when no such job is listed. */
export function jobTitleFor(jobId: number): string | undefined {
  if (jobId === GENERAL_APPLICATION.id) return GENERAL_APPLICATION.title;
  return JOB_LISTINGS.find((job) => job.id === jobId)?.title;
}

/** The three why-join cards (spec content §2 "Careers"); `icon` names a lucide icon the page maps. */
export const WHY_JOIN = [
  {
    icon: 'sparkles',
    title: 'Shape the Future',
    text: 'Join early and help decide how a generation of kids makes art with AI, safely.',
  },
  {
    icon: 'globe',
    title: 'Remote-First',
    text: 'Work from anywhere in the US, with a small home base in Tampa when you want company.',
  },
  {
    icon: 'gem',
    title: 'Early Team Equity',
    text: 'Every early teammate gets real ownership in what we are building together.',
  },
] as const;

/** Largest résumé file, bytes (spec content §5, §9: 10 MB). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** Résumé formats we read (spec content §5: PDF, Word .doc or .docx). */
export const resumeFormatSchema = z.enum(['pdf', 'docx', 'doc']);
export type ResumeFormat = z.infer<typeof resumeFormatSchema>;

/** File name extension and MIME types of each résumé format. */
export const RESUME_FORMATS: Record<ResumeFormat, { extension: string; mimeTypes: readonly string[] }> = {
  pdf: { extension: '.pdf', mimeTypes: ['application/pdf'] },
  docx: {
    extension: '.docx',
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  doc: { extension: '.doc', mimeTypes: ['application/msword'] },
};

/** The file input's `accept` attribute: the three extensions and their MIME types. */
export const RESUME_ACCEPT = Object.values(RESUME_FORMATS)
  .flatMap((f) => [f.extension, ...f.mimeTypes])
  .join(',');

/** The résumé format a file name's extension claims (case-insensitive), or null. */
export function resumeFormatOfName(fileName: string): ResumeFormat | null {
  const lower = fileName.toLowerCase();
  for (const format of resumeFormatSchema.options) {
    if (lower.endsWith(RESUME_FORMATS[format].extension)) return format;
  }
  return null;
}

/** Longest résumé text kept per application, characters (our bound; the spec sets none). */
export const RESUME_TEXT_MAX_CHARS = 50_000;
/** Characters of the extracted text shown back to the applicant as a preview. */
export const RESUME_PREVIEW_CHARS = 280;

/** Longest applicant name, characters (ours). */
export const APPLICANT_NAME_MAX_CHARS = 100;
/** Longest e-mail address, characters (RFC 5321 path limit: 256 octets less the angle brackets). */
export const APPLICANT_EMAIL_MAX_CHARS = 254;
/** Longest "anything else?" note, characters (ours: a short cover note, not a letter). */
export const APPLICATION_NOTES_MAX_CHARS = 2000;

/** UI and API texts of the careers page (spec content §5, §8 quoted exactly). */
export const CAREERS_TEXTS = {
  heading: 'Join Our Team',
  otherRoleHeading: "Don't See Your Role?",
  sendResume: 'Send Resume',
  wrongType: 'Please upload a PDF or Word document',
  tooLarge: 'File size must be under 10MB',
  noResume: 'Please select a resume file',
  missingFields: 'Please fill in your name and email',
  submitted: 'Application submitted successfully!',
  submitFailed: 'Failed to submit application',
  processFailed: 'Failed to process resume file',
  invalidEmail: 'Please enter a valid email address',
  unknownJob: 'Please choose one of the open positions',
  fileHint: 'PDF or Word, up to 10MB',
  rateLimitedApplications: 'You have sent several applications in the last hour. Please try again later.',
  rateLimitedChecks: 'You have checked many résumé files in the last hour. Please try again later.',
  busy: 'We are reading many résumés right now. Please try again in a minute.',
} as const;

/**
 * Why a résumé could not be read: the error's `category` on a 400 'Failed to process' answer,
 * and the sentence the API sends as its message (shown under the toast).
 */
export const RESUME_FAILURES = {
  corrupt: 'The file looks damaged or incomplete. Please export it again and retry.',
  encrypted: 'The file is password-protected. Please upload a copy without a password.',
  empty:
    'We could not find any text in this file (a scanned image, perhaps). Please upload a PDF or Word file with selectable text.',
  too_complex: 'The file is too large or complex to read once unpacked. Please upload a simpler copy.',
  timeout: 'Reading the file took too long. Please upload a simpler copy.',
} as const;
export type ResumeFailure = keyof typeof RESUME_FAILURES;

/** The fields of an application (multipart form fields beside the `resume` file). */
export const applicationFieldsSchema = z.object({
  jobId: z.coerce
    .number({ error: CAREERS_TEXTS.unknownJob })
    .int()
    .refine((id) => jobTitleFor(id) !== undefined, CAREERS_TEXTS.unknownJob),
  name: plainText(
    z
      .string({ error: CAREERS_TEXTS.missingFields })
      .trim()
      .min(1, CAREERS_TEXTS.missingFields)
      .max(APPLICANT_NAME_MAX_CHARS),
  ),
  email: z
    .string({ error: CAREERS_TEXTS.missingFields })
    .trim()
    .min(1, CAREERS_TEXTS.missingFields)
    .max(APPLICANT_EMAIL_MAX_CHARS)
    .pipe(z.email(CAREERS_TEXTS.invalidEmail)),
  notes: plainText(z.string().trim().max(APPLICATION_NOTES_MAX_CHARS))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** POST /api/job-applications/resume: what was read from the résumé. */
export const resumeCheckSchema = z.object({
  fileName: z.string(),
  format: resumeFormatSchema,
  /** Characters of normalised text kept (≤ RESUME_TEXT_MAX_CHARS). */
  characters: z.number().int().positive(),
  words: z.number().int().positive(),
  /** The first RESUME_PREVIEW_CHARS characters of the text. */
  preview: z.string(),
});
export type ResumeCheck = z.infer<typeof resumeCheckSchema>;

/** POST /api/job-applications: the stored application (job title from the listing, never the client). */
export const jobApplicationSchema = z.object({
  id: z.string(),
  jobId: z.number().int().nonnegative(),
  jobTitle: z.string(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** The words of the /jobs page and the application dialog around CAREERS_TEXTS. */
export const CAREERS_PAGE = {
  title: 'Careers',
  description:
    'Join the small, remote-first team behind Inkling, the kid-safe coloring page maker. See open positions and apply with your résumé, no account needed.',
  eyebrow: 'Careers',
  intro:
    "We are a small team helping parents and teachers turn children's ideas into coloring pages. Come build safe, joyful creativity tools with us.",
  whyJoinHeading: 'Why join us',
  openPositions: 'Open Positions',
  otherRoleText:
    'We are always happy to meet people who care about kids and creativity. Send us your résumé and tell us how you would like to help.',
  apply: 'Apply',
  applyFor: (title: string) => `Apply for ${title}`,
  dialogDescription: 'Tell us a little about you and attach your résumé. No account needed.',
  nameLabel: 'Full name',
  emailLabel: 'Email',
  notesLabel: 'Anything else?',
  optional: '(optional)',
  resumeLabel: 'Résumé',
  cancel: 'Cancel',
  submit: 'Submit application',
  reading: (fileName: string) => `Reading ${fileName}…`,
  wordsRead: (words: number) =>
    `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'} read from your résumé`,
} as const;
