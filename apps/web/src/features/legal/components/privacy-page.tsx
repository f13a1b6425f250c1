import { UPLOAD_MAX_BYTES } from '@inkling/contracts/limits';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSupportContact } from '../../../lib/use-support-contact';
import { LegalDocument, type LegalSectionData } from './legal-document';

function privacySections(supportEmail: string): LegalSectionData[] {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: (
        <p>
          Inkling is a web service that turns ideas and photos into printable black-and-white coloring pages.
          It is operated by the Inkling team in Tampa, Florida, USA ("Inkling", "we", "us"). We are
          responsible for the personal information described in this policy. You can reach us at {email}.
        </p>
      ),
    },
    {
      id: 'who-inkling-is-for',
      heading: 'Who Inkling is for, and children',
      body: (
        <>
          <p>
            Inkling accounts are for people aged <strong>16 and over</strong>. Parents, carers and teachers
            use Inkling with children: the adult owns the account, signs in and decides what is created, saved
            and shared.
          </p>
          <p>
            We do <strong>not knowingly collect personal information from children under 16</strong>. Children
            should not create accounts, and ideas typed for a child should not contain the child's full name,
            address, school or other details that identify them. If you believe a child under 16 has given us
            personal information, contact us at {email} and we will delete it.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: (
        <>
          <h3>Account information</h3>
          <p>
            When you sign in with Google, Google tells us your <strong>name</strong>, your{' '}
            <strong>e-mail address</strong> and your <strong>Google profile picture</strong>. We never receive
            your Google password. You can change the name and photo shown in Inkling in your account settings.
          </p>
          <h3>What you create</h3>
          <ul>
            <li>the ideas (prompts) you type and the coloring pages generated from them;</li>
            <li>
              your projects, the coloring books made from them, and characters you save (with their names and
              descriptions);
            </li>
            <li>pages you share to the community gallery, with any comment you add.</li>
          </ul>
          <h3>Photos you upload</h3>
          <p>
            When you attach a photo or drawing (JPEG, PNG or WebP, up to {UPLOAD_MAX_BYTES / (1024 * 1024)}{' '}
            MB), we <strong>re-encode it and strip its metadata</strong>, such as GPS location, camera details
            and dates, before it is stored. We keep the cleaned image so the page made from it can be drawn
            again.
          </p>
          <h3>Credits and payments</h3>
          <p>
            We keep a <strong>credit ledger</strong>: each credit you receive or spend (sign-up credits, daily
            free credits, purchases, pages, automatic refunds and "Report this page" refunds), with its date.
            Payments are handled by <strong>Stripe</strong>. We receive confirmation of the payment, the pack
            bought, the amount and Stripe's reference numbers.{' '}
            <strong>We never see or store your card number.</strong>
          </p>
          <h3>Server logs</h3>
          <p>
            Like most websites, our servers record technical logs of requests: IP address, browser type, the
            page or action requested, the time and any error. We use them to keep Inkling working and secure.
          </p>
          <h3>Cookies</h3>
          <p>
            We use one essential cookie to keep you signed in, and none for advertising or analytics. See our{' '}
            <Link to={paths.cookiePolicy}>Cookie Policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      body: (
        <>
          <p>We use the information above only to:</p>
          <ul>
            <li>
              provide Inkling: sign you in, draw your pages, keep your projects and characters, and let you
              download, print and export them;
            </li>
            <li>check every idea for kid-safety before anything is drawn, and moderate community posts;</li>
            <li>keep your credit balance, process purchases and refunds, and meet accounting obligations;</li>
            <li>answer your questions and support requests;</li>
            <li>protect Inkling and its users from abuse, fraud and security threats;</li>
            <li>
              understand, in aggregate, how the service is working so we can fix problems and improve it.
            </li>
          </ul>
          <p>
            We do <strong>not sell</strong> personal information, do not use it for advertising, and do not
            build advertising profiles. Our legal bases, where the law asks for one, are performing our
            contract with you, our legitimate interest in running a safe service, and legal obligations.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      body: (
        <>
          <p>
            We share information only with the service providers ("processors") that run Inkling for us, under
            contracts that allow them to use it only on our instructions:
          </p>
          <ul>
            <li>
              <strong>Hosting</strong>: the provider of our servers, database and file storage, which holds
              everything described above;
            </li>
            <li>
              <strong>Stripe</strong>: payment processing for credit packs;
            </li>
            <li>
              <strong>Google</strong>: sign-in with your Google account;
            </li>
            <li>
              <strong>An AI image provider, when one is configured</strong>: it receives the text of your idea
              and, for a page made from a photo, the cleaned photo, only to draw the page. It does not receive
              your name or e-mail address.
            </li>
          </ul>
          <p>
            Pages you choose to share in the community gallery become visible to other Inkling users once a
            moderator approves them. We may also disclose information when the law requires it, or to protect
            the safety of a child or anyone else.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      body: (
        <ul>
          <li>Account information: for as long as your account exists.</li>
          <li>
            Projects, pages, uploaded photos and characters: until you delete them or your account.{' '}
            <strong>Deleting a project deletes all of its pages</strong> and their files.
          </li>
          <li>Community posts: until you or a moderator remove them, or your account is deleted.</li>
          <li>
            Credit ledger and payment records: for as long as tax and accounting laws require, even after an
            account is deleted.
          </li>
          <li>Server logs: up to 30 days, unless needed longer to investigate a security problem.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      body: (
        <>
          <p>You can, at any time:</p>
          <ul>
            <li>
              <strong>access</strong> your information: your projects and pages are in the app, and we will
              send a copy of everything else on request;
            </li>
            <li>
              <strong>correct</strong> it: change your name and photo in account settings, or ask us;
            </li>
            <li>
              <strong>delete</strong> it: delete projects and characters in the app, or ask us to delete your
              whole account;
            </li>
            <li>
              object to or ask us to restrict a use of your information, where the law gives you that right.
            </li>
          </ul>
          <p>
            Send requests to {email} from the e-mail address of your account. We answer within 30 days.
            Depending on where you live (for example California or the European Economic Area) you may have
            further rights and may complain to your data protection authority.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Inkling is served over encrypted connections (HTTPS). Your session cookie cannot be read by scripts,
          your pages and photos are only served to your own account (unless you share them), and staff access
          to data is limited to what is needed to run and support the service. No system is perfectly secure;
          if we learn of a breach that affects you, we will tell you as the law requires.
        </p>
      ),
    },
    {
      id: 'international',
      heading: 'Where information is processed',
      body: (
        <p>
          Inkling is run from the United States, and our processors may store information in the United States
          or other countries. Where the law requires it, we use safeguards such as standard contractual
          clauses for these transfers.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date at the top. If a change is significant, we will tell
          signed-in users in the app or by e-mail before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: <p>Questions or requests about privacy: {email}.</p>,
    },
  ];
}

/** /privacy — the privacy policy (spec content §2 "Legal pages"; age limit 16, §9). */
export function PrivacyPage() {
  const supportEmail = useSupportContact().email;
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How Inkling collects, uses and protects information: what we store, why, for how long, who processes it, and your rights."
      supportEmail={supportEmail}
      contactSubject="Privacy question"
      intro={
        <p>
          This policy explains what information Inkling collects when you use the service, why we collect it,
          how long we keep it, who helps us process it, and the choices you have. The short version: we
          collect only what we need to make your coloring pages, we never see your card number, and we never
          sell your information.
        </p>
      }
      sections={privacySections(supportEmail)}
    />
  );
}
