import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSupportContact } from '../../../lib/use-support-contact';
import { LegalDocument, type LegalSectionData } from './legal-document';

function cookieSections(supportEmail: string): LegalSectionData[] {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later visits. They
          can remember that you are signed in, or, on many other sites, track what you do for advertising.
          Inkling uses cookies only for the first purpose.
        </p>
      ),
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookie Inkling uses',
      body: (
        <>
          <p>Inkling sets a single, essential cookie, the session cookie:</p>
          <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[8rem_1fr]">
            <dt className="font-bold text-ink">Name</dt>
            <dd className="break-words">better-auth.session_token (with a __Secure- prefix on HTTPS)</dd>
            <dt className="font-bold text-ink">Purpose</dt>
            <dd>
              Keeps you signed in after you sign in with Google, so Inkling knows which projects and credits
              are yours.
            </dd>
            <dt className="font-bold text-ink">Type</dt>
            <dd>Essential, first-party. Set by our sign-in system (better-auth).</dd>
            <dt className="font-bold text-ink">Protection</dt>
            <dd>HttpOnly (scripts cannot read it), Secure on HTTPS, SameSite=Lax.</dd>
            <dt className="font-bold text-ink">Lifetime</dt>
            <dd>
              Lasts for your signed-in session and is renewed while you use Inkling; deleted when you sign
              out.
            </dd>
          </dl>
          <p>
            While you sign in, a short-lived cookie from the same sign-in system may be set to protect the
            sign-in against forgery; it is removed when sign-in finishes.
          </p>
          <p>
            Inkling also uses your browser's session storage, a similar technology, for one thing: if you type
            an idea before signing in, the idea is kept there while you sign in so it is not lost. It stays in
            your browser, is removed once the idea is used, and disappears when you close the tab.
          </p>
          <p>
            We use <strong>no cookies for advertising, analytics or tracking</strong>, and no third-party
            cookies on Inkling's own pages. Because the session cookie is strictly necessary to provide the
            service you asked for, we do not ask for consent to set it.
          </p>
        </>
      ),
    },
    {
      id: 'third-party-pages',
      heading: 'Google and Stripe pages',
      body: (
        <>
          <p>Two steps take you to another company's page, and that company sets its own cookies there:</p>
          <ul>
            <li>
              <strong>Google sign-in</strong>: Google's sign-in pages use Google's cookies, described in
              Google's privacy policy.
            </li>
            <li>
              <strong>Stripe checkout</strong>: when you buy credits, you pay on Stripe's checkout page.
              Stripe uses its own cookies there, mainly to prevent fraud and keep payments secure, as
              described in Stripe's cookie policy.
            </li>
          </ul>
          <p>Inkling does not control or read these cookies.</p>
        </>
      ),
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      body: (
        <>
          <p>
            You can see, block and delete cookies in your browser's settings, usually under "Privacy" or "Site
            data". Your browser's help pages explain how. Signing out of Inkling deletes the session cookie.
          </p>
          <p>
            If you block cookies for Inkling, you can still read our public pages, but you cannot sign in,
            because signing in needs the session cookie.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          If we ever add a cookie, we will update this page and its date first, and we will ask for your
          consent before setting any cookie that is not strictly necessary. See also our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: <p>Questions about cookies: {email}.</p>,
    },
  ];
}

/** /cookie-policy — the cookies Inkling actually sets (spec content §2 "Legal pages"). */
export function CookiePolicyPage() {
  const supportEmail = useSupportContact().email;
  return (
    <LegalDocument
      title="Cookie Policy"
      description="Inkling uses one essential cookie to keep you signed in, and no cookies for advertising or analytics. Here is what it does and how to control it."
      supportEmail={supportEmail}
      contactSubject="Question about cookies"
      intro={
        <p>
          This policy explains the cookies Inkling uses. In short: one essential cookie keeps you signed in,
          and nothing tracks you for advertising or analytics.
        </p>
      }
      sections={cookieSections(supportEmail)}
    />
  );
}
