import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from '@inkling/contracts/content/contact';
import { useSession } from './api/get-session';

/** A support e-mail address and phone number, as shown to users. */
export interface SupportContact {
  email: string;
  phone: string;
}

/**
 * The support contact configured on the server (SUPPORT_EMAIL / SUPPORT_PHONE, delivered
 * with GET /api/session). Until the session has loaded, or if it cannot load, the contracts'
 * defaults are shown so the page never renders an empty address.
 */
export function useSupportContact(): SupportContact {
  const { data } = useSession();
  return data?.support ?? { email: DEFAULT_SUPPORT_EMAIL, phone: DEFAULT_SUPPORT_PHONE };
}
