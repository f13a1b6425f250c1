import { COOKIE_POLICY } from '@inkling/contracts/content/legal';
import { LegalDocument } from './legal-document';

/** /cookie-policy — the cookies Inkling actually sets (spec content §2 "Legal pages"). */
export function CookiePolicyPage() {
  return <LegalDocument content={COOKIE_POLICY} />;
}
