import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promptSchema } from './api';
import { applicationFieldsSchema } from './careers';
import { API_ERRORS } from './messages';
import { CONTROL_CHARACTERS, hasControlCharacters, plainText } from './text';

const control = fc.constantFrom(
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
);

describe('control characters in request text (issue 12 finding 7)', () => {
  it('finds NUL and the other C0 controls and DEL anywhere, and nothing in ordinary text', () => {
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, c, after) => {
        expect(hasControlCharacters(`${before}${c}${after}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = text.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '');
        expect(hasControlCharacters(clean)).toBe(false);
      }),
    );
    expect(hasControlCharacters('tabs\tand\nnew lines\r\n are text')).toBe(false);
  });

  it('plainText refuses them with the clear message; the prompt and the application use it', () => {
    const schema = plainText(z.string());
    const result = schema.safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(API_ERRORS.controlCharacters);
    expect(promptSchema.safeParse('a cat\u0000').error?.issues[0]?.message).toBe(
      API_ERRORS.controlCharacters,
    );
    expect(
      applicationFieldsSchema.safeParse({ jobId: 0, name: 'Jane\u0000', email: 'jane@example.org' }).error
        ?.issues[0]?.message,
    ).toBe(API_ERRORS.controlCharacters);
    expect(
      applicationFieldsSchema.safeParse({
        jobId: 0,
        name: 'Jane',
        email: 'jane@example.org',
        notes: 'x\u0007',
      }).error?.issues[0]?.message,
    ).toBe(API_ERRORS.controlCharacters);
  });
});
