import { DOCUMENTATION_PAGE, GUIDES, type GuideSlug, guidePdfPath } from '@inkling/contracts/content/guides';
import type { LucideIcon } from 'lucide-react';
import FileText from 'lucide-react/icons/file-text';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Wrench from 'lucide-react/icons/wrench';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';

const GUIDE_LOOK: Record<GuideSlug, { icon: LucideIcon; tone: string }> = {
  'getting-started': { icon: Rocket, tone: 'bg-grape-soft text-grape-dark' },
  'creative-tips': { icon: Lightbulb, tone: 'bg-sun-soft text-[#8a5a00]' },
  'safety-guide': { icon: ShieldCheck, tone: 'bg-leaf-soft text-[#17794a]' },
  'parent-guide': { icon: HeartHandshake, tone: 'bg-berry-soft text-[#b0264f]' },
  troubleshooting: { icon: Wrench, tone: 'bg-sky-soft text-[#165593]' },
};

/**
 * /documentation — the five free PDF guides, each opening in a new tab, and a link to
 * support (spec content §2 "Documentation"; text in @inkling/contracts/content/guides).
 */
export function DocumentationPage() {
  useDocumentMeta({ title: DOCUMENTATION_PAGE.title, description: DOCUMENTATION_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={DOCUMENTATION_PAGE.eyebrow} title={DOCUMENTATION_PAGE.heading}>
        {DOCUMENTATION_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="docs-guides-heading" className="mt-12">
        <h2 id="docs-guides-heading" className="sr-only">
          {DOCUMENTATION_PAGE.guidesHeading}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map((guide) => {
            const { icon: Icon, tone } = GUIDE_LOOK[guide.slug];
            return (
              <li
                key={guide.slug}
                className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-card"
              >
                <span className={`inline-flex size-12 items-center justify-center rounded-2xl ${tone}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{guide.title}</h3>
                <p className="mt-1 text-sm font-semibold text-ink-soft">
                  {DOCUMENTATION_PAGE.audience(guide.audience)}
                </p>
                <p className="mt-2 leading-relaxed text-ink-soft">{guide.summary}</p>
                <div className="mt-auto pt-5">
                  <a
                    href={guidePdfPath(guide.slug)}
                    target="_blank"
                    rel="noopener"
                    className={buttonClasses('secondary', 'md')}
                  >
                    <FileText className="size-5" aria-hidden="true" />
                    {DOCUMENTATION_PAGE.open}
                    <span className="sr-only">{DOCUMENTATION_PAGE.openHint(guide.title)}</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="docs-help-heading"
        className="mt-16 flex flex-col items-center gap-4 rounded-3xl bg-sky-soft px-6 py-10 text-center sm:px-10"
      >
        <LifeBuoy className="size-10 text-[#165593]" aria-hidden="true" />
        <h2 id="docs-help-heading" className="text-2xl font-extrabold">
          {DOCUMENTATION_PAGE.helpHeading}
        </h2>
        <p className="max-w-xl text-ink-soft">{DOCUMENTATION_PAGE.helpText}</p>
        <Link to={paths.support} className={buttonClasses('primary', 'lg')}>
          {DOCUMENTATION_PAGE.helpAction}
        </Link>
      </section>
    </div>
  );
}
