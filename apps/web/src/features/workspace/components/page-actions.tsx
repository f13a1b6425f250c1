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
import { cn } from '../../../lib/cn';
import { downloadPage, printPage } from './image-actions';

export interface PageActionsProps {
  generation: Generation;
  /** Small buttons, "Save" for Download (the phone image dialog, spec core "Project workspace"). */
  compact?: boolean;
  /**
   * Icons only below 1024 px (labels stay for screen readers), so the preview toolbar keeps
   * the actions and "N of M" on one row in a narrow preview (issue 9: 800 px window).
   */
  iconsBelowLg?: boolean;
}

/** Download, Share, Print, Color it (issue 17) and Post to community (issue 10) for one finished page. */
export function PageActions({ generation, compact = false, iconsBelowLg = false }: PageActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const onDownload = async () => {
    setDownloading(true);
    await downloadPage(generation);
    setDownloading(false);
  };
  const size = compact ? 'sm' : 'md';
  const narrow = iconsBelowLg ? 'max-lg:px-3' : undefined;
  const label = (text: string): ReactNode =>
    iconsBelowLg ? <span className="sr-only lg:not-sr-only">{text}</span> : text;
  return (
    <div className={cn('flex items-center gap-2', iconsBelowLg ? 'flex-nowrap' : 'flex-wrap')}>
      <Button variant="primary" size={size} onClick={onDownload} loading={downloading} className={narrow}>
        {downloading ? null : <Download className="size-4.5" aria-hidden="true" />}
        {label(compact ? WORKSPACE_LABELS.save : WORKSPACE_LABELS.download)}
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
