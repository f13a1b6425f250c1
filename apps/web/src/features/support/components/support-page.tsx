import { mailtoHref, SUPPORT_REPLY_HOURS, telHref } from '@inkling/contracts/content/contact';
import { DAILY_FREE_CREDITS, DAILY_REFUND_LIMIT, SIGNUP_CREDITS } from '@inkling/contracts/limits';
import { CREDIT_PACKS, formatPrice } from '@inkling/contracts/pricing';
import { BookOpen, ChevronDown, GraduationCap, Mail, Phone } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSupportContact } from '../../../lib/use-support-contact';

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const packList = CREDIT_PACKS.map(
  (pack) => `${pack.label} (${pack.credits} credits, ${formatPrice(pack.priceCents)})`,
).join(', ');

/** The four FAQ entries: credits, downloads, refunds, better results (spec content §2 "Support"). */
const FAQS: readonly Faq[] = [
  {
    id: 'credits',
    question: 'How do credits work?',
    answer: (
      <>
        <p>
          One credit makes one new coloring page, and retries of a page are free. New accounts start with{' '}
          {SIGNUP_CREDITS} free credits, and everyone gets {DAILY_FREE_CREDITS} free credits every day. Daily
          credits refresh at midnight New York time and do not carry over.
        </p>
        <p>
          Need more? Credit packs are one-time purchases, never expire and are not subscriptions: {packList}.
          See <Link to={paths.pricing}>Pricing</Link>. Ideas stopped by the kid-safety check cost nothing, and
          pages that fail to draw are refunded automatically.
        </p>
      </>
    ),
  },
  {
    id: 'downloads',
    question: 'How do I download and print my pages?',
    answer: (
      <>
        <p>
          Open the page in its project and choose Download to save a PNG named after your idea. It is a US
          letter page at 300 dpi (2550 by 3300 pixels), pure black lines on white. Choose Print to print it
          straight away: it fits on one letter sheet. For best results keep the scale at 100% or "Fit to page"
          and turn off headers and footers.
        </p>
        <p>
          Every page of a project stays in that project: open it from My Projects and use the arrows to
          download or print each page. On a phone, press and hold the downloaded image to save it to your
          photos.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    question: 'Can I get a credit back for a bad page?',
    answer: (
      <>
        <p>
          Yes. If a finished page is clearly wrong or unusable, choose "Report this page" and its credit comes
          back. Each page can be reported once, and you can report up to {DAILY_REFUND_LIMIT} pages a day; the
          count resets at midnight New York time (12:00 AM Eastern). Failed pages are refunded automatically
          and do not count toward the limit.
        </p>
        <p>
          Purchased credit packs are not refundable for cash except where the law requires it. If you were
          charged by mistake or your credits did not arrive, e-mail us and we will put it right.
        </p>
      </>
    ),
  },
  {
    id: 'better-results',
    question: 'How can I get better results?',
    answer: (
      <>
        <p>
          Start with one clear subject, then add an action and a place: "a puppy chasing a ball in a garden".
          Keep extras to two or three, leave out colors, and use common words. Words like "simple" and "big"
          give calmer pages for little ones; "detailed" gives richer pages for older kids.
        </p>
        <p>
          Use Retry for free variations, and refine in the project chat ("now add a rainbow"). Our{' '}
          <Link to={paths.trainingModule.build(2)}>Writing great prompts</Link> course has many more tips.
        </p>
      </>
    ),
  },
];

/** Keyboard-accessible FAQ in which only one entry is open at a time. */
export function SupportFaq() {
  return (
    <Accordion.Root type="single" collapsible className="space-y-3">
      {FAQS.map((faq) => (
        <Accordion.Item
          key={faq.id}
          value={faq.id}
          className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold hover:bg-paper">
                {faq.question}
                <ChevronDown
                  className="size-5 shrink-0 text-ink-soft transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 leading-relaxed text-ink-soft [&_a]:font-semibold [&_a]:text-grape-dark [&_a]:underline [&_a]:underline-offset-4">
            {faq.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** /support — FAQ, e-mail support (reply within 24 hours) and a Contact Us phone link (spec content §2). */
export function SupportPage() {
  const { email: supportEmail, phone: supportPhone } = useSupportContact();
  useDocumentMeta({
    title: 'Support',
    description: `Answers about credits, downloads, refunds and better coloring pages, and how to reach Inkling support. We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Support" title="How can we help?">
        Quick answers to the questions we hear most, and real people to talk to when you need them.
      </PageHeader>

      <section aria-labelledby="support-faq-heading" className="mt-12">
        <h2 id="support-faq-heading" className="text-2xl font-extrabold">
          Frequently asked questions
        </h2>
        <div className="mt-5">
          <SupportFaq />
        </div>
      </section>

      <div className="mt-12 grid gap-5 md:grid-cols-2">
        <section aria-labelledby="support-email-heading" className="rounded-3xl bg-grape-soft p-6 sm:p-8">
          <Mail className="size-8 text-grape-dark" aria-hidden="true" />
          <h2 id="support-email-heading" className="mt-3 text-xl font-extrabold">
            E-mail support
          </h2>
          <p className="mt-2 text-ink-soft">
            Write to us any time. We reply within {SUPPORT_REPLY_HOURS} hours. Tell us what you were doing and
            what happened; a screenshot helps.
          </p>
          <a
            href={mailtoHref(supportEmail, 'Inkling support request')}
            className="mt-4 inline-block font-semibold break-all text-grape-dark underline underline-offset-4"
          >
            {supportEmail}
          </a>
        </section>

        <section aria-labelledby="support-phone-heading" className="rounded-3xl bg-tangerine-soft p-6 sm:p-8">
          <Phone className="size-8 text-[#b34a1c]" aria-hidden="true" />
          <h2 id="support-phone-heading" className="mt-3 text-xl font-extrabold">
            Talk to us
          </h2>
          <p className="mt-2 text-ink-soft">
            Prefer to talk? Give us a call and we will help you over the phone.
          </p>
          <a href={telHref(supportPhone)} className={buttonClasses('primary', 'lg', 'mt-4')}>
            <Phone className="size-5" aria-hidden="true" />
            Contact Us
          </a>
        </section>
      </div>

      <section aria-labelledby="support-learn-heading" className="mt-12">
        <h2 id="support-learn-heading" className="text-2xl font-extrabold">
          Learn more
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to={paths.training}
              className="flex h-full items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-card hover:shadow-lift"
            >
              <GraduationCap className="size-8 shrink-0 text-grape-dark" aria-hidden="true" />
              <span>
                <span className="block font-bold">Training Center</span>
                <span className="text-ink-soft">Short courses from first page to classroom books.</span>
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={paths.documentation}
              className="flex h-full items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-card hover:shadow-lift"
            >
              <BookOpen className="size-8 shrink-0 text-grape-dark" aria-hidden="true" />
              <span>
                <span className="block font-bold">Documentation</span>
                <span className="text-ink-soft">Free printable guides for parents and teachers.</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
