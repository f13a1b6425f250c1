import { DAILY_FREE_CREDITS, SIGNUP_CREDITS } from '@inkling/contracts/limits';
import {
  Baby,
  BookOpen,
  Camera,
  type LucideIcon,
  MessageSquareText,
  Printer,
  RefreshCw,
  ShieldCheck,
  Smile,
} from 'lucide-react';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { CtaBand } from './cta-band';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon badge (soft background + AA-contrast foreground). */
  tone: string;
}

/** The eight feature cards (spec content §1 "Features page"); each describes shipped behaviour. */
const FEATURES: readonly Feature[] = [
  {
    title: 'Words become pages',
    text: 'Type an idea like "a dinosaur eating ice cream on the moon" and get a clean black-and-white coloring page in about 10 to 30 seconds.',
    icon: MessageSquareText,
    tone: 'bg-grape-soft text-grape-dark',
  },
  {
    title: 'Photos become pages',
    text: "Attach a photo of a pet, a toy or a child's own drawing and Inkling traces it into crisp outlines ready to color. Hidden photo data such as location is removed.",
    icon: Camera,
    tone: 'bg-sky-soft text-[#165593]',
  },
  {
    title: 'Saved characters',
    text: 'Love a character? Save it with a name and introduce it into new pages, so the same friend can star in a whole story.',
    icon: Smile,
    tone: 'bg-sun-soft text-[#8a5a00]',
  },
  {
    title: 'Kid-safety check',
    text: 'Every idea is checked before anything is drawn. Ideas that are not suitable for children are gently turned away, and they never cost a credit.',
    icon: ShieldCheck,
    tone: 'bg-leaf-soft text-[#17794a]',
  },
  {
    title: 'Print-ready pages',
    text: 'Pure black lines on white at 300 dpi, sized for US letter or A4. Download a PNG or print straight from the page: it fits on one sheet.',
    icon: Printer,
    tone: 'bg-tangerine-soft text-[#b34a1c]',
  },
  {
    title: 'Projects and coloring books',
    text: 'Every idea starts a project, and each project keeps its pages together in order. Add page after page in the project chat and step through them in the preview, ready to print one after another.',
    icon: BookOpen,
    tone: 'bg-berry-soft text-[#b0264f]',
  },
  {
    title: 'Free retries',
    text: 'One credit makes a page, and retries are free. Draw new variations of the same idea until it is just right, then report a page that is clearly wrong to get its credit back.',
    icon: RefreshCw,
    tone: 'bg-grape-soft text-grape-dark',
  },
  {
    title: 'Made for every age',
    text: 'Pick toddler, kids or big kids: thick lines and a few big shapes for little hands, finer lines and busier scenes for older children.',
    icon: Baby,
    tone: 'bg-sky-soft text-[#165593]',
  },
];

/** /features — what Inkling does, as eight cards, with a "Try it now" link home. */
export function FeaturesPage() {
  useDocumentMeta({
    title: 'Features',
    description:
      'Turn words or photos into printable black-and-white coloring pages, save characters, build coloring books and share safely. See everything Inkling does.',
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Features" title="Everything you need to make coloring pages kids love">
        From a few words to a printed page in under a minute, safely. Start with {SIGNUP_CREDITS} free credits
        and get {DAILY_FREE_CREDITS} more every day.
      </PageHeader>

      <section aria-labelledby="features-list-heading" className="mt-12">
        <h2 id="features-list-heading" className="sr-only">
          What Inkling does
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, text, icon, tone }) => (
            <IconCard key={title} icon={icon} title={title} tone={tone}>
              {text}
            </IconCard>
          ))}
        </ul>
      </section>

      <CtaBand
        headingId="features-cta-heading"
        heading="Ready to make your first page?"
        text="Type an idea on the home page. Signing in with Google takes a moment, and your first pages are free."
        to={paths.home}
        action="Try it now"
      />
    </div>
  );
}
