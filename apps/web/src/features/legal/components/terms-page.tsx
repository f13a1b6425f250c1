import { TERMS_OF_SERVICE } from '@inkling/contracts/content/legal';
import { LegalDocument } from './legal-document';

/** /terms — the terms and conditions (spec content §2 "Legal pages"). */
export function TermsPage() {
  return <LegalDocument content={TERMS_OF_SERVICE} />;
}
