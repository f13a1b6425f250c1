import {
  CAREERS_PAGE,
  CAREERS_TEXTS,
  GENERAL_APPLICATION,
  JOB_LISTINGS,
  type JobListing,
  jobLocationLabel,
  WHY_JOIN,
} from '@inkling/contracts/careers';
import type { LucideIcon } from 'lucide-react';
import Briefcase from 'lucide-react/icons/briefcase';
import Clock from 'lucide-react/icons/clock';
import Gem from 'lucide-react/icons/gem';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import Send from 'lucide-react/icons/send';
import Sparkles from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { ApplicationDialog, type ApplyTarget } from './application-dialog';

const WHY_JOIN_ICONS: Record<(typeof WHY_JOIN)[number]['icon'], { icon: LucideIcon; style: string }> = {
  sparkles: { icon: Sparkles, style: 'bg-grape-soft text-grape-dark' },
  globe: { icon: Globe, style: 'bg-sky-soft text-[#165593]' },
  gem: { icon: Gem, style: 'bg-tangerine-soft text-[#b34a1c]' },
};

/**
 * /jobs — Careers (spec content §2): 'Join Our Team', the why-join cards, the open
 * positions each with an Apply button, and 'Don't See Your Role?' with Send Resume for a
 * general application (job id 0). Apply opens the application dialog; no sign-in needed (§6).
 */
export function CareersPage() {
  const [applying, setApplying] = useState<ApplyTarget | null>(null);
  useDocumentMeta({ title: CAREERS_PAGE.title, description: CAREERS_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={CAREERS_PAGE.eyebrow} title={CAREERS_TEXTS.heading}>
        {CAREERS_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="why-join-heading" className="mt-12">
        <h2 id="why-join-heading" className="sr-only">
          {CAREERS_PAGE.whyJoinHeading}
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {WHY_JOIN.map((card) => {
            const { icon, style } = WHY_JOIN_ICONS[card.icon];
            return (
              <IconCard key={card.title} icon={icon} title={card.title} tone={style}>
                {card.text}
              </IconCard>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="open-positions-heading" className="mt-14">
        <h2 id="open-positions-heading" className="text-2xl font-extrabold sm:text-3xl">
          {CAREERS_PAGE.openPositions}
        </h2>
        <ul className="mt-5 flex flex-col gap-4">
          {JOB_LISTINGS.map((job) => (
            <li key={job.id}>
              <JobCard job={job} onApply={() => setApplying({ id: job.id, title: job.title })} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="general-application-heading"
        className="mt-14 rounded-3xl bg-grape-soft px-6 py-10 text-center sm:px-10"
      >
        <h2 id="general-application-heading" className="text-2xl font-extrabold">
          {CAREERS_TEXTS.otherRoleHeading}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-ink-soft">{CAREERS_PAGE.otherRoleText}</p>
        <Button size="lg" className="mt-6" onClick={() => setApplying({ ...GENERAL_APPLICATION })}>
          <Send className="size-5" aria-hidden="true" />
          {CAREERS_TEXTS.sendResume}
        </Button>
      </section>

      <ApplicationDialog job={applying} onClose={() => setApplying(null)} />
    </div>
  );
}

function JobCard({ job, onApply }: { job: JobListing; onApply: () => void }) {
  const headingId = `job-${job.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="text-xl font-extrabold">
          {job.title}
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-ink-soft">
          <span className="inline-flex items-center gap-1.5">
            <Briefcase className="size-4" aria-hidden="true" />
            {job.department}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {jobLocationLabel(job)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {job.type}
          </span>
        </p>
        <p className="mt-3 max-w-2xl text-ink-soft">{job.description}</p>
      </div>
      <Button
        onClick={onApply}
        aria-label={CAREERS_PAGE.applyFor(job.title)}
        className="self-start sm:self-center"
      >
        {CAREERS_PAGE.apply}
      </Button>
    </article>
  );
}
