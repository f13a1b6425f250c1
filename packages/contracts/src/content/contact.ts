/**
 * Support contact shown on the support, legal and roadmap pages. The running server's
 * SUPPORT_EMAIL / SUPPORT_PHONE settings (DESIGN "Configuration") win over these; the
 * defaults are placeholders for local use only (spec content §2: `{email}`, `{phone}`).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@inkling.example';
export const DEFAULT_SUPPORT_PHONE = '+1-555-0100';

/** Where the company is based (spec content §1: "based in one US city"). */
export const COMPANY_LOCATION = 'Tampa, Florida';

/** Date printed on the three legal pages (spec content §2 "Legal pages"). */
export const LEGAL_LAST_UPDATED = 'May 19, 2025';

/** Support promises a reply within this many hours (spec content §9). */
export const SUPPORT_REPLY_HOURS = 24;

/** `mailto:` link with an optional, URL-encoded subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** `tel:` link: keeps digits and a leading +, e.g. "+1-555-0100" → "tel:+15550100". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
