import { describe, expect, it } from 'vitest';
import {
  applicationFieldsSchema,
  CAREERS_TEXTS,
  GENERAL_APPLICATION,
  JOB_LISTINGS,
  jobLocationLabel,
  jobTitleFor,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  resumeFormatOfName,
} from './careers';

describe('job listings (spec content §3)', () => {
  it('lists the five positions, all full-time and remote, two preferring Tampa', () => {
    expect(JOB_LISTINGS.map((j) => [j.id, j.title, j.department])).toEqual([
      [1, 'Full Stack Developer', 'Engineering'],
      [2, 'Product Designer', 'Design'],
      [3, 'Marketing Lead', 'Marketing'],
      [4, 'Operations Lead', 'Operations'],
      [5, 'Finance Lead', 'Finance'],
    ]);
    expect(JOB_LISTINGS.every((j) => j.type === 'Full-time' && j.location === 'Remote')).toBe(true);
    expect(JOB_LISTINGS.filter((j) => j.tampaPreferred)).toHaveLength(2);
    expect(jobLocationLabel({ location: 'Remote', tampaPreferred: true })).toBe(
      'Remote · Tampa, FL preferred',
    );
  });

  it('maps ids to titles, 0 being the general application', () => {
    expect(jobTitleFor(0)).toBe('General Application');
    expect(GENERAL_APPLICATION).toEqual({ id: 0, title: 'General Application' });
    expect(jobTitleFor(3)).toBe('Marketing Lead');
    expect(jobTitleFor(6)).toBeUndefined();
  });
});

describe('résumé rules (spec content §5, §9)', () => {
  it('accepts .pdf, .doc and .docx up to 10 MB', () => {
    expect(RESUME_MAX_BYTES).toBe(10_485_760);
    expect(resumeFormatOfName('CV.PDF')).toBe('pdf');
    expect(resumeFormatOfName('cv.docx')).toBe('docx');
    expect(resumeFormatOfName('cv.doc')).toBe('doc');
    expect(resumeFormatOfName('cv.txt')).toBeNull();
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/pdf']),
    );
    expect(CAREERS_TEXTS.wrongType).toBe('Please upload a PDF or Word document');
  });
});

describe('applicationFieldsSchema', () => {
  it('trims, coerces the job id and drops empty notes', () => {
    expect(
      applicationFieldsSchema.parse({ jobId: '2', name: ' Ada ', email: ' ada@example.org ', notes: '  ' }),
    ).toEqual({ jobId: 2, name: 'Ada', email: 'ada@example.org', notes: undefined });
  });

  it('needs name and e-mail, a listed job and a valid address', () => {
    const message = (input: object) => applicationFieldsSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ jobId: 0, name: ' ', email: 'a@b.co' })).toBe('Please fill in your name and email');
    expect(message({ jobId: 0, name: 'Ada', email: '' })).toBe('Please fill in your name and email');
    expect(message({ jobId: 9, name: 'Ada', email: 'a@b.co' })).toBe(
      'Please choose one of the open positions',
    );
    expect(message({ jobId: 1, name: 'Ada', email: 'nope' })).toBe('Please enter a valid email address');
    expect(message({ jobId: 1, name: 'Ada', email: 'a@b.co', notes: 'x'.repeat(2001) })).toBeDefined();
  });
});
