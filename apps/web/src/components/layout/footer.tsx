import { OPENMOJI_CREDIT } from '@inkling/contracts/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from './logo';

const LINKS = [
  { to: paths.features, label: 'Features' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.about, label: 'About' },
  { to: paths.support, label: 'Support' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.cookiePolicy, label: 'Cookie Policy' },
];

/** Site footer with the links of spec core §2 and the OpenMoji attribution (CC BY-SA 4.0). */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">
            Printable coloring pages from any idea, made safe for young imaginations.
          </p>
        </div>
        <nav aria-label="Footer">
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
          <p>© {new Date().getFullYear()} Inkling</p>
          <p>{OPENMOJI_CREDIT}</p>
        </div>
      </div>
    </footer>
  );
}
