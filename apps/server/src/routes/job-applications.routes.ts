import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  applicationFieldsSchema,
  CAREERS_TEXTS,
  jobApplicationSchema,
  RESUME_MAX_BYTES,
  resumeCheckSchema,
} from '@inkling/contracts/careers';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  type CareersDeps,
  checkResume,
  createCareersDeps,
  resumeTooLarge,
  submitApplication,
} from '../services/job-applications.service';
import { clientIp } from './client-ip';
import { type AppEnv, errors, json, PUBLIC } from './openapi';

/** Room for the multipart envelope and the text fields around the file, bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses bodies over 10 MB + envelope by Content-Length and while streaming, before parsing. */
const resumeBodyLimit = bodyLimit({
  maxSize: RESUME_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw resumeTooLarge();
  },
});

const resumeFile = z
  .custom<File>((value) => value instanceof File, CAREERS_TEXTS.noResume)
  .openapi({ type: 'string', format: 'binary', description: 'PDF, DOC or DOCX, ≤ 10 MB' });

const failures =
  'bad_request with category corrupt | encrypted | empty | too_complex | timeout: the résumé could not be read (message says why), or a missing field';

const check = createRoute({
  method: 'post',
  operationId: 'checkResume',
  ...PUBLIC,
  path: '/resume',
  summary: 'Read a résumé (PDF/DOC/DOCX by content, ≤ 10 MB) and report what was read; stores nothing',
  middleware: [resumeBodyLimit] as const,
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ resume: resumeFile }) } },
      required: true,
    },
  },
  responses: {
    200: json(resumeCheckSchema, 'Text was read'),
    ...errors(400, 413, 415, 429),
    400: { ...errors(400)[400], description: failures },
  },
});

const submit = createRoute({
  method: 'post',
  operationId: 'submitJobApplication',
  ...PUBLIC,
  path: '/',
  summary: 'Apply for a job (no sign-in; jobId 0 = General Application); the résumé is read again here',
  middleware: [resumeBodyLimit] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': { schema: applicationFieldsSchema.extend({ resume: resumeFile }) },
      },
      required: true,
    },
  },
  responses: {
    201: json(jobApplicationSchema, 'Stored'),
    ...errors(400, 413, 415, 429),
    400: { ...errors(400)[400], description: failures },
  },
});

/** Validation failures answer with the schema's own sentence, e.g. 'Please fill in your name and email'. */
function firstIssue(result: { success: boolean; error?: z.ZodError }): undefined {
  if (!result.success) {
    throw new AppError('bad_request', result.error?.issues[0]?.message ?? 'Invalid request');
  }
  return undefined;
}

/** /api/job-applications (spec content §2 "Careers", §6: visitors may apply without signing in). */
export function jobApplicationsRoutes(ctx: AppContext, deps: CareersDeps = createCareersDeps()) {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      check,
      async (c) =>
        c.json(
          await checkResume(ctx, deps, clientIp(c, ctx.config.trustProxyHops), c.req.valid('form').resume),
          200,
        ),
      firstIssue,
    )
    .openapi(
      submit,
      async (c) => {
        const { resume, ...fields } = c.req.valid('form');
        return c.json(
          await submitApplication(ctx, deps, clientIp(c, ctx.config.trustProxyHops), fields, resume),
          201,
        );
      },
      firstIssue,
    );
}
