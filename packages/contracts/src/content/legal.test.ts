import { describe, expect, it } from 'vitest';
import { DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '../limits';
import { inlinePlainText } from './inline';
import {
  COOKIE_POLICY,
  type LegalBlock,
  type LegalDocumentText,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from './legal';

/** All words of a policy, the support address shown as `email`. */
function words(policy: LegalDocumentText, email = 'help@inkling.test'): string {
  const block = (b: LegalBlock): string => {
    if ('p' in b) return inlinePlainText(b.p, email);
    if ('subheading' in b) return b.subheading;
    if ('list' in b) return b.list.map((item) => inlinePlainText(item, email)).join(' ');
    return b.terms.map((t) => `${t.term} ${inlinePlainText(t.detail, email)}`).join(' ');
  };
  return [...policy.intro, ...policy.sections.flatMap((s) => s.body)].map(block).join(' ');
}

describe('the three policies', () => {
  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY])(
    '$title: unique section anchors and a contact section',
    (policy) => {
      const ids = policy.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(words(policy)).toContain('help@inkling.test');
    },
  );

  it('the terms quote the sign-up credits and the refund limit from limits.ts', () => {
    const text = words(TERMS_OF_SERVICE);
    expect(text).toContain(`New accounts receive ${SIGNUP_CREDITS} free credits`);
    expect(text).toContain(`up to ${DAILY_REFUND_LIMIT} pages a day`);
  });

  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY])(
    '$title: describes only what ships (no coloring books, issue 11)',
    (policy) => {
      const text = `${policy.description} ${words(policy)}`;
      expect(text).not.toMatch(/coloring books? made|EPUB/i);
    },
  );

  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE])(
    '$title: describes the community gallery and share links as they ship (issue 10)',
    (policy) => {
      const text = words(policy);
      expect(text).toMatch(/moderator/i);
      expect(text).toMatch(/withdraw/i);
      expect(text).toMatch(/share link/i);
      expect(text).toMatch(/three/i);
    },
  );

  it('the privacy policy says only the first name is shown with a post, and comments carry no personal information', () => {
    const text = words(PRIVACY_POLICY);
    expect(text).toContain('your first name only');
    expect(text).toMatch(
      /e-mail addresses, phone numbers, street addresses, web links or social-media names are refused/,
    );
  });

  it('the privacy policy states the age limit of spec content §9 (16)', () => {
    expect(words(PRIVACY_POLICY)).toContain('16 and over');
  });
});
