import { DEFAULT_SUPPORT_EMAIL } from '@inkling/contracts/content/contact';
import { Link } from 'react-router';
import { LegalDocument, type LegalSectionData } from './legal-document';

export interface CookiePolicyPageProps {
  /** Contact address (server setting SUPPORT_EMAIL). */
  supportEmail?: string;
}

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
          <p>Inkling sets a single, essential cookie:</p>
          <div className="overflow-x-auto rounded-2xl border border-line bg-white">
            <table className="w-full min-w-[32rem] text-left text-[15px]">
              <caption className="sr-only">Cookies set by Inkling</caption>
              <thead className="bg-paper-deep text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-bold">
                    Cookie
                  </th>
                  <th scope="col" className="px-4 py-3 font-bold">
                    Purpose
                  </th>
                  <th scope="col" className="px-4 py-3 font-bold">
                    Details
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-line align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    Session cookie
                    <span className="block text-sm font-normal text-ink-soft">
                      better-auth.session_token (with a __Secure- prefix on HTTPS)
                    </span>
                  </th>
                  <td className="px-4 py-3">
                    Keeps you signed in after you sign in with Google, so Inkling knows which projects and
                    credits are yours.
                  </td>
                  <td className="px-4 py-3">
                    Essential. First-party. HttpOnly (scripts cannot read it), Secure on HTTPS, SameSite=Lax.
                    Lasts for your signed-in session and is renewed while you use Inkling; deleted when you
                    sign out.
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
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
          <Link to="/privacy">Privacy Policy</Link>.
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
export function CookiePolicyPage({ supportEmail = DEFAULT_SUPPORT_EMAIL }: CookiePolicyPageProps) {
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
