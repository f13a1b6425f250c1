import { mailtoHref } from '@inkling/contracts/content/contact';
import { CircleCheck, CircleDashed, type LucideIcon, Mail, Timer } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSupportContact } from '../../../lib/use-support-contact';

type Status = 'shipped' | 'in-progress' | 'planned';

interface RoadmapItem {
  title: string;
  text: string;
  status: Status;
  /** A shipped part of a larger item, shown under it. */
  note?: string;
}

interface Quarter {
  label: string;
  items: readonly RoadmapItem[];
}

/**
 * The roadmap as presented to users (spec core §1, spec content §1), with what Inkling
 * already ships marked so (DESIGN decision 8: image-to-coloring-page, PDF/EPUB export).
 */
const ROADMAP: readonly Quarter[] = [
  {
    label: 'Q2 2025',
    items: [
      {
        title: 'Advanced style controls',
        text: 'More say over how a page looks: line thickness, amount of detail and drawing style, beyond today’s age groups.',
        status: 'in-progress',
      },
      {
        title: 'Image to coloring page',
        text: 'Photos become pages: attach a photo or a child’s drawing and Inkling traces it into clean outlines.',
        status: 'shipped',
      },
      {
        title: 'Promo codes and gift cards',
        text: 'Give credits to a friend, a family or a whole classroom.',
        status: 'planned',
      },
    ],
  },
  {
    label: 'Q3 2025',
    items: [
      {
        title: 'Full consistent coloring books',
        text: 'Whole books where characters, style and story stay consistent from the first page to the last.',
        status: 'in-progress',
        note: 'Already shipped: coloring book export. Any project downloads as a PDF to print or an EPUB for tablets.',
      },
      {
        title: 'Story and comic books',
        text: 'Pages with panels and room for words, so kids can color and tell their own stories.',
        status: 'planned',
      },
    ],
  },
  {
    label: 'Q4 2025',
    items: [
      {
        title: 'Social features',
        text: 'Follow favourite creators in the community gallery and collect pages into shared albums, with a moderator reviewing every post.',
        status: 'planned',
      },
      {
        title: 'Gamification',
        text: 'Friendly badges and creative challenges that reward making and finishing pages.',
        status: 'planned',
      },
      {
        title: 'Leaderboards',
        text: 'Opt-in, kid-safe leaderboards for community challenges, with no personal details shown.',
        status: 'planned',
      },
    ],
  },
];

const STATUS: Record<Status, { label: string; icon: LucideIcon; className: string }> = {
  shipped: { label: 'Shipped', icon: CircleCheck, className: 'bg-leaf-soft text-[#17794a]' },
  'in-progress': { label: 'In progress', icon: Timer, className: 'bg-sun-soft text-[#8a5a00]' },
  planned: { label: 'Planned', icon: CircleDashed, className: 'bg-sky-soft text-[#165593]' },
};

function StatusBadge({ status }: { status: Status }) {
  const { label, icon: Icon, className } = STATUS[status];
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
  useDocumentMeta({
    title: 'Roadmap',
    description:
      'What is next for Inkling: style controls, consistent coloring books, story books and kid-safe social features, and what has already shipped.',
  });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Roadmap" title="Where Inkling is heading">
        What we are building next, and what you can already use today. Plans can change as we learn from
        families and teachers.
      </PageHeader>

      <ol className="mt-12 space-y-10">
        {ROADMAP.map((quarter) => {
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
                      {item.note ? (
                        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-leaf-soft px-4 py-3 text-sm font-medium text-[#17794a]">
                          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
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
          Tell us what to build next
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-ink-soft">
          Your ideas shape this list. Send us a note about what would make coloring time better at home or in
          class.
        </p>
        <a
          href={mailtoHref(supportEmail, 'Inkling roadmap feedback')}
          className={buttonClasses('primary', 'lg', 'mt-6')}
        >
          <Mail className="size-5" aria-hidden="true" />
          Send feedback
        </a>
      </section>
    </div>
  );
}
