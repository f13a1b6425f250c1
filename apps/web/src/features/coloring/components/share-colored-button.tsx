import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { SHARE_TEXTS, type ShareLink } from '@inkling/contracts/community';
import Link2 from 'lucide-react/icons/link-2';
import { useState } from 'react';
import { absoluteUrl } from '../../../components/share/share-actions';
import { ShareDialog } from '../../../components/share/share-dialog';
import { Button } from '../../../components/ui/button';
import { revokeShareLink } from '../../../lib/api/sharing';
import { toast } from '../../../lib/toast';
import { apiErrorMessage } from '../../../lib/use-api-error';
import { useSaveColoredPage } from '../api/save-colored';
import { createColoredShareLink } from '../api/share-colored';

export interface ShareColoredButtonProps {
  generationId: string;
  prompt: string;
  /** The coloured PNG as it is now (the worker's export). */
  exportPng: () => Promise<Blob>;
  disabled?: boolean;
}

/**
 * "Share a link" on the coloring screen of an own page (issue 17: share the coloured page
 * with the same share links as line art): saves the colouring to the book (as "Save to my
 * book" does, so the link shows what is on the screen), then opens the share dialog with the
 * page's coloured link (POST …/share-link?colored=true). "Stop sharing" ends the page's links.
 */
export function ShareColoredButton({ generationId, prompt, exportPng, disabled }: ShareColoredButtonProps) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ share: ShareLink; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const save = useSaveColoredPage(generationId);

  const makeLink = async () => {
    setError(null);
    setLink(null);
    try {
      const saved = await save.mutateAsync(await exportPng());
      const share = await createColoredShareLink(generationId);
      setLink({ share, previewUrl: saved.result?.coloredUrl ?? '' });
    } catch (failure) {
      setError(apiErrorMessage(failure, SHARE_TEXTS.linkFailed));
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void makeLink();
  };

  const onRevoke = async () => {
    setRevoking(true);
    try {
      await revokeShareLink(generationId);
      toast.success(SHARE_TEXTS.revoked);
      setOpen(false);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, SHARE_TEXTS.linkFailed));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onOpenChange(true)} disabled={disabled}>
        <Link2 className="size-4" aria-hidden="true" />
        {COLORING_TEXTS.shareLink}
      </Button>
      <ShareDialog
        open={open}
        onOpenChange={onOpenChange}
        prompt={prompt}
        previewUrl={link?.previewUrl || undefined}
        content={
          link
            ? { url: absoluteUrl(link.share.url), prompt, imageUrl: absoluteUrl(link.share.imageUrl) }
            : null
        }
        kind={link ? link.share.kind : null}
        error={error}
        onRetry={() => void makeLink()}
        onRevoke={() => void onRevoke()}
        revoking={revoking}
      />
    </>
  );
}
