import { PRIVACY_POLICY } from '@inkling/contracts/content/legal';
import { LegalDocument } from './legal-document';

/** /privacy — the privacy policy (spec content §2 "Legal pages"; age limit 16, §9). */
export function PrivacyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />;
}
