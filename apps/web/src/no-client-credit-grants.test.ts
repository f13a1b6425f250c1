import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Credits change only on the server (DESIGN decision 2; credits issue "No client code can
 * change credits"): a grep over the web app's source proves it has no call that grants
 * credits. The spec's client-side "+50 credits" grant must never come back.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The only mutating credit-related endpoints the web app may call; none of them grants by itself. */
const ALLOWED_CREDIT_CALLS = [
  '/api/checkout', // starts a purchase with a pack id; the server judges price and credits
  '/api/checkout/confirm', // asks the server to check the payment with Stripe / its own record
  '/api/checkout/test/', // local test checkout Pay/Cancel; 404 in production
  '/api/generations/', // retry (free) and report (server-checked refund)
];

describe('the web app cannot grant credits', () => {
  const files = sources(root).map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each([
    [
      'a write to the credits or balance endpoints',
      /['"`]\/api\/(credits|balance|ledger)[^'"`]*['"`]\s*,\s*\{[^}]*method:\s*['"](POST|PUT|PATCH|DELETE)/s,
    ],
    ['the Stripe webhook', /\/api\/stripe\/webhook/],
    ['a grant or add-credits call', /\b(grant|add|mint|set)Credits?\s*\(/i],
    ['a credits arithmetic sent to the server', /credits\s*[:=]\s*[^,;\n]*\+\s*\d+/],
    [
      'an amount or credit count in a checkout body',
      /checkout[^\n]*\{[^}]*\b(amount|amountCents|priceCents|credits)\s*:/i,
    ],
    ['the user_credits table of the hosted backend', /user_credits/],
  ])('has no %s', (_name, pattern) => {
    const hits = files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(hits).toEqual([]);
  });

  it('calls only allowed credit-related mutating endpoints', () => {
    const calls = files.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /apiFetch(?:<[^>]*>)?\(\s*[`'"]([^`'"]+)[`'"]\s*,\s*\{[^}]*method:\s*'(POST|PUT|PATCH|DELETE)'/gs,
        ),
      ].map((m) => ({ file, path: m[1]!, method: m[2]! })),
    );
    const creditRelated = calls.filter((c) =>
      /credit|checkout|payment|stripe|generations\/|refund/i.test(c.path),
    );
    for (const call of creditRelated) {
      expect(
        ALLOWED_CREDIT_CALLS.some((allowed) => call.path.startsWith(allowed)),
        `${call.file}: ${call.path}`,
      ).toBe(true);
    }
  });
});
