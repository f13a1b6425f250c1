import { COMMUNITY_UI_TEXTS, SHARE_TARGET_LABELS, SHARE_TEXTS } from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Link2Off from 'lucide-react/icons/link-2-off';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Skeleton } from '../ui/skeleton';
import { copyShareLink, type ShareContent } from './share-actions';
import { ShareTargets } from './share-targets';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's prompt (share text) and a picture of it for the dialog. */
  prompt: string;
  previewUrl?: string;
  /** The link to share; null while it is being made (or when making it failed). */
  content: ShareContent | null;
  /** 'unlisted' shows the unlisted note and, with onRevoke, "Stop sharing". */
  kind: 'community' | 'unlisted' | null;
  /** Making the link failed: the message shown instead of the link. */
  error?: string | null;
  onRetry?: () => void;
  onRevoke?: () => void;
  revoking?: boolean;
}

/**
 * The share dialog (issue 10, spec content §9): the link with Copy, a note saying who can
 * see it, the share targets, and for an unlisted link "Stop sharing".
 */
export function ShareDialog({
  open,
  onOpenChange,
  prompt,
  previewUrl,
  content,
  kind,
  error = null,
  onRetry,
  onRevoke,
  revoking = false,
}: ShareDialogProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    if (!content) return;
    if (await copyShareLink(content.url)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_000);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={SHARE_TEXTS.dialogTitle} className="max-w-lg">
      <div className="mt-4 flex flex-col gap-5">
        <div className="flex items-center gap-4">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={PAGE_IMAGE.alt(prompt)}
              className="h-24 w-auto shrink-0 rounded-xl bg-white object-contain ring-1 ring-line"
            />
          ) : null}
          <p className="line-clamp-3 text-[15px] font-semibold">{prompt}</p>
        </div>
        {error ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-berry-soft p-4 text-sm">
            <p>{error}</p>
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {COMMUNITY_UI_TEXTS.retry}
              </Button>
            ) : null}
          </div>
        ) : content ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-link`} className="text-sm font-semibold">
                {SHARE_TEXTS.linkLabel}
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-link`}
                  readOnly
                  value={content.url}
                  onClick={(event) => event.currentTarget.select()}
                  className="h-11 min-w-0 flex-1 rounded-full border-2 border-line bg-paper px-4 text-sm focus:border-grape focus:outline-none"
                />
                <Button variant="primary" onClick={() => void onCopy()}>
                  {copied ? (
                    <Check className="size-4.5" aria-hidden="true" />
                  ) : (
                    <Copy className="size-4.5" aria-hidden="true" />
                  )}
                  {SHARE_TEXTS.copy}
                </Button>
              </div>
              <p className="text-sm text-ink-soft">
                {kind === 'community' ? SHARE_TEXTS.communityNote : SHARE_TEXTS.unlistedNote}
              </p>
            </div>
            <ShareTargets content={content} />
            {kind === 'unlisted' && onRevoke ? (
              <div className="flex justify-end border-t border-line/70 pt-4">
                <Button
                  variant="ghost"
                  onClick={onRevoke}
                  loading={revoking}
                  className="text-berry hover:text-berry"
                >
                  {revoking ? null : <Link2Off className="size-4.5" aria-hidden="true" />}
                  {SHARE_TEXTS.revoke}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <div aria-busy="true" className="flex flex-col gap-2">
            <p className="text-sm text-ink-soft" role="status">
              {SHARE_TARGET_LABELS.creating}
            </p>
            <Skeleton className="h-11 rounded-full" />
            <Skeleton className="h-20" />
          </div>
        )}
      </div>
    </Dialog>
  );
}
