import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (typically a dialog made with React.lazy) from the first time `open` is
 * true on, and nothing before: a dialog's code (Radix, its form) loads when it is first opened,
 * not with the page (issue 18). It stays mounted afterwards, so closing still animates.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
