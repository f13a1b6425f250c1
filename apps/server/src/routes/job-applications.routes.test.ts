import {
  CAREERS_TEXTS,
  jobApplicationSchema,
  RESUME_FAILURES,
  RESUME_MAX_BYTES,
  resumeCheckSchema,
} from '@inkling/contracts/careers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import {
  buildDocx,
  buildFlateBombPdf,
  buildImageOnlyPdf,
  buildPaddedPdf,
  buildPdf,
  buildPdfBomb,
  PNG_BYTES,
} from '../../test/resume-fixtures';
import { jobApplications } from '../db/schema';

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limits of one test never touch another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

/** POST a multipart form from `ip` (the Node socket address getConnInfo reads). */
function post(h: Harness, path: string, fields: Record<string, string | File>, ip: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return h.app.request(path, { method: 'POST', body: form }, { incoming: { socket: { remoteAddress: ip } } });
}

const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

describe.each(TEST_DATABASES)('job applications (%s)', (kind) => {
  let h: Harness;
  let pdf: Buffer;
  beforeAll(async () => {
    h = await createHarness(kind);
    pdf = await buildPdf([['Jane Doe', 'Full Stack Developer, Tampa FL']]);
  });
  afterAll(() => h.close());

  const rows = (email: string) =>
    h.ctx.db.select().from(jobApplications).where(eq(jobApplications.email, email));

  it('reads a résumé for the dialog without storing anything', async () => {
    const res = await post(h, '/api/job-applications/resume', { resume: file(pdf, 'jane.pdf') }, freshIp());
    expect(res.status).toBe(200);
    expect(resumeCheckSchema.parse(await body(res))).toEqual({
      fileName: 'jane.pdf',
      format: 'pdf',
      characters: 'Jane Doe\nFull Stack Developer, Tampa FL'.length,
      words: 7,
      preview: 'Jane Doe\nFull Stack Developer, Tampa FL',
    });
  });

  it('stores an application with the job title from the listing and text read on the server', async () => {
    const ip = freshIp();
    const res = await post(
      h,
      '/api/job-applications',
      {
        jobId: '2',
        jobTitle: 'Chief Executive Officer',
        resumeText: 'I was told to trust this',
        name: '  Jane Doe ',
        email: 'jane-apply@example.org',
        notes: 'I draw every day.',
        resume: file(buildDocx(['Jane Doe', 'Designer of friendly things']), 'Jane.docx'),
      },
      ip,
    );
    expect(res.status).toBe(201);
    const created = jobApplicationSchema.parse(await body(res));
    expect(created).toMatchObject({ jobId: 2, jobTitle: 'Product Designer' });
    const [row] = await rows('jane-apply@example.org');
    expect(row).toMatchObject({
      id: created.id,
      jobId: 2,
      jobTitle: 'Product Designer',
      name: 'Jane Doe',
      notes: 'I draw every day.',
      resumeText: 'Jane Doe\n\nDesigner of friendly things',
      resumeFileName: 'Jane.docx',
      resumeFormat: 'docx',
      ipAddress: ip,
    });
  });

  it('takes a general application as job 0 with empty notes stored as null', async () => {
    const res = await post(
      h,
      '/api/job-applications',
      { jobId: '0', name: 'Sam', email: 'sam-general@example.org', notes: ' ', resume: file(pdf, 'sam.pdf') },
      freshIp(),
    );
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ jobId: 0, jobTitle: 'General Application' });
    expect((await rows('sam-general@example.org'))[0]).toMatchObject({ notes: null, resumeFormat: 'pdf' });
  });

  it('refuses missing fields, an unlisted job and a missing file with the spec texts', async () => {
    const ip = freshIp();
    const resume = file(pdf, 'cv.pdf');
    const cases: [Record<string, string | File>, string][] = [
      [{ jobId: '1', email: 'a@example.org', resume }, CAREERS_TEXTS.missingFields],
      [{ jobId: '1', name: 'Ada', email: '  ', resume }, CAREERS_TEXTS.missingFields],
      [{ jobId: '9', name: 'Ada', email: 'a@example.org', resume }, CAREERS_TEXTS.unknownJob],
      [{ jobId: '1', name: 'Ada', email: 'not-an-address', resume }, CAREERS_TEXTS.invalidEmail],
      [{ jobId: '1', name: 'Ada', email: 'a@example.org' }, CAREERS_TEXTS.noResume],
      [
        { jobId: '1', name: 'Ada', email: 'a@example.org', resume: file(new Uint8Array(), 'x.pdf') },
        CAREERS_TEXTS.noResume,
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await post(h, '/api/job-applications', fields, ip);
      expect(res.status, message).toBe(400);
      expect((await body(res)).error).toMatchObject({ code: 'bad_request', message });
    }
    expect(await rows('a@example.org')).toEqual([]);
    const none = await post(h, '/api/job-applications/resume', {}, ip);
    expect(none.status).toBe(400);
    expect((await body(none)).error.message).toBe(CAREERS_TEXTS.noResume);
  });

  it('answers 415 for a file that is not PDF or Word and 400 with a reason for an unreadable one', async () => {
    const ip = freshIp();
    for (const resume of [
      file(PNG_BYTES, 'photo.pdf'),
      file(Buffer.from('hello'), 'cv.txt'),
      file(pdf, 'cv.doc'),
    ]) {
      const res = await post(h, '/api/job-applications/resume', { resume }, ip);
      expect(res.status).toBe(415);
      expect((await body(res)).error).toMatchObject({
        code: 'unsupported_media_type',
        message: CAREERS_TEXTS.wrongType,
      });
    }
    const scan = await post(
      h,
      '/api/job-applications/resume',
      { resume: file(await buildImageOnlyPdf(), 'scan.pdf') },
      ip,
    );
    expect(scan.status).toBe(400);
    expect((await body(scan)).error).toEqual({
      code: 'bad_request',
      message: RESUME_FAILURES.empty,
      category: 'empty',
    });
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x41)]);
    const corrupt = await post(
      h,
      '/api/job-applications',
      { jobId: '1', name: 'Ada', email: 'corrupt@example.org', resume: file(broken, 'cv.pdf') },
      ip,
    );
    expect(corrupt.status).toBe(400);
    expect((await body(corrupt)).error).toMatchObject({
      message: RESUME_FAILURES.corrupt,
      category: 'corrupt',
    });
    expect(await rows('corrupt@example.org')).toEqual([]);
  });

  it('reads a PDF of just under 10 MB', async () => {
    const big = await buildPaddedPdf(RESUME_MAX_BYTES - 64 * 1024, ['Jane Doe', 'Portfolio attached']);
    expect(big.length).toBeLessThanOrEqual(RESUME_MAX_BYTES);
    expect(big.length).toBeGreaterThan(RESUME_MAX_BYTES - 100 * 1024);
    const res = await post(h, '/api/job-applications/resume', { resume: file(big, 'big.pdf') }, freshIp());
    expect(res.status).toBe(200);
    expect((await body(res)).preview).toBe('Jane Doe\nPortfolio attached');
  });

  it('answers 413 over 10 MB, by file size and by body size', async () => {
    const ip = freshIp();
    const justOver = Buffer.alloc(RESUME_MAX_BYTES + 1);
    pdf.copy(justOver);
    const res = await post(h, '/api/job-applications/resume', { resume: file(justOver, 'big.pdf') }, ip);
    expect(res.status).toBe(413);
    expect((await body(res)).error).toMatchObject({
      code: 'payload_too_large',
      message: CAREERS_TEXTS.tooLarge,
    });
    const huge = await post(
      h,
      '/api/job-applications',
      {
        jobId: '1',
        name: 'Ada',
        email: 'big@example.org',
        resume: file(Buffer.alloc(11 * 1024 * 1024), 'big.pdf'),
      },
      ip,
    );
    expect(huge.status).toBe(413);
    expect((await body(huge)).error.message).toBe(CAREERS_TEXTS.tooLarge);
  });

  it('limits applications and résumé checks per client address', async () => {
    const ip = freshIp();
    const png = file(PNG_BYTES, 'x.pdf');
    for (let i = 0; i < 20; i++) {
      expect((await post(h, '/api/job-applications/resume', { resume: png }, ip)).status).toBe(415);
    }
    const limited = await post(h, '/api/job-applications/resume', { resume: png }, ip);
    expect(limited.status).toBe(429);
    expect((await body(limited)).error).toMatchObject({
      code: 'rate_limited',
      message: CAREERS_TEXTS.rateLimitedChecks,
    });

    const fields = { jobId: '3', name: 'Ada', email: 'limit@example.org', resume: png };
    for (let i = 0; i < 5; i++) expect((await post(h, '/api/job-applications', fields, ip)).status).toBe(415);
    const blocked = await post(h, '/api/job-applications', fields, ip);
    expect(blocked.status).toBe(429);
    expect((await body(blocked)).error.message).toBe(CAREERS_TEXTS.rateLimitedApplications);
    // Another address is not affected.
    expect((await post(h, '/api/job-applications', fields, freshIp())).status).toBe(415);
  });

  it('refuses the 306 KB / 300 MiB PDF bomb of issue 12 signed out, and the server still answers', async () => {
    const bombs = [await buildFlateBombPdf(300), await buildPdfBomb('several-pages')];
    for (const bomb of bombs) {
      const res = await post(h, '/api/job-applications/resume', { resume: file(bomb, 'cv.pdf') }, freshIp());
      expect(res.status).toBe(400);
      expect((await body(res)).error.category).toBe('too_complex');
    }
    const health = await h.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('one address reads one résumé at a time: ten at once get one read and nine 429s; others are served (issue 27 #3)', async () => {
    const ip = freshIp();
    // A résumé no earlier test sent: a reading is remembered by its SHA-256, and a remembered
    // one is answered without a reader.
    const unread = await buildPdf([['Sam Unread', `Résumé ${Date.now()}`]]);
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () =>
          (await post(h, '/api/job-applications/resume', { resume: file(unread, 'cv.pdf') }, ip)).status,
      ),
    );
    expect(
      statuses.filter((s) => s === 200),
      String(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    // The slot is free again once the read is over (another unread résumé is read), and another
    // address never waited for it.
    const next = await buildPdf([['Sam Unread', `Second résumé ${Date.now()}`]]);
    expect((await post(h, '/api/job-applications/resume', { resume: file(next, 'cv.pdf') }, ip)).status).toBe(
      200,
    );
    expect(
      (await post(h, '/api/job-applications/resume', { resume: file(pdf, 'cv.pdf') }, freshIp())).status,
    ).toBe(200);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = await body(await h.app.request('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/job-applications', '/api/job-applications/resume']),
    );
    expect(doc.paths['/api/job-applications'].post.responses).toHaveProperty('429');
  });
});
