import { COMPANY_LOCATION } from '@inkling/contracts/content/contact';
import { Heart, type LucideIcon, MapPin, Palette, ShieldCheck, Sparkles } from 'lucide-react';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { CtaBand } from './cta-band';

interface Founder {
  role: string;
  text: string;
}

/** The two co-founders, by role only (spec content §1: names omitted). */
const FOUNDERS: readonly Founder[] = [
  {
    role: 'Co-founder & CEO',
    text: 'A parent of two who ran out of coloring pages on a rainy Saturday and could not find the dinosaur astronaut the kids were asking for. Leads product and partnerships with schools, and still tests every new feature at the kitchen table.',
  },
  {
    role: 'Co-founder & CTO',
    text: 'A software engineer who has spent years building tools for classrooms. Leads the drawing engine and the kid-safety checks, and believes the best technology for children is the kind that gets them off the screen and onto paper.',
  },
];

interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
}

const VALUES: readonly Value[] = [
  {
    title: 'Safe by design',
    text: 'Every idea passes a kid-safety check before anything is drawn, and an idea that is turned away never costs a credit.',
    icon: ShieldCheck,
  },
  {
    title: 'Paper first',
    text: 'A few minutes on a screen, then as long as you like with crayons. Every page prints on one sheet.',
    icon: Palette,
  },
  {
    title: 'Fair and simple',
    text: 'Free credits every day, free retries, and credit packs that never expire. No subscriptions.',
    icon: Heart,
  },
];

/** /about — mission, the two co-founders, where we are, and a link to open positions. */
export function AboutPage() {
  useDocumentMeta({
    title: 'About',
    description: `Inkling helps parents, teachers and kids turn any idea into a printable coloring page. Meet the team behind it, based in ${COMPANY_LOCATION}.`,
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="About Inkling" title="Every idea deserves to be colored in">
        Children imagine things no coloring book has ever printed. Inkling turns those ideas into clean,
        printable pages in seconds, so kids can spend their time where it matters: coloring, talking and
        telling stories.
      </PageHeader>

      <section aria-labelledby="about-mission-heading" className="mt-14">
        <h2 id="about-mission-heading" className="text-2xl font-extrabold sm:text-3xl">
          Our mission
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">
          <p>
            We want every parent and teacher to be able to say "yes" when a child asks for a picture of a
            unicorn driving a fire truck, and to print it before the excitement fades. Inkling is built for
            families and classrooms first: kid-safe from the first word, simple enough for a five-year-old to
            help with, and designed to end up on paper rather than on a screen.
          </p>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-3">
          {VALUES.map(({ title, text, icon }) => (
            <IconCard key={title} icon={icon} title={title}>
              {text}
            </IconCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team-heading" className="mt-16">
        <h2 id="about-team-heading" className="text-2xl font-extrabold sm:text-3xl">
          The founders
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {FOUNDERS.map((founder) => (
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
          Based in {COMPANY_LOCATION}, working with families and teachers everywhere.
        </p>
      </section>

      <CtaBand
        headingId="about-jobs-heading"
        heading="Help us build it"
        text="We are a small, remote-first team and we are hiring people who care about kids, craft and safety."
        to={paths.jobs}
        action="View Open Positions"
      />
    </div>
  );
}
