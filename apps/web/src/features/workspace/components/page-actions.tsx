import type { Generation } from '@inkling/contracts/api';
import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { COMMUNITY_UI_TEXTS } from '@inkling/contracts/community';
import { WORKSPACE_LABELS } from '@inkling/contracts/messages';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { type ReactNode, useState } from 'react';
import { ColorItLink } from '../../../components/coloring/color-it-link';
import { PostToCommunityButton } from '../../../components/community/post-to-community';
import { SharePageButton } from '../../../components/share/share-page-button';
import { Button } from '../../../components/ui/button';
import { downloadPage, printPage } from './image-actions';

export interface PageActionsProps {
  generation: Generation;
  /**
   * Small buttons, "Save" (a JPG download) for Download (the phone image dialog, spec core
   * "Project workspace").
   */
  compact?: boolean;
  /**
   * In the preview toolbar (a `@container/toolbar`): the labels show only where the toolbar
   * is wide enough for them and "N of M" (labels stay for screen readers). Measured by the
   * toolbar, not the window: at 1280 px the chat leaves it 853 px and the labelled buttons
   * ran over "Previous image" and off the screen (issue 32).
   */
  inToolbar?: boolean;
}

/** Download, Share, Print, Color it (issue 17) and Post to community (issue 10) for one finished page. */
export function PageActions({ generation, compact = false, inToolbar = false }: PageActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const onDownload = async () => {
    setDownloading(true);
    await downloadPage(generation, compact ? 'jpg' : 'png');
    setDownloading(false);
  };
  const size = compact ? 'sm' : 'md';
  // Widths of the toolbar from which its labels fit: Download's alone (30rem), then all of them
  // beside "N of M" (60rem; they took about 890 px in Debian's Chromium).
  const narrow = inToolbar ? '@max-[60rem]/toolbar:px-3' : undefined;
  const label = (text: string): ReactNode =>
    inToolbar ? <span className="sr-only @min-[60rem]/toolbar:not-sr-only">{text}</span> : text;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="primary"
        size={size}
        onClick={onDownload}
        loading={downloading}
        className={inToolbar ? '@max-[30rem]/toolbar:px-3' : undefined}
      >
        {downloading ? null : <Download className="size-4.5" aria-hidden="true" />}
        {inToolbar ? (
          <span className="sr-only @min-[30rem]/toolbar:not-sr-only">{WORKSPACE_LABELS.download}</span>
        ) : compact ? (
          WORKSPACE_LABELS.save
        ) : (
          WORKSPACE_LABELS.download
        )}
      </Button>
      <SharePageButton
        generation={generation}
        size={size}
        className={narrow}
        label={label(WORKSPACE_LABELS.share)}
      />
      <Button variant="outline" size={size} onClick={() => printPage(generation)} className={narrow}>
        <Printer className="size-4.5" aria-hidden="true" />
        {label(WORKSPACE_LABELS.print)}
      </Button>
      <ColorItLink
        target={{ generationId: generation.id }}
        size={size}
        className={narrow}
        label={label(COLORING_TEXTS.colorIt)}
      />
      <PostToCommunityButton
        generation={generation}
        size={size}
        className={narrow}
        label={label(COMMUNITY_UI_TEXTS.postAction)}
      />
    </div>
  );
}
