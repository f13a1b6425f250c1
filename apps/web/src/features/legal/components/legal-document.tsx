import { COMPANY_LOCATION, LEGAL_LAST_UPDATED, mailtoHref } from '@inkling/contracts/content/contact';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-meta';

export interface LegalSectionData {
  /** Anchor id, e.g. "information-we-collect". */
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Meta description of the page. */
  description: string;
  intro: ReactNode;
  sections: readonly LegalSectionData[];
  supportEmail: string;
  /** Subject line of the contact e-mail link. */
  contactSubject: string;
}

/**
 * The shared frame of the three policies (spec content §2 "Legal pages"): title, the
 * "Last updated" date, a table of contents, numbered sections and the contact block.
 */
export function LegalDocument({
  title,
  description,
  intro,
  sections,
  supportEmail,
  contactSubject,
}: LegalDocumentProps) {
  useDocumentMeta({ title, description });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16" aria-labelledby="legal-title">
      <header>
        <p className="text-sm font-semibold tracking-wide text-grape-dark uppercase">Legal</p>
        <h1 id="legal-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-ink-soft">
          Last updated <time dateTime="2025-05-19">{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">{intro}</div>
      </header>

      <nav
        aria-label="On this page"
        className="mt-8 rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <h2 className="text-base font-bold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-[15px] sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-grape-dark underline-offset-4 hover:underline"
                onClick={(event) => {
                  // The SPA router would treat a bare hash change as navigation and scroll to top.
                  event.preventDefault();
                  const target = document.getElementById(section.id);
                  target?.scrollIntoView({ block: 'start' });
                  target?.focus({ preventScroll: true });
                }}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            tabIndex={-1}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24 rounded-xl"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-extrabold sm:text-2xl">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink-soft [&_a]:font-semibold [&_a]:text-grape-dark [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-5 [&_h3]:font-bold [&_h3]:text-ink [&_li]:pl-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>

      <aside aria-labelledby="legal-contact-heading" className="mt-12 rounded-3xl bg-grape-soft p-6 sm:p-8">
        <h2 id="legal-contact-heading" className="text-xl font-extrabold">
          Questions?
        </h2>
        <p className="mt-2 text-ink-soft">
          Write to us at{' '}
          <a
            href={mailtoHref(supportEmail, contactSubject)}
            className="inline-flex items-center gap-1 font-semibold text-grape-dark underline underline-offset-4"
          >
            <Mail className="size-4" aria-hidden="true" />
            {supportEmail}
          </a>
          . Inkling is based in {COMPANY_LOCATION}, USA.
        </p>
      </aside>
    </article>
  );
}
