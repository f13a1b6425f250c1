import { mailtoHref } from '@inkling/contracts/content/contact';
import { inlinePlainText } from '@inkling/contracts/content/inline';
import type { LegalBlock, LegalDocumentText } from '@inkling/contracts/content/legal';
import { LEGAL_FRAME } from '@inkling/contracts/content/legal';
import Mail from 'lucide-react/icons/mail';
import { Fragment } from 'react';
import { InlineText } from '../../../components/content/inline-text';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSupportContact } from '../../../lib/use-support-contact';

/** A stable key for a block of static policy text (its words). */
function blockKey(block: LegalBlock): string {
  if ('p' in block) return inlinePlainText(block.p);
  if ('subheading' in block) return block.subheading;
  if ('list' in block) return block.list.map((item) => inlinePlainText(item)).join('|');
  return block.terms.map((entry) => entry.term).join('|');
}

/** One block of a policy: paragraph, sub-heading, bulleted list, or terms with details. */
function Block({ block, supportEmail }: { block: LegalBlock; supportEmail: string }) {
  if ('p' in block) {
    return (
      <p>
        <InlineText runs={block.p} supportEmail={supportEmail} />
      </p>
    );
  }
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={inlinePlainText(item)}>
            <InlineText runs={item} supportEmail={supportEmail} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[8rem_1fr]">
      {block.terms.map((entry) => (
        <Fragment key={entry.term}>
          <dt className="font-bold text-ink">{entry.term}</dt>
          <dd className="break-words">
            <InlineText runs={entry.detail} supportEmail={supportEmail} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Blocks({ blocks, supportEmail }: { blocks: readonly LegalBlock[]; supportEmail: string }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={blockKey(block)} block={block} supportEmail={supportEmail} />
      ))}
    </>
  );
}

/**
 * The shared frame of the three policies (spec content §2 "Legal pages"): title, the
 * "Last updated" date, a table of contents, numbered sections and the contact block. The
 * words come from contracts (content/legal.ts); the support e-mail is the configured one.
 */
export function LegalDocument({ content: text }: { content: LegalDocumentText }) {
  const supportEmail = useSupportContact().email;
  useDocumentMeta({ title: text.title, description: text.description });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16" aria-labelledby="legal-title">
      <header>
        <p className="text-sm font-semibold tracking-wide text-grape-dark uppercase">{LEGAL_FRAME.eyebrow}</p>
        <h1 id="legal-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-3 text-ink-soft">
          {LEGAL_FRAME.lastUpdated}{' '}
          <time dateTime={LEGAL_FRAME.lastUpdatedIso}>{LEGAL_FRAME.lastUpdatedText}</time>
        </p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft [&_a]:font-semibold [&_a]:text-grape-dark [&_a]:underline [&_a]:underline-offset-4">
          <Blocks blocks={text.intro} supportEmail={supportEmail} />
        </div>
      </header>
      <nav
        aria-label={LEGAL_FRAME.toc}
        className="mt-8 rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <h2 className="text-base font-bold">{LEGAL_FRAME.toc}</h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-[15px] sm:grid-cols-2">
          {text.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                // 24 px tall at least: a tap target on phones (WCAG 2.2 SC 2.5.8; issue 32's audit).
                className="inline-flex min-h-6 items-center rounded text-grape-dark underline-offset-4 hover:underline"
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
        {text.sections.map((section, index) => (
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
              <Blocks blocks={section.body} supportEmail={supportEmail} />
            </div>
          </section>
        ))}
      </div>

      <aside aria-labelledby="legal-contact-heading" className="mt-12 rounded-3xl bg-grape-soft p-6 sm:p-8">
        <h2 id="legal-contact-heading" className="text-xl font-extrabold">
          {LEGAL_FRAME.contactHeading}
        </h2>
        <p className="mt-2 text-ink-soft">
          {LEGAL_FRAME.contactPrefix}{' '}
          <a
            href={mailtoHref(supportEmail, text.contactSubject)}
            className="inline-flex items-center gap-1 font-semibold text-grape-dark underline underline-offset-4"
          >
            <Mail className="size-4" aria-hidden="true" />
            {supportEmail}
          </a>
          {LEGAL_FRAME.contactSuffix}
        </p>
      </aside>
    </article>
  );
}
