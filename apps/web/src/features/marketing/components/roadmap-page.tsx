import { mailtoHref } from '@inkling/contracts/content/contact';
import { ROADMAP_PAGE, type RoadmapStatus } from '@inkling/contracts/content/marketing';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import Mail from 'lucide-react/icons/mail';
import Timer from 'lucide-react/icons/timer';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSupportContact } from '../../../lib/use-support-contact';

const STATUS: Record<RoadmapStatus, { icon: LucideIcon; className: string }> = {
  shipped: { icon: CircleCheck, className: 'bg-leaf-soft text-[#17794a]' },
  'in-progress': { icon: Timer, className: 'bg-sun-soft text-[#8a5a00]' },
  planned: { icon: CircleDashed, className: 'bg-sky-soft text-[#165593]' },
};

function StatusBadge({ status }: { status: RoadmapStatus }) {
  const { icon: Icon, className } = STATUS[status];
  const label = ROADMAP_PAGE.status[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </span>
  );
}

/** /roadmap — the quarters of the roadmap, each item with its status, and a feedback e-mail link. */
export function RoadmapPage() {
  const supportEmail = useSupportContact().email;
  useDocumentMeta({ title: ROADMAP_PAGE.title, description: ROADMAP_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={ROADMAP_PAGE.eyebrow} title={ROADMAP_PAGE.heading}>
        {ROADMAP_PAGE.intro}
      </PageHeader>

      <ol className="mt-12 space-y-10">
        {ROADMAP_PAGE.quarters.map((quarter) => {
          const headingId = `roadmap-${quarter.label.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <li key={quarter.label}>
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-extrabold">
                  {quarter.label}
                </h2>
                <ul className="mt-4 space-y-4">
                  {quarter.items.map((item) => (
                    <li
                      key={item.title}
                      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
                    >
                      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                        <h3 className="text-lg font-bold">{item.title}</h3>
                        <StatusBadge status={item.status} />
                      </div>
                      <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
                      {'note' in item && item.note ? (
                        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-sky-soft px-4 py-3 text-sm font-medium text-[#165593]">
                          <CircleDashed className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                          {item.note}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
      </ol>

      <section
        aria-labelledby="roadmap-feedback-heading"
        className="mt-16 rounded-3xl bg-tangerine-soft px-6 py-10 text-center sm:px-10"
      >
        <h2 id="roadmap-feedback-heading" className="text-2xl font-extrabold">
          {ROADMAP_PAGE.feedbackHeading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-soft">{ROADMAP_PAGE.feedbackText}</p>
        <a
          href={mailtoHref(supportEmail, ROADMAP_PAGE.feedbackSubject)}
          className={buttonClasses('primary', 'lg', 'mt-6')}
        >
          <Mail className="size-5" aria-hidden="true" />
          {ROADMAP_PAGE.feedbackAction}
        </a>
      </section>
    </div>
  );
}
