import { FEATURES_PAGE } from '@inkling/contracts/content/marketing';
import type { LucideIcon } from 'lucide-react';
import Baby from 'lucide-react/icons/baby';
import BookOpen from 'lucide-react/icons/book-open';
import Camera from 'lucide-react/icons/camera';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Printer from 'lucide-react/icons/printer';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { CtaBand } from './cta-band';

/** Icon and badge tone of each feature card (soft background + AA-contrast foreground). */
const CARD_STYLE: Record<(typeof FEATURES_PAGE.cards)[number]['icon'], { icon: LucideIcon; tone: string }> = {
  words: { icon: MessageSquareText, tone: 'bg-grape-soft text-grape-dark' },
  photos: { icon: Camera, tone: 'bg-sky-soft text-[#165593]' },
  characters: { icon: Smile, tone: 'bg-sun-soft text-[#8a5a00]' },
  safety: { icon: ShieldCheck, tone: 'bg-leaf-soft text-[#17794a]' },
  print: { icon: Printer, tone: 'bg-tangerine-soft text-[#b34a1c]' },
  projects: { icon: BookOpen, tone: 'bg-berry-soft text-[#b0264f]' },
  retries: { icon: RefreshCw, tone: 'bg-grape-soft text-grape-dark' },
  ages: { icon: Baby, tone: 'bg-sky-soft text-[#165593]' },
};

/** /features — what Inkling does, as eight cards, with a "Try it now" link home. */
export function FeaturesPage() {
  useDocumentMeta({ title: FEATURES_PAGE.title, description: FEATURES_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={FEATURES_PAGE.eyebrow} title={FEATURES_PAGE.heading}>
        {FEATURES_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="features-list-heading" className="mt-12">
        <h2 id="features-list-heading" className="sr-only">
          {FEATURES_PAGE.listHeading}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES_PAGE.cards.map(({ title, text, icon }) => (
            <IconCard key={title} icon={CARD_STYLE[icon].icon} title={title} tone={CARD_STYLE[icon].tone}>
              {text}
            </IconCard>
          ))}
        </ul>
      </section>

      <CtaBand
        headingId="features-cta-heading"
        heading={FEATURES_PAGE.ctaHeading}
        text={FEATURES_PAGE.ctaText}
        to={paths.home}
        action={FEATURES_PAGE.ctaAction}
      />
    </div>
  );
}
