import { FOOTER_TEXTS, NAV_LABELS, OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from './logo';

const LINKS = [
  { to: paths.features, label: NAV_LABELS.features },
  { to: paths.blog, label: NAV_LABELS.blog },
  { to: paths.about, label: NAV_LABELS.about },
  { to: paths.support, label: NAV_LABELS.support },
  { to: paths.privacy, label: NAV_LABELS.privacy },
  { to: paths.terms, label: NAV_LABELS.terms },
  { to: paths.cookiePolicy, label: NAV_LABELS.cookiePolicy },
];

/** Site footer with the links of spec core §2 and the OpenMoji attribution (CC BY-SA 4.0). */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{FOOTER_TEXTS.tagline}</p>
        </div>
        <nav aria-label={FOOTER_TEXTS.nav}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-3">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center text-[15px] font-medium text-ink-soft hover:text-grape-dark"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line/70">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-ink-soft sm:px-6 md:flex-row md:justify-between">
          <p>{FOOTER_TEXTS.copyright(new Date().getFullYear())}</p>
          <p>{OPENMOJI_CREDIT}</p>
        </div>
      </div>
    </footer>
  );
}
