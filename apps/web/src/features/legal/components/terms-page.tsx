import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '@inkling/contracts/limits';
import { CREDIT_PACKS, formatPrice } from '@inkling/contracts/pricing';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSupportContact } from '../../../lib/use-support-contact';
import { LegalDocument, type LegalSectionData } from './legal-document';

function termsSections(supportEmail: string): LegalSectionData[] {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'agreement',
      heading: 'About these terms',
      body: (
        <p>
          These terms are an agreement between you and Inkling, based in Tampa, Florida, USA. They apply
          whenever you use the Inkling website and service. By signing in or buying credits you accept them,
          together with our <Link to={paths.privacy}>Privacy Policy</Link> and{' '}
          <Link to={paths.cookiePolicy}>Cookie Policy</Link>. If you do not agree, please do not use Inkling.
        </p>
      ),
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      body: (
        <ul>
          <li>You must be at least 16 years old to create an account.</li>
          <li>
            Children may use Inkling only together with a parent, carer or teacher who holds the account and
            supervises them. You are responsible for everything done with your account.
          </li>
          <li>
            You sign in with a Google account. Keep it secure, and sign out on shared devices. Tell us
            straight away at {email} if you think someone else has used your account.
          </li>
          <li>One person, one account. Accounts may not be sold or transferred.</li>
        </ul>
      ),
    },
    {
      id: 'credits',
      heading: 'Credits and payments',
      body: (
        <>
          <ul>
            <li>
              One credit makes one new coloring page. <strong>Retries of a page are free</strong> (new
              variations of the same idea), within fair-use limits on how quickly they can be made.
            </li>
            <li>
              New accounts receive {SIGNUP_CREDITS} free credits. Every account receives {DAILY_FREE_CREDITS}{' '}
              free credits each day; unused daily credits do not carry over and refresh at midnight New York
              time (00:00 America/New_York).
            </li>
            <li>
              Credit packs are <strong>one-time purchases</strong>, not subscriptions:{' '}
              {CREDIT_PACKS.map(
                (pack) => `${pack.label} (${pack.credits} credits, ${formatPrice(pack.priceCents)})`,
              ).join(', ')}
              . Prices are in US dollars. Purchased credits <strong>never expire</strong>.
            </li>
            <li>
              Payments are processed by Stripe on its secure checkout page. Credits are added once Stripe
              confirms the payment.
            </li>
            <li>
              Credits have no cash value, cannot be transferred or sold, and are{' '}
              <strong>not refundable for cash, except where the law requires it</strong>. If you were charged
              by mistake or did not receive your credits, contact us and we will put it right.
            </li>
          </ul>
          <h3>"Report this page" refunds</h3>
          <p>
            If a finished page is clearly wrong or unusable, you can choose "Report this page" to get its
            credit back. Each page can be reported once, and each account can report up to{' '}
            {DAILY_REFUND_LIMIT} pages a day; the count resets at midnight New York time. Pages that fail to
            draw are refunded automatically and do not count toward this limit. We may limit refunds where
            they are being misused.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use: keep it kid-safe',
      body: (
        <>
          <p>
            Inkling is made for children. Every idea is checked before it is drawn, and we may decline any
            idea. You agree not to use Inkling to create, upload or share:
          </p>
          <ul>
            <li>violent, gory, frightening, sexual or otherwise adult content;</li>
            <li>hateful, harassing, bullying or discriminatory content;</li>
            <li>content about drugs, alcohol, weapons used to hurt, self-harm or dangerous activities;</li>
            <li>
              personal information about anyone, especially children (full names, addresses, schools, phone
              numbers), or photos of other people's children without their parent's permission;
            </li>
            <li>anything that infringes someone else's copyright, trademark or other rights;</li>
            <li>anything illegal.</li>
          </ul>
          <p>
            You also agree not to try to get around the kid-safety check or usage limits, not to disrupt or
            overload the service, not to access other people's accounts or data, and not to collect pages or
            data automatically (scraping) without our written permission.
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      heading: 'Your content and your pages',
      body: (
        <>
          <p>
            You keep any rights you have in the ideas you type and the photos you upload. You must have the
            right to upload a photo (for example, you took it, or its owner agreed). You give Inkling
            permission to store and process your ideas and photos to make and keep your pages, and, if you
            share a page, to show it in the community gallery.
          </p>
          <p>
            <strong>Your pages are yours to use</strong>: you may download, print, copy and share the pages
            you create for <strong>personal and classroom use</strong>, including handing out copies to your
            students, family and friends. Please do not sell the pages or use them in products for sale.
          </p>
          <p>
            Pages drawn by our offline generator are built from OpenMoji line art, licensed under the Creative
            Commons Attribution-ShareAlike 4.0 licence (CC BY-SA 4.0). That licence also applies to those
            pages and, where it gives you more freedom than the paragraph above, it wins: you may share and
            adapt them as long as you credit "OpenMoji" and share adaptations under the same licence. Because
            pages are made automatically, two users may receive similar pages, so we cannot give you exclusive
            rights in a page.
          </p>
        </>
      ),
    },
    {
      id: 'community',
      heading: 'The community gallery',
      body: (
        <>
          <p>
            You may share pages you created to the community gallery, with an optional comment. Sharing is
            always your choice. By sharing, you allow other Inkling users to view, print, save and remix the
            page for their own personal and classroom use.
          </p>
          <p>
            A moderator reviews every post before it becomes visible. We may decline or remove any post or
            comment at any time, for example if it breaks these terms, reveals personal information or is not
            suitable for children. You can ask us to remove a page you shared at any time. To report a post,
            contact {email}.
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      heading: 'Changes to the service',
      body: (
        <p>
          We work to keep Inkling available and improving, which means features may change, be added or be
          removed. We may suspend or close an account that breaks these terms, after warning you where that is
          reasonable. If we close Inkling or your account without you being at fault, we will refund purchased
          credits you have not used. You may stop using Inkling and ask us to delete your account at any time.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      body: (
        <>
          <p>
            Pages are created automatically. We work hard to make them safe and good, but we cannot promise
            that every page will match your idea, be free of mistakes or suit every child. Please look at a
            page before giving it to a child; adult supervision is part of using Inkling.
          </p>
          <p>
            Except as stated in these terms, and to the extent the law allows, Inkling is provided "as is" and
            "as available", without warranties of any kind, express or implied, including fitness for a
            particular purpose and non-infringement.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, Inkling is not liable for indirect, incidental, special or
          consequential losses, or for lost data or profits, arising from your use of the service. Our total
          liability for any claim related to Inkling is limited to the greater of the amount you paid us in
          the 12 months before the claim and US $50. Nothing in these terms limits liability that cannot be
          limited by law, or your rights as a consumer under the law where you live.
        </p>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the State of Florida, USA, without regard to its conflict of
          laws rules. Disputes will be heard by the state and federal courts located in Hillsborough County,
          Florida, unless the law where you live gives you the right to bring a claim in your local courts.
          Before going to court, please contact us: most problems can be solved quickly by e-mail.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may update these terms as Inkling changes. We update the date at the top, and for significant
          changes we tell signed-in users in the app or by e-mail before they take effect. If you keep using
          Inkling after a change takes effect, the new terms apply. Credits you already bought keep the terms
          under which you bought them.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: <p>Questions about these terms: {email}.</p>,
    },
  ];
}

/** /terms — the terms and conditions (spec content §2 "Legal pages"). */
export function TermsPage() {
  const supportEmail = useSupportContact().email;
  return (
    <LegalDocument
      title="Terms and Conditions"
      description="The terms for using Inkling: accounts, credits and refunds, kid-safe acceptable use, your pages, the community gallery and more."
      supportEmail={supportEmail}
      contactSubject="Question about the terms"
      intro={
        <p>
          Thank you for using Inkling. These terms explain the rules for using the service, how credits work
          and what you may do with the coloring pages you create. We have tried to keep them short and clear.
        </p>
      }
      sections={termsSections(supportEmail)}
    />
  );
}
