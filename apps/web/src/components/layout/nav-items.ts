import { NAV_LABELS } from '@inkling/contracts/messages';
import { paths } from '../../config/paths';

/** The header's navigation (wide screens). */
export const NAV = [
  { to: paths.features, label: NAV_LABELS.features },
  { to: paths.pricing, label: NAV_LABELS.pricing },
  { to: paths.training, label: NAV_LABELS.training },
  { to: paths.blog, label: NAV_LABELS.blog },
];

/** The phone menu's links. */
export const MOBILE_NAV = [
  { to: paths.home, label: NAV_LABELS.home },
  ...NAV,
  { to: paths.support, label: NAV_LABELS.support },
];

/** The phone menu button's look (the lazy placeholder and the Radix trigger alike). */
export const mobileNavTriggerClass =
  'grid size-11 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink md:hidden';
