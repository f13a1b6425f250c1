import { mailtoHref, telHref } from '@inkling/contracts/content/contact';
import { inlinePlainText } from '@inkling/contracts/content/inline';
import { SUPPORT_PAGE } from '@inkling/contracts/content/support';
import BookOpen from 'lucide-react/icons/book-open';
import ChevronDown from 'lucide-react/icons/chevron-down';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { InlineText } from '../../../components/content/inline-text';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSupportContact } from '../../../lib/use-support-contact';

/** Keyboard-accessible FAQ in which only one entry is open at a time. */
export function SupportFaq() {
  return (
    <Accordion.Root type="single" collapsible className="space-y-3">
      {SUPPORT_PAGE.faqs.map((faq) => (
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
            {faq.answer.map((paragraph) => (
              <p key={inlinePlainText(paragraph)}>
                <InlineText runs={paragraph} />
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** /support — FAQ, e-mail support (reply within 24 hours) and a Contact Us phone link (spec content §2). */
export function SupportPage() {
  const { email: supportEmail, phone: supportPhone } = useSupportContact();
  useDocumentMeta({ title: SUPPORT_PAGE.title, description: SUPPORT_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={SUPPORT_PAGE.eyebrow} title={SUPPORT_PAGE.heading}>
        {SUPPORT_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="support-faq-heading" className="mt-12">
        <h2 id="support-faq-heading" className="text-2xl font-extrabold">
          {SUPPORT_PAGE.faqHeading}
        </h2>
        <div className="mt-5">
          <SupportFaq />
        </div>
      </section>

      <div className="mt-12 grid gap-5 md:grid-cols-2">
        <section aria-labelledby="support-email-heading" className="rounded-3xl bg-grape-soft p-6 sm:p-8">
          <Mail className="size-8 text-grape-dark" aria-hidden="true" />
          <h2 id="support-email-heading" className="mt-3 text-xl font-extrabold">
            {SUPPORT_PAGE.emailHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{SUPPORT_PAGE.emailText}</p>
          <a
            href={mailtoHref(supportEmail, SUPPORT_PAGE.emailSubject)}
            className="mt-4 inline-block font-semibold break-all text-grape-dark underline underline-offset-4"
          >
            {supportEmail}
          </a>
        </section>

        <section aria-labelledby="support-phone-heading" className="rounded-3xl bg-tangerine-soft p-6 sm:p-8">
          <Phone className="size-8 text-[#b34a1c]" aria-hidden="true" />
          <h2 id="support-phone-heading" className="mt-3 text-xl font-extrabold">
            {SUPPORT_PAGE.phoneHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{SUPPORT_PAGE.phoneText}</p>
          <a href={telHref(supportPhone)} className={buttonClasses('primary', 'lg', 'mt-4')}>
            <Phone className="size-5" aria-hidden="true" />
            {SUPPORT_PAGE.phoneAction}
          </a>
        </section>
      </div>

      <section aria-labelledby="support-learn-heading" className="mt-12">
        <h2 id="support-learn-heading" className="text-2xl font-extrabold">
          {SUPPORT_PAGE.learnHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to={paths.training}
              className="flex h-full items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-card hover:shadow-lift"
            >
              <GraduationCap className="size-8 shrink-0 text-grape-dark" aria-hidden="true" />
              <span>
                <span className="block font-bold">{SUPPORT_PAGE.trainingTitle}</span>
                <span className="text-ink-soft">{SUPPORT_PAGE.trainingText}</span>
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
                <span className="block font-bold">{SUPPORT_PAGE.documentationTitle}</span>
                <span className="text-ink-soft">{SUPPORT_PAGE.documentationText}</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
