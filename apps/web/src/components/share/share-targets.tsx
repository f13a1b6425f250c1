import { SHARE_TARGET_LABELS } from '@inkling/contracts/community';
import Share2 from 'lucide-react/icons/share-2';
import type { ReactNode } from 'react';
import {
  openSharePopup,
  type PopupTarget,
  type ShareContent,
  shareNatively,
  shareToInstagram,
} from './share-actions';

/** Simple brand marks (drawn here: the icon set has no brand logos). */
function Mark({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      className={`grid size-11 place-items-center rounded-full text-white ${className}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.4">
        {children}
      </svg>
    </span>
  );
}

const TARGETS: Array<{ id: PopupTarget | 'instagram'; mark: ReactNode }> = [
  {
    id: 'twitter',
    mark: (
      <Mark className="bg-ink">
        <path d="M5 4l14 16M19 4L5 20" strokeLinecap="round" />
      </Mark>
    ),
  },
  {
    id: 'facebook',
    mark: (
      <Mark className="bg-[#1877f2]">
        <path d="M14.5 5.5h-1.8A2.7 2.7 0 0010 8.2V20M7.5 11.5h6.5" strokeLinecap="round" />
      </Mark>
    ),
  },
  {
    id: 'pinterest',
    mark: (
      <Mark className="bg-[#e60023]">
        <path
          d="M10 20l2-8m-1.5 3.5c3.6 1.2 7-1 7-5a5.5 5.5 0 10-10.7 1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Mark>
    ),
  },
  {
    id: 'instagram',
    mark: (
      <Mark className="bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af]">
        <rect x="4" y="4" width="16" height="16" rx="5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="17" cy="7" r="0.6" fill="currentColor" />
      </Mark>
    ),
  },
];

/**
 * The share targets of spec content §9 in one row: X/Twitter, Facebook and Pinterest open
 * their web share pages in a 600×400 pop-up, Instagram copies the link (with the copy
 * confirmation), "More options" opens the device's share sheet or copies the link.
 */
export function ShareTargets({ content }: { content: ShareContent }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{SHARE_TARGET_LABELS.targets}</legend>
      <ul className="mt-2 grid grid-cols-3 gap-1 min-[440px]:grid-cols-5">
        {TARGETS.map((target) => (
          <li key={target.id}>
            <button
              type="button"
              onClick={() =>
                target.id === 'instagram'
                  ? void shareToInstagram(content)
                  : openSharePopup(target.id, content)
              }
              className="flex w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-2 text-center text-xs leading-tight font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
            >
              {target.mark}
              {SHARE_TARGET_LABELS[target.id]}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void shareNatively(content)}
            className="flex w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-2 text-center text-xs leading-tight font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
          >
            <span
              className="grid size-11 place-items-center rounded-full bg-grape-soft text-grape-dark"
              aria-hidden="true"
            >
              <Share2 className="size-5" />
            </span>
            {SHARE_TARGET_LABELS.native}
          </button>
        </li>
      </ul>
    </fieldset>
  );
}
