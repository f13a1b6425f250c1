import { ABOUT_PAGE } from '@inkling/contracts/content/marketing';
import type { LucideIcon } from 'lucide-react';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import Palette from 'lucide-react/icons/palette';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { CtaBand } from './cta-band';

const VALUE_ICONS: Record<(typeof ABOUT_PAGE.values)[number]['icon'], LucideIcon> = {
  safety: ShieldCheck,
  paper: Palette,
  fair: Heart,
};

/** /about — mission, the two co-founders, where we are, and a link to open positions. */
export function AboutPage() {
  useDocumentMeta({ title: ABOUT_PAGE.title, description: ABOUT_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={ABOUT_PAGE.eyebrow} title={ABOUT_PAGE.heading}>
        {ABOUT_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="about-mission-heading" className="mt-14">
        <h2 id="about-mission-heading" className="text-2xl font-extrabold sm:text-3xl">
          {ABOUT_PAGE.missionHeading}
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">
          <p>{ABOUT_PAGE.mission}</p>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {ABOUT_PAGE.values.map(({ title, text, icon }) => (
            <IconCard key={title} icon={VALUE_ICONS[icon]} title={title}>
              {text}
            </IconCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team-heading" className="mt-16">
        <h2 id="about-team-heading" className="text-2xl font-extrabold sm:text-3xl">
          {ABOUT_PAGE.foundersHeading}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {ABOUT_PAGE.founders.map((founder) => (
            <li key={founder.role} className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
              <span
                className="inline-flex size-14 items-center justify-center rounded-full bg-sun-soft text-[#8a5a00]"
                aria-hidden="true"
              >
                <Sparkles className="size-7" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{founder.role}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{founder.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-center gap-2 font-semibold text-ink">
          <MapPin className="size-5 text-berry" aria-hidden="true" />
          {ABOUT_PAGE.basedIn}
        </p>
      </section>

      <CtaBand
        headingId="about-jobs-heading"
        heading={ABOUT_PAGE.ctaHeading}
        text={ABOUT_PAGE.ctaText}
        to={paths.jobs}
        action={ABOUT_PAGE.ctaAction}
      />
    </div>
  );
}
